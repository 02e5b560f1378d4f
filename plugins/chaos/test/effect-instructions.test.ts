import { describe, it, expect } from 'vitest';
import { tablesWith } from './support.js';

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
  const deckOf = (n: number) => tablesWith(n);

  it('CT-3.16.3: with fewer cards in the deck than N, the offer stops at the deck size', () => {
    const t = deckOf(1)({ hand: ['aqua-ev-festival'], partner: ['test-big'] });
    t.choose('event:aqua-ev-festival');
    expect(t.pending).toMatchObject({ prompt: 'drawUpTo', rule: 'CT-3.16.3' });
    expect(t.pending!.options.map((o) => o.value)).toEqual([0, 1]);
  });

  it('CT-3.16.3: with nothing to draw (N becomes 0) nothing happens and nothing is asked', () => {
    const t = deckOf(0)({ hand: ['aqua-ev-festival'], partner: ['test-big'] });
    t.choose('event:aqua-ev-festival');
    expect(t.pending?.prompt).not.toBe('drawUpTo');
    expect(t.zone('wr@0')).toEqual(['aqua-ev-festival']);
    expect(t.state.zones['hand@0']).toEqual([]);
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
