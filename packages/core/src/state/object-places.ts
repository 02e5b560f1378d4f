import type { CardObject } from '../contracts/game-state.js';
import type { ObjectId } from '../contracts/ids.js';
import { InputError } from '../contracts/errors.js';

/** Where a card object's own fields are in the input, for error messages. */
export interface ObjectFields {
  /** The `j`th card attached to object `id`. */
  attached(id: ObjectId, j: number): string;
  /** Object `id` itself. */
  object(id: ObjectId): string;
}

/**
 * Sets every card object's zone from the zone lists: a listed card is in that zone, and a card
 * attached to another is where its host is. Every object must start with the zone `''`. Throws
 * {@link InputError} naming the field when a list or attachment names an unknown object, an
 * object is listed twice (an attachment cycle is caught this way), an attachment disagrees with
 * the attached card's `attachedTo`, or an object is listed nowhere.
 */
export function placeObjects(
  objects: Record<ObjectId, CardObject>,
  zones: Record<string, readonly ObjectId[]>,
  source: string,
  fields: ObjectFields,
): void {
  const place = (id: ObjectId, zone: string, host: ObjectId | null, field: string): void => {
    const o = Object.hasOwn(objects, id) ? objects[id] : undefined;
    if (!o) throw new InputError(source, field, `no card object "${id}"`);
    if (o.zone !== '') throw new InputError(source, field, `card object "${id}" is listed twice`);
    if (o.attachedTo !== host) {
      throw new InputError(
        source,
        field,
        host === null
          ? `card object "${id}" is attached to "${o.attachedTo}" but listed in zone "${zone}"`
          : `card object "${id}" is attached to "${host}" but says it is attached to ` +
              `${o.attachedTo === null ? 'nothing' : `"${o.attachedTo}"`}`,
      );
    }
    o.zone = zone;
    for (let j = 0; j < o.attached.length; j++) place(o.attached[j], zone, id, fields.attached(id, j));
  };
  for (const key in zones) {
    const list = zones[key];
    for (let i = 0; i < list.length; i++) place(list[i], key, null, `zones.${key}.${i}`);
  }
  for (const id in objects) {
    if (objects[id].zone === '') throw new InputError(source, fields.object(id), `card object "${id}" is in no zone`);
  }
}

/**
 * Checks that card objects saved with their zones (the full form) are where the zone lists put
 * them, each exactly once, and each under its own id. Throws {@link InputError} naming the field
 * otherwise; the objects are unchanged either way.
 */
export function checkObjectPlaces(
  objects: Record<ObjectId, CardObject>,
  zones: Record<string, readonly ObjectId[]>,
  source: string,
): void {
  const blank: Record<ObjectId, CardObject> = {};
  for (const id in objects) {
    const o = objects[id];
    if (o.id !== id) throw new InputError(source, `objects.${id}.id`, `card object "${id}" says its id is "${o.id}"`);
    blank[id] = { ...o, zone: '' };
  }
  placeObjects(blank, zones, source, {
    attached: (id, j) => `objects.${id}.attached.${j}`,
    object: (id) => `objects.${id}`,
  });
  for (const id in objects) {
    const { zone } = objects[id];
    if (blank[id].zone !== zone)
      throw new InputError(
        source,
        `objects.${id}.zone`,
        `card object "${id}" says it is in "${zone}" but is listed in "${blank[id].zone}"`,
      );
  }
}
