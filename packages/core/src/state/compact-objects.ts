import type { GameState, CardObject } from './game-state.js';
import type { Json, JsonObject } from './json.js';

/**
 * The saved form of card objects leaves out what every fresh object has (its id is its key; no
 * status, counters, attachments or reveals; its master is its owner), which roughly halves a
 * saved game. {@link expandObjects} puts it all back, in the field order of a live object, so a
 * restored game hashes like the original.
 */
export function compactObject(o: CardObject): JsonObject {
  const c: JsonObject = { def: o.def, owner: o.owner, zone: o.zone, enteredAt: o.enteredAt };
  if (o.master !== o.owner) c.master = o.master;
  if (Object.keys(o.status).length > 0) c.status = o.status;
  if (Object.keys(o.counters).length > 0) c.counters = o.counters;
  if (o.attached.length > 0) c.attached = o.attached;
  if (o.attachedTo !== null) c.attachedTo = o.attachedTo;
  if (o.attachKind !== null) c.attachKind = o.attachKind;
  if (o.revealedTo.length > 0) c.revealedTo = o.revealedTo;
  if (o.previous !== null) c.previous = o.previous;
  return c;
}

/** A state with its card objects (and last-known copies) in the saved form. */
export function compactState(state: GameState): JsonObject {
  const objects: JsonObject = {};
  for (const id in state.objects) objects[id] = compactObject(state.objects[id]);
  const lastKnown: JsonObject = {};
  for (const id in state.lastKnown) {
    const lk = state.lastKnown[id];
    lastKnown[id] = { ...lk, object: compactObject(lk.object) } as unknown as JsonObject;
  }
  return { ...(state as unknown as JsonObject), objects, lastKnown };
}

const isObject = (v: unknown): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The full form of one saved object; anything that is not a saved object is left for validation to reject. */
function expand(id: string, c: unknown): unknown {
  if (!isObject(c) || 'id' in c) return c;
  return {
    id, def: c.def, owner: c.owner, master: c.master ?? c.owner, zone: c.zone, status: c.status ?? {}, counters: c.counters ?? {},
    attached: c.attached ?? [], attachedTo: c.attachedTo ?? null, attachKind: c.attachKind ?? null, enteredAt: c.enteredAt,
    revealedTo: c.revealedTo ?? [], previous: c.previous ?? null,
  };
}

/** Expands saved card objects in place (full ones are kept as they are). */
export function expandObjects(raw: unknown): void {
  if (!isObject(raw)) return;
  const objects = raw.objects;
  if (isObject(objects)) for (const id in objects) objects[id] = expand(id, objects[id]) as Json;
  const lastKnown = raw.lastKnown;
  if (isObject(lastKnown)) {
    for (const id in lastKnown) {
      const lk = lastKnown[id];
      if (isObject(lk)) lk.object = expand(id, lk.object) as Json;
    }
  }
}
