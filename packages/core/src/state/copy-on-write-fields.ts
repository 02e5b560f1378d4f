import type { CardObject, ObjectId, PlayerId } from '../contracts/game-state.js';
import type { JsonObject } from '../contracts/json.js';

/*
 * Most card objects never get a status, a counter, an attachment or a reveal, yet each of those
 * four fields used to be an empty object or list of its own: about half the heap of a suspended
 * game. Fresh and restored objects share these frozen empty values instead, and a writer takes a
 * writable value of its own first (copy on write). The fields are typed read-only, so a write
 * that skips this fails to compile; one that gets past the types throws for the two objects
 * (frozen) and shows in the invariants for the two lists.
 *
 * A value is written in place only when these functions made it, for that one field: any other
 * value is copied on its first write. A state copied by `structuredClone` (which keeps sharing
 * but not freezing: the clone's objects would share one writable empty list) or parsed from JSON
 * is therefore safe to play on; the copy costs once per field written.
 */

/** The empty status every object starts with (frozen, shared). */
export const NO_STATUS: Readonly<JsonObject> = Object.freeze({});
/** The empty counters every object starts with (frozen, shared). */
export const NO_COUNTERS: Readonly<Record<string, number>> = Object.freeze({});
/**
 * The empty attachment list every object starts with (shared). Not frozen, unlike the two above:
 * V8 iterates a frozen array with `for…of` by its slow generic path, and these lists are iterated
 * everywhere (views took 23 % longer). A write that reached it would show in every object: the
 * read-only type keeps writers out, and `stateIsTree` (packages/testing) reports it non-empty.
 */
export const NO_ATTACHED: readonly ObjectId[] = [];
/** The empty list of players a card was revealed to (shared; not frozen, like {@link NO_ATTACHED}). */
export const NO_REVEALS: readonly PlayerId[] = [];
/**
 * The characteristics kept for a card that left a hidden zone (frozen, shared): it is known by its
 * printed information only, and the cards a setup draws would otherwise keep an empty object each
 * in every suspended game. Last-known characteristics are never written after the snapshot.
 */
export const NO_CHARACTERISTICS: Readonly<JsonObject> = Object.freeze({});

/** Values made here for one field of one object: the only ones written in place. */
const owned = new WeakSet<object>();

/** `value` marked as written in place from now on. */
function own<T extends object>(value: T): T {
  owned.add(value);
  return value;
}

/** The object's status, made its own first: write to the result, not to `obj.status`. */
export function writableStatus(obj: CardObject): JsonObject {
  if (!owned.has(obj.status)) obj.status = own({ ...obj.status });
  return obj.status;
}

/** The object's counters, made its own first: write to the result, not to `obj.counters`. */
export function writableCounters(obj: CardObject): Record<string, number> {
  if (!owned.has(obj.counters)) obj.counters = own({ ...obj.counters });
  return obj.counters;
}

/** The object's attachment list, made its own first: change the result, not `obj.attached`. */
export function writableAttached(obj: CardObject): ObjectId[] {
  if (!owned.has(obj.attached)) obj.attached = own(obj.attached.slice());
  return obj.attached as ObjectId[];
}

/** The list of players the card was revealed to, made its own first. */
export function writableReveals(obj: CardObject): PlayerId[] {
  if (!owned.has(obj.revealedTo)) obj.revealedTo = own(obj.revealedTo.slice());
  return obj.revealedTo as PlayerId[];
}

/** A field's value as stored in a fresh or restored object: the shared empty value when empty. */
export function sharedWhenEmpty<T extends object>(value: T | undefined, empty: T): T {
  if (value === undefined) return empty;
  if (Array.isArray(value)) return value.length === 0 ? empty : value;
  for (const _ in value) return value;
  return empty;
}
