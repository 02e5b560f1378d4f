import type { GameState, CardObject } from '../contracts/game-state.js';
import type { Json, JsonObject } from '../contracts/json.js';
import { saveObjects, detailsOf } from './saved-objects.js';
import { NO_ATTACHED, NO_COUNTERS, NO_REVEALS, NO_STATUS } from './copy-on-write-fields.js';

/**
 * The saved form of one card object, used for last-known copies (which are few and keep the
 * zone they were in): it leaves out what every fresh object has (its id is its key; no status,
 * counters, attachments or reveals; its master is its owner). {@link expandObjects} puts it all
 * back, in the field order of a live object, so a restored game hashes like the original.
 */
export function compactObject(o: CardObject): JsonObject {
  const c: JsonObject = {
    def: o.def,
    owner: o.owner,
    zone: o.zone,
    enteredAt: o.enteredAt,
    ...(detailsOf(o) as JsonObject | null),
  };
  if (o.previous !== null) c.previous = o.previous;
  return c;
}

/**
 * The saved form of a state: its card objects in columns (see {@link saveObjects}) and its
 * last-known copies in the compact form; everything else as it is.
 */
export function compactState(state: GameState): JsonObject {
  const lastKnown: JsonObject = {};
  for (const id in state.lastKnown) {
    const lk = state.lastKnown[id];
    lastKnown[id] = { ...lk, object: compactObject(lk.object) };
  }
  return { ...(state as unknown as JsonObject), objects: saveObjects(state.objects), lastKnown };
}

const isObject = (v: unknown): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The full form of one saved object; anything that is not a saved object is left for validation to reject. */
function expand(id: string, c: unknown): unknown {
  if (!isObject(c) || 'id' in c) return c;
  return {
    id,
    def: c.def,
    owner: c.owner,
    master: c.master ?? c.owner,
    zone: c.zone,
    status: c.status ?? NO_STATUS,
    counters: c.counters ?? NO_COUNTERS,
    attached: c.attached ?? NO_ATTACHED,
    attachedTo: c.attachedTo ?? null,
    attachKind: c.attachKind ?? null,
    enteredAt: c.enteredAt,
    revealedTo: c.revealedTo ?? NO_REVEALS,
    previous: c.previous ?? null,
  };
}

/**
 * Expands compact card objects kept by id in place — last-known copies, and the objects of a
 * state saved before they were saved in columns — leaving full ones as they are.
 */
export function expandObjects(raw: unknown): void {
  if (!isObject(raw)) return;
  const objects = raw.objects;
  if (isObject(objects) && !Array.isArray(objects.ids))
    for (const id in objects) objects[id] = expand(id, objects[id]) as Json;
  const lastKnown = raw.lastKnown;
  if (isObject(lastKnown)) {
    for (const id in lastKnown) {
      const lk = lastKnown[id];
      if (isObject(lk)) lk.object = expand(id, lk.object) as Json;
    }
  }
}
