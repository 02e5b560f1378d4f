import type { CardObject, GameState } from '../contracts/game-state.js';
import { cloneJson } from '../contracts/json.js';
import { NO_ATTACHED, NO_COUNTERS, NO_REVEALS, NO_STATUS } from './copy-on-write-fields.js';

/**
 * A deep copy of a card object, written as one literal: a last-known snapshot is taken at every
 * zone change, and a literal of known shape is built several times faster than a key-by-key copy.
 */
export function copyCardObject(o: CardObject): CardObject {
  return {
    id: o.id,
    def: o.def,
    owner: o.owner,
    master: o.master,
    zone: o.zone,
    // A shared empty value (copy on write) stays shared in the copy.
    status: o.status === NO_STATUS ? o.status : cloneJson(o.status),
    counters: o.counters === NO_COUNTERS ? o.counters : Object.assign({}, o.counters),
    attached: o.attached === NO_ATTACHED ? o.attached : o.attached.slice(),
    attachedTo: o.attachedTo,
    attachKind: o.attachKind,
    enteredAt: o.enteredAt,
    revealedTo: o.revealedTo === NO_REVEALS ? o.revealedTo : o.revealedTo.slice(),
    previous: o.previous,
  };
}

/** A deep copy of a state's card objects, key by key in their order. */
export function copyObjects(objects: GameState['objects']): GameState['objects'] {
  const out: GameState['objects'] = {};
  for (const id in objects) out[id] = copyCardObject(objects[id]);
  return out;
}
