import { describe, expect, it } from 'vitest';
import type { Decision, DecisionKind } from '@tcgkit/core';
import { SeededPicker } from '@tcgkit/testing';
import { answerFor, candidateMoves, moveOf, trivial } from '../src/index.js';

function decision(kind: DecisionKind, n: number, extra: Partial<Decision> = {}): Decision {
  const options = Array.from({ length: n }, (_, i) => ({ key: `k${i}`, label: `option ${i}`, value: i }));
  return { id: 4, player: 0, kind, prompt: 'p', rule: 'R', params: {}, options, ...extra };
}

describe('moves: answers named by option keys', () => {
  it('select, order and distribute answers are sampled distinct and within their bounds', () => {
    const pick = new SeededPicker(1);
    const cases = [
      decision('select', 8, { min: 1, max: 3 }),
      decision('order', 5),
      decision('distribute', 4, { min: 1, max: 3, total: 5 }),
    ];
    for (const d of cases) {
      const moves = candidateMoves(d, pick, 10);
      expect(moves.length).toBe(10);
      expect(new Set(moves.map((m) => m.key)).size).toBe(10);
      for (const m of moves) {
        const a = answerFor(d, m)!;
        expect(a.decision).toBe(d.id);
        if (d.kind === 'select') expect(a.picks!.length).toBeGreaterThanOrEqual(1);
        if (d.kind === 'select') expect(a.picks!.length).toBeLessThanOrEqual(3);
        if (d.kind === 'order') expect([...a.order!].sort()).toEqual([0, 1, 2, 3, 4]);
        if (d.kind === 'distribute') expect(a.amounts!.reduce((s, x) => s + x, 0)).toBe(5);
        if (d.kind === 'distribute') expect(a.amounts!.every((x) => x >= 1)).toBe(true);
      }
    }
  });

  it('a select offers its largest and smallest answers among the samples', () => {
    const keys = candidateMoves(decision('select', 9, { min: 0, max: 9 }), new SeededPicker(3), 4).map((m) => m.key);
    expect(keys).toContain('s:k0,k1,k2,k3,k4,k5,k6,k7,k8');
    expect(keys).toContain('s:');
  });

  it('a select move is the same move however its picks are listed', () => {
    const d = decision('select', 4, { min: 0, max: 4 });
    expect(moveOf(d, { decision: 4, picks: [2, 0] }).key).toBe(moveOf(d, { decision: 4, picks: [0, 2] }).key);
  });

  it('a move is found in another deal by its keys, wherever its options stand, and not when one is missing', () => {
    const d = decision('choose', 3);
    const move = moveOf(d, { decision: 4, choice: 2 });
    const moved = { ...d, id: 9, options: [d.options[2], d.options[0], d.options[1]] };
    expect(answerFor(moved, move)).toEqual({ decision: 9, choice: 0 });
    expect(answerFor({ ...d, options: d.options.slice(0, 2) }, move)).toBeNull();
    expect(answerFor(decision('select', 3), move)).toBeNull();
  });

  it('numbers: both ends and a spread between, never out of range', () => {
    const d = decision('number', 0, { min: 2, max: 100 });
    const moves = candidateMoves(d, new SeededPicker(2), 5);
    expect(moves.map((m) => m.number)).toEqual([2, 27, 51, 76, 100]);
    expect(answerFor({ ...d, max: 50 }, moves[4])).toBeNull();
    expect(trivial(decision('number', 0, { min: 3, max: 3 }))).toBe(true);
    expect(trivial(decision('choose', 2))).toBe(false);
  });
});
