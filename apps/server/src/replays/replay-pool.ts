import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Tinypool from 'tinypool';
import type { ReplayStep } from '../http/lobby-schemas.js';
import { ClientError } from '../protocol/error-codes.js';
import type { ReplayOutcome, ReplayTask } from './replay-worker.js';

/** Replay steps kept per node (the newest); a viewer stepping back and forth costs one replay per step. */
const CACHED_STEPS = 256;

/**
 * The worker's module: the compiled sibling of this file (under `dist/`), also when this file runs
 * from source (tests), since a worker thread loads plain JavaScript.
 */
function workerFile(): string {
  const here = fileURLToPath(new URL('./replay-worker.js', import.meta.url));
  if (existsSync(here)) return here;
  return fileURLToPath(new URL('../../dist/replays/replay-worker.js', import.meta.url));
}

/**
 * Replays off the event loop: a pool of worker threads (tinypool) with a bounded queue, and the
 * steps already computed cached by the record's hash, step and viewer. A full queue is refused
 * (`busy`) rather than waited on: the cost of a replay is the client's, not every player's.
 */
export class ReplayPool {
  private readonly pool: Tinypool;
  private readonly cache = new Map<string, ReplayStep>();

  constructor(threads: number, queue = threads * 8) {
    this.pool = new Tinypool({ filename: workerFile(), minThreads: 0, maxThreads: threads, maxQueue: queue });
  }

  /** The record replayed to `step` as `viewer` sees it (see `stepRecord`). */
  async step(record: unknown, step: number, viewer: number | undefined): Promise<ReplayStep> {
    const key = `${createHash('sha256').update(JSON.stringify(record)).digest('hex')}:${step}:${viewer ?? '-'}`;
    const hit = this.cache.get(key);
    if (hit) {
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit;
    }
    if (this.pool.queueSize >= this.pool.options.maxQueue)
      throw new ClientError('busy', 'the server is replaying many records: try again shortly');
    const task: ReplayTask = { record, step, viewer };
    const outcome = (await this.pool.run(task)) as ReplayOutcome;
    if ('error' in outcome) throw new ClientError(outcome.error.code, outcome.error.message);
    this.cache.set(key, outcome.ok);
    if (this.cache.size > CACHED_STEPS) this.cache.delete(this.cache.keys().next().value!);
    return outcome.ok;
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }
}
