/**
 * The 95 % Wilson score interval of `wins` successes in `n` trials (z = 1.96 by default): unlike the
 * normal approximation it stays within [0, 1] and is honest for small samples and rates near 0 or 1.
 */
export function wilson(wins: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = wins / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}
