import { describe, it, expect } from 'vitest';
import { stats, fittedExponent } from '../bench/src/measure.js';
import { resolve } from 'node:path';
import { baselineBuild, BaselineBuildError } from '../bench/src/baseline-build.js';

describe('benchmark statistics', () => {
  it('median, p99 and range of samples', () => {
    expect(stats([5, 1, 3, 2, 4])).toEqual({ median: 3, p99: 5, min: 1, max: 5, n: 5 });
    expect(stats([7])).toEqual({ median: 7, p99: 7, min: 7, max: 7, n: 1 });
  });

  it('the fitted exponent of a power law is its power', () => {
    expect(fittedExponent([10, 100, 1000].map((x) => ({ x, y: 3 * x })))).toBeCloseTo(1, 10);
    expect(fittedExponent([10, 100, 1000].map((x) => ({ x, y: x * x })))).toBeCloseTo(2, 10);
  });
});

describe('the A/B baseline build', () => {
  it('a revision that is not a commit of the repository is a typed error naming it, and nothing is built', () => {
    const workspace = resolve(__dirname, '../..');
    expect(() => baselineBuild(workspace, 'no-such-revision-anywhere', () => {})).toThrow(BaselineBuildError);
    expect(() => baselineBuild(workspace, 'no-such-revision-anywhere', () => {})).toThrow(
      'cannot build baseline "no-such-revision-anywhere": not a commit of this repository',
    );
  });
});
