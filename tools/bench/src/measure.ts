/** Median, spread and p99 of samples (in the unit given). */
export interface Stats {
  median: number;
  p99: number;
  min: number;
  max: number;
  n: number;
}

export function stats(samples: readonly number[]): Stats {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
  return { median: at(0.5), p99: at(0.99), min: s[0], max: s[s.length - 1], n: s.length };
}

/** Nanosecond timer. */
export const now = (): number => Number(process.hrtime.bigint());

/** Runs `fn` `reps` times and returns the duration of each run in microseconds. */
export function time(reps: number, fn: (i: number) => void): number[] {
  const out: number[] = [];
  for (let i = 0; i < reps; i++) {
    const t0 = now();
    fn(i);
    out.push((now() - t0) / 1000);
  }
  return out;
}

/** Least-squares slope of log(y) over log(x): how cost grows with size (1 = linear). */
export function fittedExponent(points: readonly { x: number; y: number }[]): number {
  const xs = points.map((p) => Math.log(p.x));
  const ys = points.map((p) => Math.log(p.y));
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  const num = xs.reduce((s, x, i) => s + (x - mx) * (ys[i] - my), 0);
  const den = xs.reduce((s, x) => s + (x - mx) ** 2, 0);
  return num / den;
}
