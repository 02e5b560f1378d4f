import { describe, it, expect } from 'vitest';
import { mergeResults, type KeptMutant } from '../mutate/src/merge-results.js';

const FILE = 'plugins/x/src/a.ts';
const at = (line: number, status: string, file = FILE): KeptMutant => ({
  file,
  line,
  status,
  mutator: 'ConditionalExpression',
  cites: [],
});

describe('merging a mutation run into the kept results', () => {
  it('a run of some lines replaces those lines only, and its reused mutants of other lines are left out', () => {
    const previous = [at(10, 'Survived'), at(500, 'Killed'), at(3, 'Killed', 'plugins/x/src/b.ts')];
    // An incremental run of lines 1-400 also reports line 500 (reused from an earlier run) and line 900.
    const run = [at(10, 'Killed'), at(500, 'Survived'), at(900, 'Survived')];
    expect(mergeResults(previous, run, [`${FILE}:1-400`])).toEqual([
      at(10, 'Killed'),
      at(500, 'Killed'),
      at(3, 'Killed', 'plugins/x/src/b.ts'),
    ]);
  });

  it('runs of the three parts of a file, one after another, keep each mutant once', () => {
    const parts = ['1-400', '401-800', '801-1200'];
    const whole = [at(10, 'Killed'), at(500, 'Survived'), at(900, 'Killed')];
    let kept: KeptMutant[] = [];
    for (const part of parts) kept = mergeResults(kept, whole, [`${FILE}:${part}`]);
    expect(kept).toEqual(whole);
  });

  it('a whole file (or a glob) replaces all of that file, and nothing of files the run did not report', () => {
    const previous = [at(10, 'Survived'), at(500, 'Survived'), at(3, 'Killed', 'plugins/x/src/b.ts')];
    expect(mergeResults(previous, [at(10, 'Killed')], ['plugins/x/src/**/*.ts'])).toEqual([
      at(10, 'Killed'),
      at(3, 'Killed', 'plugins/x/src/b.ts'),
    ]);
  });

  it('a run naming files leaves out the other files its incremental report carries', () => {
    const other = 'plugins/x/src/b.ts';
    const previous = [at(3, 'Killed', other), at(40, 'Survived', other), at(10, 'Survived')];
    // Stryker's incremental report also holds b.ts's mutants of an earlier run of some of its lines only.
    const run = [at(10, 'Killed'), at(40, 'Killed', other)];
    expect(mergeResults(previous, run, [FILE])).toEqual([
      at(10, 'Killed'),
      at(3, 'Killed', other),
      at(40, 'Survived', other),
    ]);
  });

  it('a run of a glob leaves out the files its incremental report carries from outside the glob', () => {
    const outside = 'plugins/x/lib/c.ts';
    const previous = [at(10, 'Survived'), at(5, 'Survived', outside)];
    const run = [at(10, 'Killed'), at(5, 'Killed', outside)];
    // Sorted by file: plugins/x/lib before plugins/x/src.
    expect(mergeResults(previous, run, ['plugins/x/src/**/*.ts'])).toEqual([
      at(5, 'Survived', outside),
      at(10, 'Killed'),
    ]);
  });
});
