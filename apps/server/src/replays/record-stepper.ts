import type { Engine } from '@tcgkit/core';
import type { ReplayStep } from '@tcgkit/protocol';
import { replayTimeline, timelineStep } from './record-timeline.js';

/**
 * Replays a game record on the server, where the engines are, and shows it at one step: a browser
 * needs no engine (nor Node's hashing) to step through a record. The whole record is replayed so
 * that every state hash is checked (see {@link replayTimeline}); the replay workers keep the
 * replayed record to show its other steps.
 */
export function stepRecord(
  engineFor: (rulesetId: string) => Engine,
  input: unknown,
  step: number,
  viewer: number | undefined,
): ReplayStep {
  return timelineStep(replayTimeline(engineFor, input), step, viewer);
}
