import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { mergeReports, type FuzzReport } from './fuzz.js';
import { fuzzTasks, runFuzzTask, type FuzzJob, type FuzzTask } from './fuzz-tasks.js';

/**
 * Runs fuzz jobs on `workers` threads that take tasks from one queue (with one worker, in this
 * thread). A game's decks and seeds depend on its number only, and a job's loader fuzz mutates
 * the record of its lowest-numbered passing game, so the reports are the same for any number of
 * workers. `onGame(job, finished)` is called after every finished game.
 */
export async function runFuzzJobs(
  jobs: readonly FuzzJob[],
  workers: number,
  onGame: (job: number, finished: number) => void = () => {},
): Promise<FuzzReport[]> {
  const tasks = fuzzTasks(jobs, workers);
  const parts: FuzzReport[][] = jobs.map(() => []);
  const finished = jobs.map(() => 0);
  const tick = (job: number) => onGame(job, ++finished[job]);
  if (workers <= 1) {
    for (const task of tasks) parts[task.job].push(runFuzzTask(jobs[task.job], task, () => tick(task.job)));
  } else {
    let next = 0;
    const running: Worker[] = [];
    const worker = () =>
      new Promise<void>((resolve, reject) => {
        const w = new Worker(fileURLToPath(new URL('./fuzz-worker.js', import.meta.url)));
        running.push(w);
        let current: FuzzTask | null = null;
        const send = () => {
          current = tasks[next++] ?? null;
          if (current) w.postMessage({ job: jobs[current.job], task: current });
          else void w.terminate().then(() => resolve());
        };
        w.on('message', (m: { type: 'game'; job: number } | { type: 'done'; report: FuzzReport }) => {
          if (m.type === 'game') return tick(m.job);
          parts[current!.job].push(m.report);
          send();
        });
        w.on('error', reject);
        w.on('exit', (code) => {
          if (current)
            reject(new Error(`a fuzz worker stopped (exit code ${code}) during task ${JSON.stringify(current)}`));
        });
        send();
      });
    try {
      await Promise.all(Array.from({ length: Math.min(workers, tasks.length) }, worker));
    } catch (e) {
      // One worker failed outside any game (a crash the fuzzer could not attribute): stop the others too.
      await Promise.all(running.map((w) => w.terminate()));
      throw e;
    }
  }
  return parts.map((p) => mergeReports(p));
}
