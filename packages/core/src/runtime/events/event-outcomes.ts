import type { Json, JsonObject } from '../../contracts/json.js';
import type { ObjectId } from '../../contracts/ids.js';
import type { EventResult } from '../../contracts/event-result.js';

const isObject = (v: Json | undefined): v is JsonObject => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Whether a returned value has an event result's shape (outcomes that are objects). */
function isEventResult(v: Json | undefined): v is EventResult {
  return isObject(v) && Array.isArray(v.outcomes) && v.outcomes.every(isObject);
}

const NOTHING_HAPPENED: Readonly<EventResult> = Object.freeze({ performed: false, replaced: false, outcomes: [] });

/**
 * Reading what an event (or a batch of events) returned to the step that called it. A called
 * event procedure returns an `EventResult`; a step reads it from `$ret` (procedures) or `env.ret`
 * (instructions). These readers accept any JSON so that a step never casts: a value that is not an
 * event result reads as "nothing happened". The result is the returned value itself (no copy: this
 * is on every event's path), so it is read, never written.
 */
export function eventResult(ret: Json | undefined): Readonly<EventResult> {
  return isEventResult(ret) ? ret : NOTHING_HAPPENED;
}

/** The first outcome of the events that happened, if any. */
export function firstOutcome(ret: Json | undefined): JsonObject | undefined {
  return eventResult(ret).outcomes[0];
}

/** The new id of the card the first event moved or attached (a card that changes zones is a new object). */
export function movedCard(ret: Json | undefined): ObjectId | null {
  const id = firstOutcome(ret)?.newId;
  return typeof id === 'string' ? id : null;
}

/** Whether the coin flip the first event made came up heads (false when no flip happened). */
export function flippedHeads(ret: Json | undefined): boolean {
  return firstOutcome(ret)?.heads === true;
}
