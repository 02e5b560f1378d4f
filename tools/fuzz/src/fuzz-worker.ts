import 'reflect-metadata';
import { parentPort } from 'node:worker_threads';
import { runFuzzTask, type FuzzJob, type FuzzTask } from './fuzz-tasks.js';

/**
 * A worker of `fuzz --workers W`: does the tasks it is sent, one at a time, posting a tick per game
 * and each task's report.
 */
parentPort!.on('message', ({ job, task }: { job: FuzzJob; task: FuzzTask }) => {
  const report = runFuzzTask(job, task, () => parentPort!.postMessage({ type: 'game', job: task.job }));
  parentPort!.postMessage({ type: 'done', report });
});
