import type { CardObject } from '../contracts/game-state.js';
import { cloneJson } from '../contracts/json.js';

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
    status: cloneJson(o.status),
    counters: Object.assign({}, o.counters),
    attached: o.attached.slice(),
    attachedTo: o.attachedTo,
    attachKind: o.attachKind,
    enteredAt: o.enteredAt,
    revealedTo: o.revealedTo.slice(),
    previous: o.previous,
  };
}
