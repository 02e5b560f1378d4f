import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fuzzTasks } from '../fuzz/src/fuzz-tasks.js';

// The worker pool runs the built fuzzer (workers load compiled files); `npm test` builds first.
const CLI = resolve(__dirname, '../dist/fuzz/src/cli.js');
const run = (...args: string[]) => spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', timeout: 300_000 });
/** The report lines, without the timing line. */
const report = (stdout: string) => stdout.split('\n').filter((l) => l && !/ s on \d+ workers?$/.test(l));

describe.skipIf(!existsSync(CLI))('the fuzz command', () => {
  it('gives the same report on one worker and on two: games, decisions, illegal answers and loader inputs', () => {
    const args = [
      '--games',
      '4',
      '--ruleset',
      'pokemon',
      '--era',
      'legend',
      '--loaders',
      '50',
      '--seed',
      '9',
      '--out',
      mkdtempSync(join(tmpdir(), 'fuzz-')),
    ];
    const one = run(...args, '--workers', '1');
    const two = run(...args, '--workers', '2');
    expect([one.status, two.status]).toEqual([0, 0]);
    expect(report(one.stdout)).toEqual(report(two.stdout));
    expect(report(one.stdout)[0]).toMatch(
      new RegExp(
        '^pokemon/legend: 4 games, \\d+ decisions, \\d+ illegal answers rejected, ' +
          '50 mutated loader inputs; 0 failing games, 0 loader crashes$',
      ),
    );
    expect(two.stdout).toMatch(/ s on 2 workers\n$/);
  }, 300_000);

  it('a run split with --first plays the same games as the whole run: its figures add up', () => {
    const figures = (...args: string[]) => {
      const r = run('--ruleset', 'goofspiel', '--loaders', '0', '--seed', '5', '--workers', '1', ...args);
      expect(r.status).toBe(0);
      const [, games, decisions, illegal] = /^goofspiel: (\d+) games, (\d+) decisions, (\d+) illegal answers/
        .exec(r.stdout)!
        .map(Number);
      return [games, decisions, illegal];
    };
    const whole = figures('--games', '12');
    const parts = [figures('--games', '5'), figures('--first', '5', '--games', '7')];
    expect(parts[0].map((x, i) => x + parts[1][i])).toEqual(whole);
    expect(whole[0]).toBe(12);
  }, 120_000);

  it('rejects a bad command line with a usage message and exit code 2, running nothing', () => {
    const out = mkdtempSync(join(tmpdir(), 'fuzz-'));
    for (const [args, message] of [
      [['--games', 'many'], '--games must be an integer ≥ 0, got "many"'],
      [['--workers', '0'], '--workers must be an integer ≥ 1, got "0"'],
      [['--first=-3'], '--first must be an integer ≥ 0, got "-3"'],
      [['--restore-every', '0'], '--restore-every must be an integer ≥ 1, got "0"'],
      [['--frobnicate'], "Unknown option '--frobnicate'"],
      [['--ruleset', 'chess'], 'unknown ruleset "chess" (known: pokemon, chaos, goofspiel, all)'],
    ] as const) {
      const r = run(...args, '--out', out);
      expect(r.status).toBe(2);
      expect(r.stderr).toContain(message);
      expect(r.stderr).toContain('usage: npm run fuzz --');
      expect(r.stdout).toBe('');
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
    expect(readdirSync(out)).toEqual([]);
  }, 120_000);
});

describe('fuzz tasks', () => {
  it("each job's loader fuzz first, then its games in ranges that cover every game once", () => {
    const jobs = [
      { ruleset: 'pokemon', era: 'xy', first: 0, games: 300, seed: 1, loaderInputs: 2000, out: null },
      { ruleset: 'goofspiel', first: 40, games: 7, seed: 1, loaderInputs: 0, out: null },
    ];
    const tasks = fuzzTasks(jobs, 2);
    expect(tasks[0]).toEqual({ job: 0, kind: 'loaders', chunk: 0, inputs: 2000 });
    expect(tasks.filter((t) => t.kind === 'loaders')).toHaveLength(1);
    for (const [job, j] of jobs.entries()) {
      const covered = tasks.flatMap((t) =>
        t.kind === 'games' && t.job === job ? Array.from({ length: t.to - t.from }, (_, i) => t.from + i) : [],
      );
      expect(covered).toEqual(Array.from({ length: j.games }, (_, i) => j.first + i));
    }
    // A long loader fuzz is cut into chunks of 10,000 inputs, the same for any number of workers.
    const long = fuzzTasks([{ ...jobs[1], loaderInputs: 25_000 }], 2).filter((t) => t.kind === 'loaders');
    expect(long).toEqual(
      [0, 1, 2].map((chunk) => ({ job: 0, kind: 'loaders', chunk, inputs: chunk < 2 ? 10_000 : 5_000 })),
    );
    // 300 games on 2 workers: ranges of 10, so the last one to finish keeps the other waiting briefly.
    expect(tasks.filter((t) => t.kind === 'games' && t.job === 0)).toHaveLength(30);
  });
});
