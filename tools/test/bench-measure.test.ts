import { describe, it, expect } from 'vitest';
import { stats, fittedExponent } from '../bench/src/measure.js';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

describe('choosing suites', () => {
  const bench = resolve(__dirname, '../dist/bench/src/bench.js');
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--expose-gc', bench, ...args], {
      encoding: 'utf8',
      cwd: resolve(__dirname, '../..'),
    });

  it('--only measures the named suites and no other', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'bench-')), 'only.json');
    const r = run('--quick', '--only', 'triggers', '--out', out);
    expect(r.status).toBe(0);
    const names = (JSON.parse(readFileSync(out, 'utf8')) as { figures: { name: string }[] }).figures.map((f) => f.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n.startsWith('core example: '))).toBe(true);
  });

  it('an unknown suite is a usage error naming it and the suites there are, before anything is measured', () => {
    const r = run('--only', 'triggers,nope');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('no suite "nope"');
    expect(r.stderr).toContain('games, bots, saves, memory, actions, layers, triggers');
    expect(r.stdout).toBe('');
  });
});
