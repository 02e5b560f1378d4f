import { fuzzGames, fuzzLoadersOfRun, type FuzzReport } from './fuzz.js';

/** One fuzz run of a command line: a ruleset (and era), its games and its loader inputs. */
export interface FuzzJob {
  ruleset: string;
  era?: string;
  /** Games `first` ≤ g < `first + games` (a long run can be split into ranges run apart). */
  first: number;
  games: number;
  seed: number;
  loaderInputs: number;
  out: string | null;
  scenarioFile?: string;
}

/** A piece of a job a worker can do alone: a range of its games, or its loader fuzz. */
export type FuzzTask = { job: number; kind: 'games'; from: number; to: number } | { job: number; kind: 'loaders' };

/**
 * Cuts jobs into tasks: each job's loader fuzz, then its games in ranges small enough that the
 * last task to finish leaves the other workers idle only briefly.
 */
export function fuzzTasks(jobs: readonly FuzzJob[], workers: number): FuzzTask[] {
  const tasks: FuzzTask[] = [];
  jobs.forEach((j, job) => {
    if (j.loaderInputs > 0) tasks.push({ job, kind: 'loaders' });
  });
  jobs.forEach((j, job) => {
    const size = Math.min(50, Math.max(1, Math.ceil(j.games / (workers * 16))));
    const end = j.first + j.games;
    for (let from = j.first; from < end; from += size)
      tasks.push({ job, kind: 'games', from, to: Math.min(end, from + size) });
  });
  return tasks;
}

/** Does one task in this thread; `onGame` after every finished game. */
export function runFuzzTask(job: FuzzJob, task: FuzzTask, onGame: () => void): FuzzReport {
  const base = { ruleset: job.ruleset, era: job.era, games: job.games, first: job.first, seed: job.seed };
  if (task.kind === 'loaders')
    return fuzzLoadersOfRun({ ...base, inputs: job.loaderInputs, scenarioFile: job.scenarioFile });
  return fuzzGames({ ...base, out: job.out, range: { from: task.from, to: task.to }, onGame });
}
