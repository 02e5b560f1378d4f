import type { GameState, ObjectId } from '@tcgkit/core';

/**
 * A reference to a card that survives id changes: `zone@player:def` (the first such card),
 * `zone@player:def#2` (the second), `zone@player[0]` (by position, 0 = top) or `zone[0]` for a
 * shared zone. Object ids (`o12`) are accepted too.
 */
export type CardRef = string;

const REF = /^([A-Za-z][\w-]*(?:@\d+)?)(?::([^#[\]]+)(?:#(\d+))?|\[(\d+)\])$/;

/** Whether a string looks like a card reference (as opposed to an option key). */
export function isCardRef(s: string): boolean {
  return REF.test(s) || /^o\d+$/.test(s);
}

/** Resolves a reference to the object id it names now, or throws naming the reference. */
export function resolveCardRef(state: GameState, ref: CardRef): ObjectId {
  if (/^o\d+$/.test(ref)) {
    if (!state.objects[ref]) throw new Error(`card ${ref} does not exist`);
    return ref;
  }
  const m = REF.exec(ref);
  if (!m) throw new Error(`"${ref}" is not a card reference (zone@player:def, zone@player:def#n or zone@player[i])`);
  const [, zone, def, nth, index] = m;
  const ids = state.zones[zone];
  if (!ids) throw new Error(`no zone "${zone}"`);
  if (index !== undefined) {
    const id = ids[Number(index)];
    if (!id) throw new Error(`${zone} has no card at position ${index} (it has ${ids.length})`);
    return id;
  }
  const matches = [...ids, ...ids.flatMap((id) => state.objects[id].attached)].filter(
    (id) => state.objects[id].def === def,
  );
  const n = nth === undefined ? 1 : Number(nth);
  const id = matches[n - 1];
  if (!id) throw new Error(`${zone} has ${matches.length} "${def}" card(s), not ${n}`);
  return id;
}
