import 'reflect-metadata';
import type { RulesetRegistry } from '@tcgkit/core';
import { discoverRulesets } from '../rulesets/discover-rulesets.js';
import { stepRecord } from './record-stepper.js';
import type { ReplayStep } from '../http/lobby-schemas.js';
import { ClientError, type ErrorCode } from '../protocol/error-codes.js';

/** A replay request as the worker gets it: the record as the client sent it, checked here. */
export interface ReplayTask {
  record: unknown;
  step: number;
  viewer: number | undefined;
}

/** What a worker answers: the step, or the client error the record deserved (errors do not cross threads whole). */
export type ReplayOutcome = { ok: ReplayStep } | { error: { code: ErrorCode; message: string } };

let registry: Promise<RulesetRegistry> | null = null;

/**
 * A replay in a worker thread (tinypool): a record's whole replay is CPU that grows with the
 * record, so it never runs on the event loop that serves every game. The rulesets are discovered
 * once per thread, as the node discovered them.
 */
export default async function replayInWorker(task: ReplayTask): Promise<ReplayOutcome> {
  registry ??= discoverRulesets().then((d) => d.registry);
  const r = await registry;
  try {
    return { ok: stepRecord((id) => r.engine(id), task.record, task.step, task.viewer) };
  } catch (e) {
    if (e instanceof ClientError) return { error: { code: e.code, message: e.message } };
    throw e;
  }
}
