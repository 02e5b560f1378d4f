import type { Decision, GameState } from '../../src/index.js';

/** A tiny deterministic PRNG for test agents (kept apart from the game's own PRNG). */
export function lcg(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** A uniformly random legal answer to a decision. */
export function randomLegalAnswer(d: Decision, rnd: () => number): object {
  const n = d.options.length;
  const int = (k: number) => Math.floor(rnd() * k);
  const shuffled = () => {
    const idx = Array.from({ length: n }, (_, i) => i);
    for (let i = n - 1; i > 0; i--) {
      const j = int(i + 1);
      [idx[i], idx[j]] = [idx[j], idx[i]];
    }
    return idx;
  };
  switch (d.kind) {
    case 'choose':
      return { decision: d.id, choice: int(n) };
    case 'order':
      return { decision: d.id, order: shuffled() };
    case 'select': {
      const min = d.min ?? 0;
      const max = d.max ?? n;
      return { decision: d.id, picks: shuffled().slice(0, min + int(max - min + 1)) };
    }
    case 'distribute': {
      const total = d.total ?? 1;
      const count = Math.max(d.min ?? 1, 1 + int(Math.min(d.max ?? n, total)));
      const amounts = Array.from({ length: count }, () => 1);
      for (let left = total - count; left > 0; left--) amounts[int(count)]++;
      return { decision: d.id, picks: shuffled().slice(0, count), amounts };
    }
    case 'number': {
      const min = d.min ?? 0;
      return { decision: d.id, number: min + int((d.max ?? min) - min + 1) };
    }
  }
}

/** Answers that must be rejected: malformed, out of turn, stale, out of range. */
export function randomIllegalAnswer(d: Decision, rnd: () => number): { player: unknown; answer: unknown } {
  const k = Math.floor(rnd() * 6);
  const other = (d.player + 1) % 2;
  switch (k) {
    case 0:
      return { player: d.player, answer: { decision: d.id, choice: d.options.length + Math.floor(rnd() * 5) } };
    case 1:
      return { player: other, answer: randomLegalAnswer(d, rnd) };
    case 2:
      return { player: d.player, answer: { decision: d.id + 1 + Math.floor(rnd() * 3), choice: 0 } };
    case 3:
      return { player: d.player, answer: { decision: d.id, choice: 'x' } };
    case 4:
      return { player: d.player, answer: null };
    default:
      return { player: d.player, answer: { decision: d.id, picks: [0, 0], amounts: [-1] } };
  }
}

/** Every object id reachable from the zones (attached cards included), in order. */
export function reachableObjects(state: GameState): string[] {
  const out: string[] = [];
  const walk = (id: string) => {
    out.push(id);
    for (const a of state.objects[id]?.attached ?? []) walk(a);
  };
  for (const ids of Object.values(state.zones)) for (const id of ids) walk(id);
  return out;
}
