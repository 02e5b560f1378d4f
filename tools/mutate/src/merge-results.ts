import { minimatch } from 'minimatch';

/** One mutant as the results file keeps it. */
export interface KeptMutant {
  file: string;
  line: number;
  status: string;
  mutator: string;
  /** Rule IDs cited on the mutant's line or the nearest line above that cites any (30 lines at most). */
  cites: string[];
  /** Code that runs when its module loads (Stryker's "static" mutant): activated only by a fresh module graph. */
  static?: true;
}

/**
 * The kept results after a run: the run's mutants of what it measured replace the kept ones there, the rest stay.
 * `measuredFiles` are the run's mutate entries, workspace-relative; a file named with a line range
 * (`plugins/x/src/a.ts:1-400`, Stryker's form) was measured on those lines only, so a long file can be measured
 * in parts by separate runs. An incremental run reports a file's mutants outside the named lines too (reused from
 * an earlier run, possibly of other code): those are not this run's measurement and are left out, and so are the
 * files an incremental run reports that no entry names or matches.
 */
export function mergeResults(previous: KeptMutant[], run: KeptMutant[], measuredFiles: string[]): KeptMutant[] {
  const ranges = new Map<string, [number, number][] | 'all'>();
  for (const entry of measuredFiles) {
    const m = /^(.*):(\d+)-(\d+)$/.exec(entry);
    const file = m ? m[1] : entry;
    const now = ranges.get(file);
    if (!m || now === 'all') ranges.set(file, 'all');
    else ranges.set(file, [...(now ?? []), [Number(m[2]), Number(m[3])]]);
  }
  const globs = measuredFiles.filter((entry) => /[*?{[]/.test(entry));
  const inRanges = (m: KeptMutant): boolean => {
    const r = ranges.get(m.file);
    if (r === undefined) return globs.some((g) => minimatch(m.file, g));
    return r === 'all' || r.some(([a, b]) => m.line >= a && m.line <= b);
  };
  const fresh = run.filter(inRanges);
  const files = new Set(fresh.map((m) => m.file));
  return [...previous.filter((m) => !(files.has(m.file) && inRanges(m))), ...fresh].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line,
  );
}
