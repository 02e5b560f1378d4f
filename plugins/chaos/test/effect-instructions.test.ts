import { describe, it, expect } from 'vitest';
import { passUntil, tablesWith } from './support.js';

// What each instruction of the card language does at its edges, in positions where a plausible
// wrong instruction gives another result.
const me = tablesWith(8);

describe('turning a chara face down by an effect (CT-3.11)', () => {
  it('CT-3.11.5 / CT-3.11.8: a chara turned face down by an effect loses its damage and keeps its pose', () => {
    const t = me(
      { hand: ['nitro-ev-lemegeton', 'test-dummy'], partner: ['test-big'] },
      { partner: ['test-dummy'], front1: [{ def: 'test-big', counters: { damage: 2 }, status: { pose: 'rest' } }] },
    );
    t.choose('event:nitro-ev-lemegeton');
    if (t.pending?.prompt !== 'target') t.select(['hand@0:test-dummy']);
    t.select(['front1@1:test-big']);
    const big = t.card('front1@1:test-big');
    expect(big.status.face).toBe('down');
    // Damage 2 of 6 did not turn it face down: the effect did, and the damage went with it.
    expect(big.counters.damage ?? 0).toBe(0);
    expect(big.status.pose).toBe('rest');
  });
});

describe('damage to charas of both players (CT-3.14.7)', () => {
  it(
    'CT-3.14.7 / CT-1.3.6: in the second player’s turn that player is the main player and orders the ' +
      'damage to their charas first; the other player’s charas are damaged too',
    () => {
      const t = me(
        { partner: ['test-dummy'], front1: ['test-dummy2'] },
        { hand: ['nitro-west'], partner: ['test-big'], front2: ['test-dummy2'] },
        { activePlayer: 1, turn: 4, phase: 'main' },
      );
      t.choose('appear:nitro-west:front1');
      expect(t.pending).toMatchObject({ kind: 'order', player: 1 });
      const mine = t.pending!.options.map((o) => o.value as string).reverse();
      t.answer({ order: [1, 0] }, 1);
      expect(t.pending).toMatchObject({ kind: 'order', player: 0 });
      const theirs = t.pending!.options.map((o) => o.value as string).reverse();
      t.answer({ order: [1, 0] }, 0);
      const hits = t.log.filter((l) => / receives 1 damage/.test(l.message)).map((l) => l.message.split(' ')[0]);
      expect(hits.slice(-4)).toEqual([...mine, ...theirs]);
      expect(t.card('front1@0:test-dummy2').counters.damage).toBe(1);
    },
  );
});

describe('"draw up to N" (CT-3.16.3)', () => {
  it('CT-3.16.3: with fewer cards in the deck than N, the offer stops at the deck size', () => {
    const t = tablesWith(1)({ hand: ['aqua-ev-festival'], partner: ['test-big'] });
    t.choose('event:aqua-ev-festival');
    expect(t.pending).toMatchObject({ prompt: 'drawUpTo', rule: 'CT-3.16.3' });
    expect(t.pending!.options.map((o) => o.value)).toEqual([0, 1]);
  });

  it('CT-3.16.3: the player draws as many as they chose, once', () => {
    const t = tablesWith(5)({ hand: ['aqua-ev-festival'], partner: ['test-big'] });
    t.choose('event:aqua-ev-festival');
    t.choose('1');
    expect(t.zone('hand@0')).toHaveLength(1);
    expect(t.zone('deck@0')).toHaveLength(4);
    expect(t.pending?.prompt).toBe('playTiming');
  });

  it('CT-3.16.3: with nothing to draw (N becomes 0) nothing happens and nothing is asked', () => {
    const t = tablesWith(0)({ hand: ['aqua-ev-festival'], partner: ['test-big'] });
    t.choose('event:aqua-ev-festival');
    expect(t.pending?.prompt).not.toBe('drawUpTo');
    expect(t.zone('wr@0')).toEqual(['aqua-ev-festival']);
    expect(t.state.zones['hand@0']).toEqual([]);
  });
});

describe('damage an effect deals to a player (CT-3.14.4)', () => {
  it('CT-3.14.4 / CT-12.6.2: it is not battle damage — what reduces only battle damage leaves it whole', () => {
    // 戦場の護り reduces battle damage to its master by 1 (it does, in battle: see the CT-12.6.2 test).
    const t = me(
      { hand: ['test-burn3'], partner: ['test-big'] },
      { partner: ['test-dummy2'], front1: ['test-battle-ward'] },
    );
    t.choose('event:test-burn3');
    expect(t.zone('wr@1')).toHaveLength(3);
    expect(t.zone('deck@1')).toHaveLength(5);
  });
});

describe('moving a friend (CT-10.5)', () => {
  it('CT-10.5.1 / CT-10.5.2: the destinations offered are the other friend areas, not its own or the partner’s', () => {
    const t = me({ hand: ['nitro-ev-elder-sign'], partner: ['test-dummy2'], front1: ['sw-mio'] });
    t.choose('event:nitro-ev-elder-sign').select(['front1@0:sw-mio']);
    expect(t.pending).toMatchObject({ prompt: 'moveFriend.to', rule: 'CT-10.5.2', player: 0 });
    expect(t.pending!.options.map((o) => o.value)).toEqual(['front2', 'back1', 'back2']);
  });
});

describe('a move that is done (CT-10.5.2)', () => {
  // A friend with a level card and a set card under it, and a chara already in back1.
  const stackedFriend = () =>
    me({
      hand: ['test-move-any'],
      partner: ['test-dummy2'],
      front1: [
        {
          def: 'test-big',
          attached: [
            { def: 'test-big', kind: 'level' },
            { def: 'sw-set-mg42', kind: 'set' },
          ],
        },
      ],
      back1: ['sw-mio'],
    });
  const stack = (t: ReturnType<typeof me>, id: string) =>
    t.state.objects[id].attached.map((a) => `${t.state.objects[a].def}/${t.state.objects[a].attachKind}`);

  it('CT-10.5.2: the friend moves with every card stacked in its area, in order, and keeps their gains', () => {
    const t = stackedFriend();
    const before = t.card('front1@0[0]');
    t.choose('event:test-move-any').select([`front1@0:test-big`]);
    t.choose('front2');
    const after = t.card('front2@0[0]');
    expect(after.id).toBe(before.id);
    expect(t.state.zones['front1@0']).toEqual([]);
    expect(stack(t, after.id)).toEqual(['test-big/level', 'sw-set-mg42/set']);
    expect(after.characteristics.level).toBe(2);
    expect(after.characteristics.attack).toBe(before.characteristics.attack);
    // Nothing was left behind for the rule processes to put into the WR (CT-11.5.4, CT-11.6.1).
    expect(t.zone('wr@0')).toEqual(['test-move-any']);
  });

  it('CT-10.5.2: a move onto an area that holds a chara is not executed — both stay where they are', () => {
    const t = stackedFriend();
    t.choose('event:test-move-any').select([`front1@0:test-big`]);
    t.choose('back1');
    expect(t.card('front1@0[0]').def).toBe('test-big');
    expect(t.zone('back1@0')).toEqual(['sw-mio']);
    expect(t.log.some((l) => l.rule === 'CT-10.5.2' && /not executed/.test(l.message))).toBe(true);
  });
});

describe('swapping and rearranging friend areas (CT-10.5.3, CT-10.5.4)', () => {
  const swapTable = (back1: unknown) =>
    me({ hand: ['test-swap'], partner: ['test-dummy2'], front1: ['sw-mio'], back1: [back1] });

  it('CT-10.5.3: the swap happens when both charas can move (the baseline of the cases below)', () => {
    const t = swapTable('test-big');
    t.choose('event:test-swap');
    expect(t.zone('front1@0')).toEqual(['test-big']);
    expect(t.zone('back1@0')).toEqual(['sw-mio']);
  });

  it('CT-10.5.3 / CT-9.3.8: a swap is not executed when a chara there is not affected by the effect', () => {
    const t = swapTable('test-aloof');
    t.choose('event:test-swap');
    expect(t.zone('front1@0')).toEqual(['sw-mio']);
    expect(t.zone('back1@0')).toEqual(['test-aloof']);
  });

  it('CT-10.5.3: a swap is not executed when a chara there cannot move', () => {
    const t = swapTable({ def: 'test-big', status: { immobile: true } });
    t.choose('event:test-swap');
    expect(t.zone('front1@0')).toEqual(['sw-mio']);
    expect(t.zone('back1@0')).toEqual(['test-big']);
  });

  it('CT-10.5.1: the partner area is never swapped, even by an effect that names it', () => {
    const t = me({ hand: ['test-swap-partner'], partner: ['test-dummy2'], front1: ['sw-mio'] });
    t.choose('event:test-swap-partner');
    expect(t.zone('partner@0')).toEqual(['test-dummy2']);
    expect(t.zone('front1@0')).toEqual(['sw-mio']);
  });

  it('CT-10.5.4: "rearrange" offers each pair of friend areas holding a chara once, and "done" ends it', () => {
    const t = me({ hand: ['test-rearrange'], partner: ['test-big'], front1: ['sw-mio'], back1: ['sw-sanya'] });
    t.choose('event:test-rearrange');
    expect(t.pending).toMatchObject({ prompt: 'rearrange', rule: 'CT-10.5.4', player: 0 });
    // back2 and front2 are both empty: swapping them changes nothing, so it is not offered; nor is an area with itself.
    expect(t.pending!.options.map((o) => o.key).sort()).toEqual([
      'done',
      'swap:back1:back2',
      'swap:back1:front1',
      'swap:back1:front2',
      'swap:back2:front1',
      'swap:front1:front2',
    ]);
    t.choose('swap:back1:front1');
    expect(t.pending?.prompt).toBe('rearrange');
    t.choose('done');
    expect(t.pending?.prompt).not.toBe('rearrange');
    expect(t.zone('wr@0')).toEqual(['test-rearrange']);
    expect(t.zone('front1@0')).toEqual(['sw-sanya']);
    expect(t.zone('back1@0')).toEqual(['sw-mio']);
  });
});

describe('"look at up to N cards" (CT-3.16.5)', () => {
  it('CT-3.16.5: with an empty deck there is nothing to look at and nothing is asked', () => {
    const t = tablesWith(0)({ hand: ['test-peek'], partner: ['test-big'] });
    t.choose('event:test-peek');
    expect(t.pending?.prompt).not.toBe('lookUpTo');
    expect(t.zone('wr@0')).toEqual(['test-peek']);
  });

  it('CT-3.16.5: the cards looked at are the top ones, as many as chosen — a later instruction acts on those', () => {
    const deck = ['test-blast4', 'test-dummy2', 'test-blast5', 'test-dummy'];
    const t = me({ deck, hand: ['test-peek-bury'], partner: ['test-big'] });
    t.choose('event:test-peek-bury');
    expect(t.pending?.prompt).toBe('lookUpTo');
    t.choose('2');
    expect(t.zone('deck@0')).toEqual(['test-blast5', 'test-dummy']);
    expect(t.zone('wr@0')).toEqual(expect.arrayContaining(['test-blast4', 'test-dummy2', 'test-peek-bury']));
    expect(t.zone('wr@0')).toHaveLength(3);
  });

  it('CT-3.16.5: the offer stops at the deck size', () => {
    const t = tablesWith(2)({ hand: ['test-peek'], partner: ['test-big'] });
    t.choose('event:test-peek');
    expect(t.pending!.options.map((o) => o.value)).toEqual([0, 1, 2]);
  });
});

describe('"look at the top N and take up to M" (CT-14.3.1)', () => {
  it('CT-14.3.1: at most M of the looked-at cards may be taken', () => {
    const t = me({ partner: ['test-big'], front1: ['nitro-okabe'] });
    t.choose('activate:nitro-okabe/reading:front1');
    expect(t.pending).toMatchObject({ prompt: 'lookTop.take', rule: 'CT-14.3.1', min: 0, max: 1 });
    expect(t.pending!.options).toHaveLength(3);
  });

  it('CT-14.3.1: with an empty deck there is nothing to take and nothing is asked', () => {
    const t = tablesWith(0)({ partner: ['test-big'], front1: ['nitro-okabe'] });
    t.choose('activate:nitro-okabe/reading:front1');
    expect(t.pending?.prompt).not.toBe('lookTop.take');
    expect(t.card('front1@0:nitro-okabe').status.pose).toBe('rest');
  });
});

describe('taking cards among those looked at (CT-14.3.1)', () => {
  const deck = ['test-blast4', 'test-dummy2', 'test-blast5', 'test-dummy', 'test-dummy'];

  it(
    'CT-14.3.1: only the cards that meet the condition are offered; the one taken goes into the hand, ' +
      'the rest stay in order',
    () => {
      const t = me({ deck, hand: ['test-seek'], partner: ['test-big'] });
      t.choose('event:test-seek');
      expect(t.pending).toMatchObject({ prompt: 'lookTop.take', min: 0, max: 1 });
      expect(t.pending!.options.map((o) => o.label)).toEqual(['test-dummy2']);
      t.select(['deck@0:test-dummy2']);
      expect(t.zone('hand@0')).toEqual(['test-dummy2']);
      expect(t.zone('deck@0')).toEqual(['test-blast4', 'test-blast5', 'test-dummy', 'test-dummy']);
      expect(t.pending?.prompt).toBe('playTiming');
    },
  );

  it('CT-14.3.1: with no card among them that meets the condition, the look is done and nothing is asked', () => {
    const events = ['test-blast4', 'test-blast5', 'test-blast4', 'test-dummy2'];
    const t = me({ deck: events, hand: ['test-seek'], partner: ['test-big'] });
    t.choose('event:test-seek');
    expect(t.pending?.prompt).toBe('playTiming');
    expect(t.zone('deck@0')).toEqual(events);
    expect(t.zone('wr@0')).toEqual(['test-seek']);
  });

  it('CT-14.3.1: looking without taking moves nothing and asks nothing; the look is logged for the looker only', () => {
    const t = me({ deck, hand: ['test-glance'], partner: ['test-big'] });
    t.choose('event:test-glance');
    expect(t.pending?.prompt).toBe('playTiming');
    expect(t.zone('deck@0')).toEqual(deck);
    expect(t.zone('hand@0')).toEqual([]);
    const look = t.log.find((l) => l.rule === 'CT-14.3.1');
    expect(look?.data).toEqual({ private: 0 });
  });
});

describe('putting cards from the hand on top of the deck (CT-5.1.5)', () => {
  it('CT-5.1.5: one card put on the deck has no order to choose', () => {
    const t = me({ hand: ['rewind', 'sw-mio'], partner: ['test-big'] });
    t.choose('event:rewind');
    if (t.pending?.prompt === 'to the deck') t.select(['hand@0:sw-mio']);
    expect(t.pending?.prompt).not.toBe('deckTop.order');
    // It went on top, so the draw that follows takes it back.
    expect(t.zone('hand@0')).toEqual(['sw-mio']);
  });
});

/** The definitions of the cards attached to (stacked under) a card. */
const under = (t: ReturnType<typeof me>, ref: string) =>
  t.state.objects[t.card(ref).id].attached.map((a) => t.state.objects[a].def);

describe('a card becoming a set card (CT-2.2.9, CT-2.2.10)', () => {
  const become = (front1: unknown, card: string, host: string, wr: unknown[] = []) => {
    const t = me({ hand: ['test-become-any'], partner: ['test-big'], front1: [front1], wr });
    t.choose('event:test-become-any').select([card]).select([host]);
    return t;
  };

  it('CT-2.2.9: a friend becomes a set card on the chosen chara and leaves its area (the baseline)', () => {
    const t = become('test-dummy2', 'front1@0:test-dummy2', 'partner@0:test-big');
    expect(t.zone('front1@0')).toEqual([]);
    expect(under(t, 'partner@0:test-big')).toEqual(['test-dummy2']);
  });

  it('CT-2.2.9: a chara is not set on itself, nor on a card that is not a chara (one in the WR)', () => {
    const self = become('test-dummy2', 'front1@0:test-dummy2', 'front1@0:test-dummy2');
    expect(self.zone('front1@0')).toEqual(['test-dummy2']);
    expect(under(self, 'front1@0:test-dummy2')).toEqual([]);
    const wr = become('test-dummy2', 'front1@0:test-dummy2', 'wr@0:test-dummy', ['test-dummy']);
    expect(wr.zone('front1@0')).toEqual(['test-dummy2']);
    expect(under(wr, 'wr@0:test-dummy')).toEqual([]);
  });

  it('CT-2.2.9: the partner, and a chara holding cards, do not become set cards', () => {
    const partner = become('test-dummy2', 'partner@0:test-big', 'front1@0:test-dummy2');
    expect(partner.zone('partner@0')).toEqual(['test-big']);
    expect(under(partner, 'front1@0:test-dummy2')).toEqual([]);
    const holding = become(
      { def: 'test-dummy2', attached: [{ def: 'test-set-grant', kind: 'set' }] },
      'front1@0:test-dummy2',
      'partner@0:test-big',
    );
    expect(holding.zone('front1@0')).toEqual(['test-dummy2']);
    expect(under(holding, 'partner@0:test-big')).toEqual([]);
  });
});

describe('putting cards from the hand on top of the deck (CT-5.1.5)', () => {
  it('CT-5.1.5: only cards in the hand go; one card alone is not ordered', () => {
    const t = me({ hand: ['test-to-deck-top', 'test-big'], partner: ['test-dummy'], wr: ['test-dummy2'] });
    t.choose('event:test-to-deck-top').select(['hand@0:test-big', 'wr@0:test-dummy2']);
    expect(t.pending?.prompt).not.toBe('deckTop.order');
    expect(t.zone('deck@0')[0]).toBe('test-big');
    expect(t.zone('wr@0')).toContain('test-dummy2');
    expect(t.zone('deck@0')).not.toContain('test-dummy2');
  });

  it('CT-5.1.5: several are ordered by their master; the first in the order ends on top', () => {
    const t = me({ hand: ['test-to-deck-top', 'test-big', 'test-dummy2'], partner: ['test-dummy'] });
    t.choose('event:test-to-deck-top').select(['hand@0:test-big', 'hand@0:test-dummy2']);
    expect(t.pending).toMatchObject({ kind: 'order', prompt: 'deckTop.order', rule: 'CT-5.1.5', player: 0 });
    const second = t.pending!.options[1].label;
    t.answer({ order: [1, 0] }, 0);
    expect(t.zone('deck@0')[0]).toBe(second);
  });
});

describe('turning a chara face up by an effect (CT-3.11.2, CT-3.11.5)', () => {
  it('CT-3.11.5: only turning face down clears damage; a chara turned face up keeps its damage', () => {
    const t = me({
      hand: ['test-face-up'],
      partner: ['test-big'],
      front1: [{ def: 'test-dummy2', status: { face: 'down' }, counters: { damage: 1 } }],
    });
    t.choose('event:test-face-up').select(['front1@0:test-dummy2']);
    const c = t.card('front1@0:test-dummy2');
    expect(c.status.face).toBe('up');
    expect(c.counters.damage).toBe(1);
  });
});

describe('putting a card into an area as a loyalty card (CT-13.13.1)', () => {
  const loyal = (card: string, host: string, hand: string) => {
    const t = me({ hand: ['test-loyal-any', hand], partner: ['test-big'], wr: ['test-dummy'] });
    t.choose('event:test-loyal-any').select([card]).select([host]);
    return t;
  };

  it('CT-13.13.1: a 契約者 card goes under the chosen chara as a loyalty card (the baseline)', () => {
    const t = loyal('hand@0:contractor-rin', 'partner@0:test-big', 'contractor-rin');
    const p = t.state.objects[t.card('partner@0:test-big').id];
    expect(p.attached.map((a) => [t.state.objects[a].def, t.state.objects[a].status.loyalty])).toEqual([
      ['contractor-rin', true],
    ]);
  });

  it('CT-13.13.1: a card without 契約者, or a host that is not a chara, puts nothing anywhere', () => {
    const plain = loyal('hand@0:test-dummy2', 'partner@0:test-big', 'test-dummy2');
    expect(plain.zone('hand@0')).toEqual(['test-dummy2']);
    expect(under(plain, 'partner@0:test-big')).toEqual([]);
    const wr = loyal('hand@0:contractor-rin', 'wr@0:test-dummy', 'contractor-rin');
    expect(wr.zone('hand@0')).toEqual(['contractor-rin']);
    expect(under(wr, 'wr@0:test-dummy')).toEqual([]);
  });
});

describe('what "move a friend" does not move (CT-10.5.1)', () => {
  it('CT-10.5.2: a friend is moved: the destination is asked (the baseline)', () => {
    const t = me({ hand: ['test-move-any'], partner: ['test-big'], front1: ['test-dummy2'] });
    t.choose('event:test-move-any').select(['front1@0:test-dummy2']);
    expect(t.pending?.prompt).toBe('moveFriend.to');
  });

  it('CT-10.5.1: the partner is not moved, even when an effect chooses it, and nothing is asked', () => {
    const partner = me({ hand: ['test-move-any'], partner: ['test-big'] });
    partner.choose('event:test-move-any').select(['partner@0:test-big']);
    expect(partner.pending?.prompt).not.toBe('moveFriend.to');
    expect(partner.zone('partner@0')).toEqual(['test-big']);
  });
});

describe('ending a phase outside it (CT-14.2)', () => {
  const ending = (t: ReturnType<typeof me>) => t.log.filter((l) => / phase is ending$/.test(l.message));

  it('CT-14.2.2: "end the main phase" in the battle phase does nothing: the battle goes on', () => {
    const t = me(
      { partner: ['test-big'], hand: ['test-end-main-any'] },
      { partner: ['test-dummy2'] },
      { activePlayer: 0, turn: 3, phase: 'battle' },
    );
    passUntil(t, 'battle.attack').choose('attack:test-big:partner');
    if (t.pending?.prompt === 'battle.attackDraw') t.choose('no');
    t.choose('event:test-end-main-any');
    expect(ending(t)).toEqual([]);
    expect(t.state.data.endingPhase).toBeUndefined();
    passUntil(t, 'battle.guard');
    expect(t.pending?.prompt).toBe('battle.guard');
  });

  it('CT-14.2.1: "end the battle phase" in the battle phase but outside a battle does nothing', () => {
    const t = me(
      { partner: ['test-big'], hand: ['nitro-ev-hyperborea'] },
      { partner: ['test-dummy2'] },
      { activePlayer: 0, turn: 3, phase: 'battle' },
    );
    expect(t.pending?.options.map((o) => o.key)).toContain('event:nitro-ev-hyperborea');
    expect(t.state.data.battle).toBeFalsy();
    t.choose('event:nitro-ev-hyperborea');
    expect(ending(t)).toEqual([]);
    expect(t.state.data.endingPhase).toBeUndefined();
    passUntil(t, 'battle.attack');
    expect(t.pending?.prompt).toBe('battle.attack');
  });
});

describe('pseudo-cards of what is not an event (CT-14.6.1)', () => {
  it('CT-14.6.1: only an event card’s effect is used through a pseudo-card; a chara’s is no pseudo-card at all', () => {
    const t = me({ hand: ['test-pseudo-any'], partner: ['test-big'] }, { partner: ['test-dummy'], wr: ['sw-mio'] });
    t.choose('event:test-pseudo-any').select(['wr@1:sw-mio']);
    expect(t.log.filter((l) => l.rule === 'CT-14.6.2' || l.rule === 'CT-14.6.5')).toEqual([]);
    expect(t.zone('wr@1')).toEqual(['sw-mio']);
  });
});

describe('"a player draws N" (CT-3.16.2)', () => {
  it('CT-3.16.2: the player named draws, from their own deck, not the player using the effect', () => {
    const t = me(
      { hand: ['test-opp-draw2'], partner: ['test-big'] },
      { partner: ['test-dummy'], deck: ['sw-mio', 'sw-sanya', 'test-big'] },
    );
    t.choose('event:test-opp-draw2');
    expect(t.zone('hand@1')).toEqual(['sw-mio', 'sw-sanya']);
    expect(t.zone('deck@1')).toEqual(['test-big']);
    expect(t.zone('hand@0')).toEqual([]);
  });
});

describe('what CT-13.8.3 does not protect a ソルラルチャージ card from', () => {
  const solar = { def: 'solar-kurou', attached: [{ def: 'nitro-kurou', kind: 'base' }] };

  it('CT-13.8.3: its master’s own effect rests it', () => {
    const t = me({ hand: ['test-rest-any'], partner: ['test-big'], front1: [solar] });
    t.choose('event:test-rest-any').select(['front1@0:solar-kurou']);
    expect(t.card('front1@0:solar-kurou').status.pose).toBe('rest');
  });

  it('CT-13.8.3: only resting is barred: the opponent’s effect may put it in reverse', () => {
    const t = me({ hand: ['test-reverse-any'], partner: ['test-big'] }, { partner: ['test-dummy'], front1: [solar] });
    t.choose('event:test-reverse-any').select(['front1@1:solar-kurou']);
    expect(t.card('front1@1:solar-kurou').status.pose).toBe('reverse');
  });
});

describe('untargeted effects on every chara (CT-9.3.8)', () => {
  // Both players' boards: the friend not affected by events, a chara holding a set card, the partners.
  const board = (card: string) =>
    me(
      {
        hand: [card],
        partner: ['test-big'],
        front1: ['test-aloof'],
        front2: [{ def: 'sw-mio', attached: [{ def: 'sw-set-mg42', kind: 'set' }] }],
      },
      { partner: ['test-big'] },
    );
  const mine = (t: ReturnType<typeof board>) =>
    [t.card('partner@0:test-big'), t.card('front1@0:test-aloof'), t.card('front2@0:sw-mio')] as const;
  const setCard = (t: ReturnType<typeof board>) =>
    t.state.objects[t.state.objects[t.card('front2@0:sw-mio').id].attached[0]];

  it('CT-9.3.8 / CT-3.14.1: "1 damage to every chara" spares the chara not affected by events and the set card', () => {
    const t = board('test-quake');
    t.choose('event:test-quake');
    // Two of my charas are hit, so I order them (CT-3.14.7); a third (the unaffected one) would be a third option.
    expect(t.pending).toMatchObject({ kind: 'order', player: 0 });
    expect(t.pending!.options).toHaveLength(2);
    t.answer({ order: [0, 1] }, 0);
    const [partner, aloof, mio] = mine(t);
    expect([partner.counters.damage, aloof.counters.damage ?? 0, mio.counters.damage]).toEqual([1, 0, 1]);
    expect(setCard(t).counters.damage ?? 0).toBe(0);
    expect(t.card('partner@1:test-big').counters.damage).toBe(1);
  });

  it('CT-9.3.8 / CT-3.11.1: "rest every chara" leaves the chara not affected by events standing', () => {
    const t = board('test-lull');
    t.choose('event:test-lull');
    const [partner, aloof, mio] = mine(t);
    expect([partner.status.pose, aloof.status.pose ?? 'stand', mio.status.pose]).toEqual(['rest', 'stand', 'rest']);
    expect(setCard(t).status.pose ?? 'stand').toBe('stand');
    expect(t.card('partner@1:test-big').status.pose).toBe('rest');
  });

  it('CT-9.3.8 / CT-3.11.2: "turn every chara face down" leaves the chara not affected by events face up', () => {
    const t = board('test-shroud');
    t.choose('event:test-shroud');
    const [partner, aloof, mio] = mine(t);
    expect([partner.status.face, aloof.status.face, mio.status.face]).toEqual(['down', 'up', 'down']);
    expect(setCard(t).status.face ?? 'up').not.toBe('down');
  });
});
