import 'reflect-metadata';
import { runFuzzTask, type FuzzJob, type FuzzTask } from './fuzz-tasks.js';
import type { FuzzReport } from './fuzz.js';

/** A task of `fuzz --workers W`, run by the tinypool worker pool: one range of games or one loader fuzz. */
export default function fuzzTask({ job, task }: { job: FuzzJob; task: FuzzTask }): FuzzReport {
  return runFuzzTask(job, task, () => undefined);
}
