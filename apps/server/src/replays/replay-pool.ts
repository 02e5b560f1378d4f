import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Tinypool from 'tinypool';
import type { ReplayStep } from '@tcgkit/protocol';
import { ClientError } from '../errors/client-error.js';
import type { ReplayOutcome, ReplayTask } from './replay-worker.js';

/** Memory the node spends on replay steps it keeps (the newest): a view and up to 300 log lines each. */
const CACHE_BUDGET_CHARS = 32 * 1024 * 1024;
/** How long an idle replay worker (and the records it keeps) stays before its thread ends. */
const WORKER_IDLE_MS = 10 * 60_000;
/** A replay that takes longer is given up (its worker ended): one record must not hold the pool. */
const TASK_TIMEOUT_MS = 60_000;

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
 * Replays off the event loop: a pool of worker threads (tinypool) with a bounded queue and a time
 * limit per replay; each worker keeps the records it replayed (so stepping through one replays it
 * once), and the node keeps the steps already shown, by the record's hash, step and viewer, within
 * a memory budget. A full queue is refused (`busy`) rather than waited on: the cost of a replay is
 * the client's, not every player's.
 */
export class ReplayPool {
  private readonly pool: Tinypool;
  private readonly cache = new Map<string, { step: ReplayStep; chars: number }>();
  private cached = 0;

  constructor(threads: number, queue = threads * 8) {
    // A worker stays a while after its last replay: it keeps the records it replayed, so the next
    // step of one is read from its checkpoints (without it every step replayed the record again).
    this.pool = new Tinypool({
      filename: workerFile(),
      minThreads: 0,
      maxThreads: threads,
      maxQueue: queue,
      idleTimeout: WORKER_IDLE_MS,
    });
  }

  /** The record replayed to `step` as `viewer` sees it (see `stepRecord`). */
  async step(record: unknown, step: number, viewer: number | undefined): Promise<ReplayStep> {
    const key = `${createHash('sha256').update(JSON.stringify(record)).digest('hex')}:${step}:${viewer ?? '-'}`;
    const hit = this.cache.get(key);
    if (hit) {
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit.step;
    }
    if (this.pool.queueSize >= this.pool.options.maxQueue)
      throw new ClientError('busy', 'the server is replaying many records: try again shortly');
    const task: ReplayTask = { record, step, viewer };
    let outcome: ReplayOutcome;
    try {
      outcome = (await this.pool.run(task, { signal: AbortSignal.timeout(TASK_TIMEOUT_MS) })) as ReplayOutcome;
    } catch (e) {
      if ((e as Error).name === 'AbortError' || (e as Error).name === 'TimeoutError')
        throw new ClientError('busy', 'this record takes too long to replay here');
      throw e;
    }
    if ('error' in outcome) throw new ClientError(outcome.error.code, outcome.error.message);
    const chars = JSON.stringify(outcome.ok).length;
    this.cache.set(key, { step: outcome.ok, chars });
    this.cached += chars;
    for (const [k, old] of this.cache) {
      if (this.cached <= CACHE_BUDGET_CHARS || this.cache.size === 1) break;
      this.cache.delete(k);
      this.cached -= old.chars;
    }
    return outcome.ok;
  }

  /** Ends the worker threads (a replay under way is abandoned). */
  async close(): Promise<void> {
    await this.pool.destroy();
  }
}
