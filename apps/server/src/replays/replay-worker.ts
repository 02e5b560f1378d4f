import 'reflect-metadata';
import { createHash } from 'node:crypto';
import { discoverRulesets, type RulesetRegistry } from '@tcgkit/core';
import { replayTimeline, timelineStep, type RecordTimeline } from './record-timeline.js';
import type { ReplayStep, ErrorCode } from '@tcgkit/protocol';
import { ClientError } from '../errors/client-error.js';

/** A replay request as the worker gets it: the record as the client sent it, checked here. */
export interface ReplayTask {
  record: unknown;
  step: number;
  viewer: number | undefined;
}

/** What a worker answers: the step, or the client error the record deserved (errors do not cross threads whole). */
export type ReplayOutcome = { ok: ReplayStep } | { error: { code: ErrorCode; message: string } };

/** Memory a worker spends on replayed records it keeps (the least recently used leave first). */
const TIMELINE_BUDGET_BYTES = 64 * 1024 * 1024;

let registry: Promise<RulesetRegistry> | null = null;
const timelines = new Map<string, RecordTimeline>();
let held = 0;

/** The record replayed once, kept by its hash: a viewer stepping through it replays it once. */
function timelineOf(r: RulesetRegistry, record: unknown): RecordTimeline {
  const key = createHash('sha256').update(JSON.stringify(record)).digest('hex');
  const hit = timelines.get(key);
  if (hit) {
    timelines.delete(key);
    timelines.set(key, hit);
    return hit;
  }
  const t = replayTimeline((id) => r.engine(id), record);
  // A record too large to keep among others is replayed for this step only.
  if (t.bytes > TIMELINE_BUDGET_BYTES / 4) return t;
  timelines.set(key, t);
  held += t.bytes;
  for (const [k, old] of timelines) {
    if (held <= TIMELINE_BUDGET_BYTES || timelines.size === 1) break;
    timelines.delete(k);
    held -= old.bytes;
  }
  return t;
}

/**
 * A replay in a worker thread (tinypool): a record's whole replay is CPU that grows with the
 * record, so it never runs on the event loop that serves every game. The rulesets are discovered
 * once per thread, as the node discovered them.
 */
export default async function replayInWorker(task: ReplayTask): Promise<ReplayOutcome> {
  registry ??= discoverRulesets().then((d) => d.registry);
  const r = await registry;
  try {
    return { ok: timelineStep(timelineOf(r, task.record), task.step, task.viewer) };
  } catch (e) {
    if (e instanceof ClientError) return { error: { code: e.code, message: e.message } };
    throw e;
  }
}
