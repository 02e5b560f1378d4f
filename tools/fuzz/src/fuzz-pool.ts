import Tinypool from 'tinypool';
import { mergeReports, type FuzzReport } from './fuzz.js';
import { fuzzTasks, runFuzzTask, type FuzzJob } from './fuzz-tasks.js';

/**
 * Runs fuzz jobs on `workers` threads of one tinypool pool (the worker pool library the CLI's
 * `sim` uses too), which hands out the tasks from one queue (with one worker, in this thread). A
 * game's decks and seeds depend on its number only, and a job's loader fuzz mutates the record of
 * its lowest-numbered passing game, so the reports are the same for any number of workers.
 * `onGames(job, finished)` is called as games finish: after each game in this thread, after each
 * task (a range of games) from the pool.
 */
export async function runFuzzJobs(
  jobs: readonly FuzzJob[],
  workers: number,
  onGames: (job: number, finished: number) => void = () => {},
): Promise<FuzzReport[]> {
  const tasks = fuzzTasks(jobs, workers);
  const parts: FuzzReport[][] = jobs.map(() => []);
  const finished = jobs.map(() => 0);
  if (workers <= 1) {
    for (const task of tasks)
      parts[task.job].push(runFuzzTask(jobs[task.job], task, () => onGames(task.job, ++finished[task.job])));
    return parts.map((p) => mergeReports(p));
  }
  const pool = new Tinypool({
    filename: new URL('./fuzz-worker.js', import.meta.url).href,
    minThreads: Math.min(workers, tasks.length),
    maxThreads: Math.min(workers, tasks.length),
  });
  try {
    await Promise.all(
      tasks.map(async (task) => {
        const report = (await pool.run({ job: jobs[task.job], task })) as FuzzReport;
        parts[task.job].push(report);
        if (report.games > 0) onGames(task.job, (finished[task.job] += report.games));
      }),
    );
  } finally {
    // A worker that failed outside any game (a crash the fuzzer could not attribute) rejects its
    // task; the others are stopped with the pool.
    await pool.destroy();
  }
  return parts.map((p) => mergeReports(p));
}
