import { z } from 'zod';
import type { CardObject } from '../contracts/game-state.js';
import type { ObjectId, PlayerId } from '../contracts/ids.js';
import { NO_ATTACHED, NO_COUNTERS, NO_REVEALS, NO_STATUS, sharedWhenEmpty } from './copy-on-write-fields.js';
import type { JsonObject } from '../contracts/json.js';
import { InputError } from '../contracts/errors.js';
import { Obj } from './state-schema.js';
import { placeObjects } from './object-places.js';

/** What one card object has that a fresh object does not; only the fields that differ. */
const ObjectDetailsSchema = z
  .object({
    master: z.number().int().optional(),
    status: Obj.optional(),
    counters: z.record(z.string(), z.number()).optional(),
    attached: z.array(z.string()).optional(),
    attachedTo: z.string().optional(),
    attachKind: z.string().optional(),
    revealedTo: z.array(z.number().int()).optional(),
  })
  .strict();

/**
 * The card objects of a saved game, in columns: what every object has (id, definition, owner,
 * timestamp, and the object it was before its last move, which most cards that moved have) as
 * one array each, in the order of the live state's objects, and the rest only for the objects
 * that have it. An object's zone is not saved: it is the zone whose list holds the object, or its
 * host's. Columns of plain values are far cheaper to write, parse and check than one small record
 * per card (measured in tools/bench/README.md).
 */
export const SavedObjectsSchema = z
  .object({
    ids: z.array(z.string()),
    defs: z.array(z.string()),
    owners: z.array(z.number().int()),
    enteredAt: z.array(z.number().int()),
    previous: z.array(z.string().nullable()),
    details: z.record(z.string(), ObjectDetailsSchema),
  })
  .strict();

export type SavedObjects = z.infer<typeof SavedObjectsSchema>;
type ObjectDetails = z.infer<typeof ObjectDetailsSchema>;

/** The fields of `o` that differ from a fresh object's, or null when none do. */
export function detailsOf(o: CardObject): ObjectDetails | null {
  let d: ObjectDetails | null = null;
  if (o.master !== o.owner) (d ??= {}).master = o.master;
  for (const _ in o.status) {
    (d ??= {}).status = o.status;
    break;
  }
  for (const _ in o.counters) {
    (d ??= {}).counters = o.counters;
    break;
  }
  // The saved form only reads these (it is written out at once): no copy is needed.
  if (o.attached.length > 0) (d ??= {}).attached = o.attached as ObjectId[];
  if (o.attachedTo !== null) (d ??= {}).attachedTo = o.attachedTo;
  if (o.attachKind !== null) (d ??= {}).attachKind = o.attachKind;
  if (o.revealedTo.length > 0) (d ??= {}).revealedTo = o.revealedTo as PlayerId[];
  return d;
}

/** The saved (columnar) form of a state's card objects; it shares the live objects' nested values. */
export function saveObjects(objects: Record<ObjectId, CardObject>): JsonObject {
  const ids: string[] = [];
  const defs: string[] = [];
  const owners: number[] = [];
  const enteredAt: number[] = [];
  const previous: (string | null)[] = [];
  const details: Record<string, ObjectDetails> = {};
  for (const id in objects) {
    const o = objects[id];
    ids.push(id);
    defs.push(o.def);
    owners.push(o.owner);
    enteredAt.push(o.enteredAt);
    previous.push(o.previous);
    const d = detailsOf(o);
    if (d) details[id] = d;
  }
  return { ids, defs, owners, enteredAt, previous, details } as unknown as JsonObject;
}

/**
 * The live card objects of checked saved columns, each with its zone found from the zone lists
 * (and, for attached cards, their host's). Throws {@link InputError} naming the field when the
 * columns differ in length, an id repeats, or the lists do not give every object exactly one
 * place ({@link placeObjects}).
 */
export function restoreObjects(
  saved: SavedObjects,
  zones: Record<string, readonly ObjectId[]>,
  source: string,
): Record<ObjectId, CardObject> {
  const n = saved.ids.length;
  for (const column of ['defs', 'owners', 'enteredAt', 'previous'] as const) {
    if (saved[column].length !== n)
      throw new InputError(source, `objects.${column}`, `${saved[column].length} entries for ${n} ids`);
  }
  const objects: Record<ObjectId, CardObject> = {};
  for (let i = 0; i < n; i++) {
    const id = saved.ids[i];
    // A key that is not an own property (`__proto__`) would not be a card object at all.
    if (id === '__proto__') throw new InputError(source, `objects.ids.${i}`, `"${id}" is not a card object id`);
    if (Object.hasOwn(objects, id))
      throw new InputError(source, `objects.ids.${i}`, `card object "${id}" appears twice`);
    const d = Object.hasOwn(saved.details, id) ? saved.details[id] : undefined;
    const owner = saved.owners[i];
    // Field order of a live object (see zone operations), so a restored state writes the same JSON.
    objects[id] = {
      id,
      def: saved.defs[i],
      owner,
      master: d?.master ?? owner,
      zone: '',
      status: sharedWhenEmpty(d?.status, NO_STATUS),
      counters: sharedWhenEmpty(d?.counters, NO_COUNTERS),
      attached: sharedWhenEmpty(d?.attached, NO_ATTACHED),
      attachedTo: d?.attachedTo ?? null,
      attachKind: d?.attachKind ?? null,
      enteredAt: saved.enteredAt[i],
      revealedTo: sharedWhenEmpty(d?.revealedTo, NO_REVEALS),
      previous: saved.previous[i],
    } as CardObject;
  }
  for (const id in saved.details) {
    if (!Object.hasOwn(objects, id)) throw new InputError(source, `objects.details.${id}`, `no card object "${id}"`);
  }
  placeObjects(objects, zones, source, {
    attached: (id, j) => `objects.details.${id}.attached.${j}`,
    object: (id) => `objects.ids.${saved.ids.indexOf(id)}`,
  });
  return objects;
}
