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
  /** Expensive checks every this many steps (see `fuzzGame`). */
  checkEvery?: number;
  /** A save-and-restore every this many steps (`checkEvery` by default). */
  restoreEvery?: number;
  /** Pool files added to the ruleset's pool (`--cards`). */
  cards?: string[];
}

/** A piece of a job a worker can do alone: a range of its games, or a chunk of its loader fuzz. */
export type FuzzTask =
  | { job: number; kind: 'games'; from: number; to: number }
  | { job: number; kind: 'loaders'; chunk: number; inputs: number };

/**
 * Loader inputs per task: a long loader fuzz (100,000 inputs) is cut into chunks that the workers
 * share. The size is fixed, not a function of the workers, so the report is the same for any
 * number of them; chunk 0 mutates with the run's seed, as a run of one chunk always did.
 */
export const LOADER_CHUNK = 10_000;

/**
 * Cuts jobs into tasks: each job's loader fuzz (in chunks of {@link LOADER_CHUNK}), then its games
 * in ranges small enough that the last task to finish leaves the other workers idle only briefly.
 */
export function fuzzTasks(jobs: readonly FuzzJob[], workers: number): FuzzTask[] {
  const tasks: FuzzTask[] = [];
  jobs.forEach((j, job) => {
    for (let chunk = 0; chunk * LOADER_CHUNK < j.loaderInputs; chunk++)
      tasks.push({
        job,
        kind: 'loaders',
        chunk,
        inputs: Math.min(LOADER_CHUNK, j.loaderInputs - chunk * LOADER_CHUNK),
      });
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
    return fuzzLoadersOfRun({ ...base, inputs: task.inputs, chunk: task.chunk, scenarioFile: job.scenarioFile });
  return fuzzGames({
    ...base,
    out: job.out,
    range: { from: task.from, to: task.to },
    checkEvery: job.checkEvery,
    restoreEvery: job.restoreEvery,
    cards: job.cards,
    onGame,
  });
}
