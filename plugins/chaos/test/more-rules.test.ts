import { describe, it, expect } from 'vitest';
import { passUntil, tablesWith, type table } from './support.js';

type T = ReturnType<typeof table>;
const me = tablesWith(8);
const at = (t: T, pred: (m: string) => boolean) => t.log.findIndex((l) => pred(l.message));
const draws = (t: T) => t.log.map((l, i) => (l.rule === 'CT-3.16.2' ? i : -1)).filter((i) => i >= 0);

describe('check timings inside the steps (CT-7.3.2, CT-7.6, CT-8.3, CT-8.5)', () => {
  it(
    'CT-7.3.2.2 / CT-7.3.2.4 / CT-7.3.2.6: the game-start, turn-start and recovery triggers resolve at the ' +
      'check timing that follows each step',
    () => {
      const t = me(
        { partner: [{ def: 'test-herald', status: { pose: 'rest' } }] },
        { partner: ['test-dummy'] },
        { activePlayer: 0, turn: 1, phase: 'beginning' },
      );
      const d = draws(t);
      expect(d.length).toBeGreaterThanOrEqual(3);
      expect(d[0]).toBeLessThan(at(t, (m) => m === 'start of turn'));
      expect(d[1]).toBeLessThan(t.log.findIndex((l) => l.rule === 'CT-7.3.2.5'));
      expect(d[2]).toBeGreaterThan(t.log.findIndex((l) => l.rule === 'CT-7.3.2.5'));
      expect(d[2]).toBeLessThan(t.log.findIndex((l) => l.rule === 'CT-7.3.3.1'));
    },
  );

  it(
    'CT-7.6.1 / CT-7.6.2: "at the start of the end phase" triggers resolve before a face-down chara is ' + 'turned up',
    () => {
      const t = me(
        { partner: ['test-herald'], front1: [{ def: 'test-big', status: { face: 'down' } }] },
        { partner: ['test-dummy'] },
        { activePlayer: 0, turn: 3, phase: 'end' },
      );
      expect(t.state.zones['hand@0'].length).toBe(1);
      expect(t.card('front1@0:test-big').status.face).toBe('up');
      expect(draws(t)[0]).toBeLessThan(t.log.findIndex((l) => l.rule === 'CT-7.6.3'));
    },
  );

  it(
    'CT-7.2.2 / CT-7.2.4 / CT-7.3.5 / CT-7.6.6: the beginning and end phases each end with their own end ' +
      'procedure: "at the end of" them triggers, and "until the end of" them expires',
    () => {
      const t = me(
        { partner: ['test-phase-marks'] },
        { partner: ['test-dummy'] },
        { activePlayer: 0, turn: 3, phase: 'beginning' },
      );
      const attack = () => t.card('partner@0:test-phase-marks').characteristics.attack;
      passUntil(t, 'playTiming');
      expect(t.state.turn.phase).toBe('main');
      // +2 until the end of the beginning phase is gone; the beginning phase's end trigger drew before main.
      expect(attack()).toBe(2);
      expect(draws(t)).toHaveLength(1);
      expect(draws(t)[0]).toBeLessThan(at(t, (m) => m === 'phase.start (main)'));
      // It expired in the end procedure's expiry step, before step 1 came round again (not when the phase closed).
      const expiredBefore = (unit: string) => {
        const expired = Math.max(...t.log.map((l, i) => (l.message.includes('expired') ? i : -1)));
        expect(expired).toBeGreaterThan(-1);
        expect(expired).toBeLessThan(at(t, (m) => m.startsWith(`end of ${unit} (step 1 again`)));
      };
      expiredBefore('beginningPhase');
      passUntil(t, 'battle.attack').choose('end');
      passUntil(t, 'playTiming');
      expect(t.state.turn.number).toBe(4);
      // +3 from the start of the end phase ran out with it; its end trigger drew before the turn ended.
      expect(attack()).toBe(2);
      expect(draws(t)).toHaveLength(2);
      expect(draws(t)[1]).toBeLessThan(at(t, (m) => m.startsWith('turn.end')));
      expiredBefore('endPhase');
    },
  );

  it(
    'CT-8.3.2 / CT-8.5.3: triggers of the attack declaration and of the guard declaration resolve before ' +
      'the next ability step',
    () => {
      const t = me(
        { partner: ['test-herald'], front1: ['test-big'] },
        { partner: ['test-herald'], front1: ['beta-tank'] },
        { activePlayer: 0, turn: 3, phase: 'battle' },
      );
      passUntil(t, 'battle.attack').choose('attack:test-big:front1');
      expect(t.pending?.prompt).toBe('playTiming');
      expect(t.state.turn.step).toBe('secondAbility');
      expect(t.state.zones['hand@0'].length).toBe(1);
      passUntil(t, 'battle.guard').choose('guard:beta-tank:front1');
      expect(t.state.turn.step).toBe('thirdAbility');
      expect(t.state.zones['hand@1'].length).toBe(1);
    },
  );
});

describe('damage, costs, plays (CT-3, CT-9)', () => {
  it(
    'CT-3.14.7: several damage instances at once are dealt one at a time, in the order the receiving ' +
      'master chooses',
    () => {
      const t = me(
        { hand: ['nitro-west'], partner: ['test-big'] },
        { partner: ['test-dummy'], front1: ['test-dummy2'] },
      );
      t.choose('appear:nitro-west:front1');
      expect(t.pending?.kind).toBe('order');
      expect(t.pending?.player).toBe(1);
      // The chosen order is the reverse of the offered one, so an engine ignoring the answer deals them otherwise.
      const offered = t.pending!.options.map((o) => o.value as string);
      expect(offered).toEqual([t.state.zones['front1@1'][0], t.state.zones['partner@1'][0]]);
      t.order(['partner@1:test-dummy', 'front1@1:test-dummy2']);
      const hits = t.log.filter((l) => / receives 1 damage/.test(l.message)).map((l) => l.message.split(' ')[0]);
      expect(hits.slice(-2)).toEqual([t.state.zones['partner@1'][0], t.state.zones['front1@1'][0]]);
    },
  );

  it(
    'CT-3.14.7 / CT-1.3.6: one effect damaging charas of both players — each player orders the damage to ' +
      'their own charas',
    () => {
      const t = me(
        { hand: ['nitro-west'], partner: ['test-big'], front2: ['test-dummy2'] },
        { partner: ['test-dummy'], front1: ['test-dummy2'] },
      );
      t.choose('appear:nitro-west:front1');
      // The main player orders first (CT-1.3.6): the reverse of the offered (default) order.
      expect(t.pending).toMatchObject({ kind: 'order', player: 0 });
      const mine = t.pending!.options.map((o) => o.value as string).reverse();
      t.answer({ order: [1, 0] });
      // Then the other player orders the damage to their own charas: again the reverse.
      expect(t.pending).toMatchObject({ kind: 'order', player: 1 });
      const theirs = t.pending!.options.map((o) => o.value as string).reverse();
      t.answer({ order: [1, 0] });
      const hits = t.log.filter((l) => / receives 1 damage/.test(l.message)).map((l) => l.message.split(' ')[0]);
      expect(hits.slice(-4)).toEqual([...mine, ...theirs]);
    },
  );

  it('CT-3.11.9: a card revealed as a cost returns to hidden when the play finishes', () => {
    const t = me({ hand: ['test-dummy2'], partner: ['test-big'], front1: ['test-revealer'] });
    t.choose('activate:test-revealer/show:front1');
    const id = t.state.zones['hand@0'].find((x) => t.state.objects[x].def === 'test-dummy2')!;
    expect(t.log.some((l) => l.message.includes('is revealed'))).toBe(true);
    expect(t.state.objects[id].revealedTo).toEqual([]);
  });

  it(
    "CT-9.5.3 / CT-9.5.3.1 / CT-9.5.3.2: a card's own conditions for being played are checked (an event " +
      "only usable in the opponent's battle phase)",
    () => {
      const own = me(
        { hand: ['aqua-ev-counter'], partner: ['test-big'] },
        { partner: ['test-dummy'] },
        { activePlayer: 0, turn: 3, phase: 'battle' },
      );
      expect(own.pending!.options.map((o) => o.key)).toEqual(['pass']);
      const theirs = me(
        { partner: ['test-big'] },
        { partner: ['test-dummy'], hand: ['aqua-ev-counter'] },
        { activePlayer: 0, turn: 3, phase: 'battle' },
      );
      theirs.choose('pass');
      expect(theirs.pending!.options.map((o) => o.key)).toContain('event:aqua-ev-counter');
    },
  );

  it(
    "CT-9.9.2 / CT-9.9.3: several replacements of one event: the affected chara's master chooses the " +
      'order; each applies once',
    () => {
      const t = me(
        { hand: ['test-blast4'], partner: ['test-big'] },
        { partner: ['test-dummy'], front1: [{ def: 'sw-eila-bf109', attached: [{ def: 'test-curse', kind: 'set' }] }] },
      );
      t.choose('event:test-blast4').select(['front1@1:sw-eila-bf109']);
      expect(t.pending?.player).toBe(1);
      const reduceFirst = t.pending!.options.findIndex((o) => o.label.includes('reduce') || o.key.includes('reduce'));
      t.answer({ choice: reduceFirst }, 1);
      // (4 − 3) × 2 = 2, not 8 − 3 = 5; neither applies twice.
      expect(t.card('front1@1:sw-eila-bf109').counters.damage).toBe(2);
    },
  );

  it('CT-9.10.1: an effect needing the info of a card that moved uses its last-known info in the old zone', () => {
    const t = me(
      {
        hand: ['test-sacrifice'],
        partner: ['test-big'],
        front1: [{ def: 'sw-mio', attached: [{ def: 'sw-set-mg42', kind: 'set' }] }],
      },
      { partner: ['test-pen-big'] },
    );
    t.choose('event:test-sacrifice').select(['front1@0:sw-mio']).select(['partner@1:test-pen-big']);
    expect(t.card('partner@1:test-pen-big').counters.damage).toBe(5);
  });

  it('CT-10.5.4: "rearrange" performs any number of swaps the player chooses', () => {
    const t = me({ hand: ['test-rearrange'], partner: ['test-big'], front1: ['sw-mio'], back1: ['sw-sanya'] });
    t.choose('event:test-rearrange').choose('swap:back1:front1').choose('swap:back2:front1').choose('done');
    expect(t.zone('front1@0')).toEqual([]);
    expect(t.zone('back2@0')).toEqual(['sw-sanya']);
    expect(t.zone('back1@0')).toEqual(['sw-mio']);
  });

  it('CT-3.16.5: "look at up to N cards from the top": the player decides how many, changing nothing', () => {
    const t = me({ hand: ['test-peek'], partner: ['test-big'] });
    const before = [...t.state.zones['deck@0']];
    t.choose('event:test-peek');
    expect(t.pending!.options.map((o) => o.key)).toEqual(['0', '1', '2', '3']);
    t.choose('2');
    expect(t.state.zones['deck@0']).toEqual(before);
    expect(t.log.some((l) => l.rule === 'CT-3.16.5' && l.message.includes('top 2'))).toBe(true);
  });
});
