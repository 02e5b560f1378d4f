import type { ObjectId, PlayerId } from './ids.js';
import type { JsonObject } from './json.js';
import type { TriggerSpec } from './ability.js';
import type { Program } from './program.js';
import type { Duration } from './duration.js';

/** One waiting instance of a triggered ability (CT-9.6.2: N matches make N instances). */
export interface WaitingTrigger {
  id: string;
  /** The ability (null for a delayed trigger, whose program is carried inline). */
  ability: string | null;
  program: Program | null;
  /** The object that had the ability when it triggered (it may have moved since, CT-9.6.8). */
  source: ObjectId | null;
  controller: PlayerId;
  /** The triggering event and its outcome (null for state triggers). */
  event: JsonObject | null;
  /** Set for state triggers (CT-9.6.7). */
  stateTrigger: boolean;
  /** Timestamp when it started waiting. */
  since: number;
}

/** A delayed trigger created by an effect (CT-9.6.6). */
export interface DelayedTrigger {
  id: string;
  trigger: TriggerSpec;
  program: Program;
  source: ObjectId | null;
  controller: PlayerId;
  /** Without a duration it fires once and is gone. */
  duration: Duration | null;
  vars: JsonObject;
}
