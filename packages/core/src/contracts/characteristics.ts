import type { Json, JsonObject } from './json.js';

/** The key under which computed characteristics list an object's abilities. */
export const ABILITIES = 'abilities';
/** The key listing invalidated ability ids (`*` = all). */
export const INVALID_ABILITIES = 'invalidAbilities';

/** Computed characteristics ("info"): a plain JSON object the ruleset shapes. */
export type Characteristics = JsonObject;

/**
 * Freezes base characteristics with their lists, so that a pool can return one cached template
 * for every object it describes (see `CardPool.baseCharacteristics`).
 */
export function frozenTemplate(chars: Characteristics): Characteristics {
  for (const k in chars) {
    const v = chars[k];
    if (v !== null && typeof v === 'object') Object.freeze(v);
  }
  return Object.freeze(chars);
}

/** Whether an ability an object has is valid: present and not invalidated (CT-9.3.4). */
export function abilityValid(chars: Characteristics, ability: string): boolean {
  // Read the lists in place (no copies): this runs for every effect part on every object.
  const list = chars[ABILITIES];
  if (!Array.isArray(list) || !list.includes(ability)) return false;
  const invalid = chars[INVALID_ABILITIES];
  return !Array.isArray(invalid) || (!invalid.includes('*') && !invalid.includes(ability));
}

/** The valid abilities of an object (read-only: often the characteristics' own list). */
export function validAbilities(chars: Characteristics): readonly string[] {
  const invalid = asList(chars[INVALID_ABILITIES]);
  if (invalid.length === 0) return asList(chars[ABILITIES]);
  if (invalid.includes('*')) return [];
  return asList(chars[ABILITIES]).filter((a) => !invalid.includes(a));
}

const NONE: readonly string[] = Object.freeze([]);

/**
 * The strings of a characteristic that holds a list (read-only). A list of strings only — the
 * usual case — is returned as it is, not copied: this runs for every object at every event.
 */
export function asList(v: Json | undefined): readonly string[] {
  if (!Array.isArray(v)) return NONE;
  for (const x of v) if (typeof x !== 'string') return v.filter((y): y is string => typeof y === 'string');
  return v as string[];
}
