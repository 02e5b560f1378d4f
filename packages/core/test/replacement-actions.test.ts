import { describe, it, expect } from 'vitest';
import type { JsonObject } from '../src/index.js';
import { TestGame } from './support/harness.js';
import { probe } from './support/probe.js';

/** An event's kind, target and amount, from log data. */
const pick = (e: unknown) => {
  const { kind, target, amount } = e as JsonObject;
  return [kind, target, amount];
};

describe('what each kind of replacement does in the event’s place (CT-9.9)', () => {
  it('CT-9.9.3: a program run instead of damage deals damage of its own, which that replacement leaves alone', () => {
    const r = probe('deflector');
    expect([r.c('damage'), r.c('deflected'), r.performed, r.replaced]).toEqual([1, 1, 1, 1]);
  });

  it(
    'CT-9.9.1: an instead-template reads the event’s values, its card and its controller; the events it ' +
      'gives are not replaced by it again (CT-9.9.3)',
    () => {
      const r = probe('soaker');
      // The soaker is player 1's: the 3 it would have taken is recorded for its controller; an event value
      // that does not exist reads as null.
      expect([r.g.state.players[1].data.soaked, r.g.state.players[1].data.missing]).toEqual([3, null]);
      expect([r.c('damage'), r.outcomes]).toEqual([1, 3]);
    },
  );

  it('a code replacement is found by its name among the ruleset’s: halving takes 3 damage to 1', () => {
    const r = probe('halver');
    expect([r.c('damage'), r.performed, r.replaced, r.outcomes]).toEqual([1, 1, 1, 1]);
    const split = probe('split-taker');
    expect(split.c('damage')).toBe(3);
    expect(split.outcomes).toBe(2);
  });

  it(
    'CT-9.9.2, CT-9.9.4: of two optional replacements, the affected player picks one; that one is offered, ' +
      'applied and logged',
    () => {
      const g = new TestGame({ hand: ['probe-hit'] }, { field: ['twin-shield'] });
      const id = g.id('twin-shield', 'field', 1);
      g.state.objects[id].counters = { shield: 1, ward: 1 };
      g.state.version++;
      g.play('probe-hit').select([id]);
      expect([g.pending.player, g.pending.prompt, g.pending.rule, g.pending.options.map((o) => o.label)]).toEqual([
        1,
        'replacement.order',
        'CT-9.9.2',
        ['twin.shield', 'twin.ward'],
      ]);
      const ward = g.pending.options[1].key;
      g.choose(ward);
      expect([g.pending.prompt, g.pending.rule]).toEqual(['use a ward?', 'CT-9.9.4']);
      g.choose('yes');
      expect(['ward', 'shield', 'damage'].map((k) => g.counter(id, k))).toEqual([0, 1, 0]);
      const applied = g.log.filter((l) => l.rule === 'CT-9.9.1');
      expect(applied.map((l) => [l.data?.replacement, pick(l.data?.event)])).toEqual([[ward, ['damage', id, 3]]]);
    },
  );

  it('CT-9.9.5.1: an event reduced to nothing is logged as not happening, with the event as it was left', () => {
    const r = probe('eila');
    // The probe's own "0 outcomes" counter is void too (CT-1.3.3).
    const voided = r.g.log.filter((l) => l.rule === 'CT-9.9.5.1');
    expect(voided.map((l) => Object.keys(l.data ?? {}))).toEqual([['event'], ['event']]);
    expect(pick(voided[0].data?.event)).toEqual(['damage', r.id, 0]);
    expect(voided[1].data?.event).toEqual({ kind: 'counter', card: r.id, key: 'outcomes', amount: 0 });
  });

  it('CT-1.3.3: a replacement does not apply to an act that would change nothing (0 damage to a warded unit)', () => {
    const g = new TestGame({ hand: ['probe-zero'] }, { field: ['perrine'] });
    g.play('probe-zero');
    const r = g.state.players[0].data.result as { performed: boolean; replaced: boolean };
    expect([r.performed, r.replaced]).toEqual([false, false]);
    expect(g.log.some((l) => l.message.startsWith('replacement perrine.ward'))).toBe(false);
  });

  it(
    'CT-9.9.1, CT-9.9.1.1: an action of several events is performed if any of them is, and replaced if a ' +
      'replacement changed any of them',
    () => {
      const result = (units: string[]) => {
        const g = new TestGame({ hand: ['probe-all'] }, { field: units });
        g.play('probe-all');
        const r = g.state.players[0].data.result as { performed: boolean; replaced: boolean; outcomes: unknown[] };
        return [r.performed, r.replaced, r.outcomes.length];
      };
      expect(result(['big', 'vanilla'])).toEqual([true, false, 2]);
      expect(result(['perrine', 'big'])).toEqual([true, true, 1]);
      expect(result(['big', 'perrine'])).toEqual([true, true, 1]);
      expect(result(['perrine', 'perrine'])).toEqual([false, true, 0]);
    },
  );
});
