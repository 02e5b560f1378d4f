import { numberBounds, type Answer, type Decision, type DecisionKind } from '@tcgkit/core';
import { randomAnswer, type SeededPicker } from '@tcgkit/testing';

/**
 * One answer to a decision, written with option keys instead of indices, so that the same move can
 * be recognised in another deal, where the options may stand at other indices or be missing.
 */
export interface Move {
  /** Canonical text of the move: equal moves have equal keys (a tree edge's name). */
  key: string;
  kind: DecisionKind;
  /** Option keys: the chosen one, the picks (sorted for select), the order, or the targets. */
  keys: readonly string[];
  /** For distribute: the amount each target of `keys` receives. */
  amounts?: readonly number[];
  /** For number. */
  number?: number;
}

/** The move an answer to `d` makes (the inverse of {@link answerFor}). */
export function moveOf(d: Decision, a: Answer): Move {
  const key = (i: number) => d.options[i].key;
  switch (d.kind) {
    case 'choose':
      return { key: `c:${key(a.choice ?? 0)}`, kind: d.kind, keys: [key(a.choice ?? 0)] };
    case 'order': {
      const keys = (a.order ?? []).map(key);
      return { key: `o:${keys.join(',')}`, kind: d.kind, keys };
    }
    case 'select': {
      // Which options, not in which order: one move however the picks are listed.
      const keys = (a.picks ?? []).map(key).sort();
      return { key: `s:${keys.join(',')}`, kind: d.kind, keys };
    }
    case 'distribute': {
      const pairs = (a.picks ?? []).map((p, i) => [key(p), a.amounts?.[i] ?? 0] as const);
      pairs.sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : x[1] - y[1]));
      return {
        key: `d:${pairs.map(([k, n]) => `${k}=${n}`).join(',')}`,
        kind: d.kind,
        keys: pairs.map((p) => p[0]),
        amounts: pairs.map((p) => p[1]),
      };
    }
    case 'number': {
      const n = a.number ?? 0;
      return { key: `n:${n}`, kind: d.kind, keys: [], number: n };
    }
  }
}

/**
 * The answer making `move` in decision `d`, or null when `d` does not offer it (another kind, an
 * option key it lacks, a number out of range). Structurally legal when not null; the rules may
 * still refuse it (the engine's `trySubmit` says).
 */
export function answerFor(d: Decision, move: Move): Answer | null {
  if (d.kind !== move.kind) return null;
  if (d.kind === 'number') {
    const { min, max } = numberBounds(d);
    const n = move.number ?? 0;
    return n >= min && n <= max ? { decision: d.id, number: n } : null;
  }
  // Several options may share a key: each key takes the first index not taken yet.
  const taken = new Set<number>();
  const indices: number[] = [];
  for (const k of move.keys) {
    const i = d.options.findIndex((o, j) => o.key === k && !taken.has(j));
    if (i < 0) return null;
    taken.add(i);
    indices.push(i);
  }
  switch (d.kind) {
    case 'choose':
      return { decision: d.id, choice: indices[0] };
    case 'order':
      return indices.length === d.options.length ? { decision: d.id, order: indices } : null;
    case 'select': {
      const ok = indices.length >= (d.min ?? 0) && indices.length <= (d.max ?? d.options.length);
      return ok ? { decision: d.id, picks: indices } : null;
    }
    case 'distribute': {
      const sum = (move.amounts ?? []).reduce((s, n) => s + n, 0);
      return sum === (d.total ?? 1) ? { decision: d.id, picks: indices, amounts: [...(move.amounts ?? [])] } : null;
    }
  }
}

/**
 * A bounded list of distinct legal moves for `d`: every option of a `choose` decision (up to
 * `limit`), at most `limit` numbers spread over min..max (both ends included), and for `select`,
 * `order` and `distribute` up to `limit` distinct random legal answers — their answer space grows
 * combinatorially, so the search samples it rather than enumerating it (a select also gets its
 * largest and smallest answers, which a uniform sample seldom draws: "bench every Basic").
 */
export function candidateMoves(d: Decision, pick: SeededPicker, limit: number): Move[] {
  const out = new Map<string, Move>();
  const add = (a: Answer) => {
    const m = moveOf(d, a);
    if (!out.has(m.key)) out.set(m.key, m);
  };
  if (d.kind === 'choose') {
    for (let i = 0; i < d.options.length && out.size < limit; i++) add({ decision: d.id, choice: i });
  } else if (d.kind === 'number') {
    const { min, max } = numberBounds(d);
    const span = max - min;
    const count = Math.min(limit, span + 1);
    for (let i = 0; i < count; i++)
      add({ decision: d.id, number: min + Math.round((span * i) / Math.max(1, count - 1)) });
  } else {
    if (d.kind === 'select') {
      // The two extremes a uniform sample rarely draws: as many options as allowed, and as few.
      const all = d.options.map((_, i) => i);
      add({ decision: d.id, picks: all.slice(0, d.max ?? all.length) });
      add({ decision: d.id, picks: all.slice(0, d.min ?? 0) });
    }
    // Tries beyond `limit`: small answer spaces repeat, and a repeat adds nothing.
    for (let tries = 0; tries < limit * 4 && out.size < limit; tries++) add(randomAnswer(d, pick));
  }
  return [...out.values()];
}

/** Whether `d` admits one answer only (then there is nothing to search). */
export function trivial(d: Decision): boolean {
  if (d.kind === 'choose') return d.options.length <= 1;
  if (d.kind === 'number') {
    const { min, max } = numberBounds(d);
    return max <= min;
  }
  if (d.kind === 'order') return d.options.length <= 1;
  return false;
}
