import type { z } from 'zod';
import type { GameState } from '../contracts/game-state.js';
import { GameStateSchema } from './state-schema.js';
import { SavedObjectsSchema, restoreObjects } from './saved-objects.js';
import { expandObjects } from './compact-objects.js';
import { checkObjectPlaces } from './object-places.js';
import { InputError } from '../contracts/errors.js';
import { CompiledCheck } from './compiled-check.js';
import {
  NO_ATTACHED,
  NO_CHARACTERISTICS,
  NO_COUNTERS,
  NO_REVEALS,
  NO_STATUS,
  sharedWhenEmpty,
} from './copy-on-write-fields.js';

/** A saved game as {@link compactState} writes it: the live state's structure with its card objects in columns. */
export const SavedStateSchema = GameStateSchema.extend({ objects: SavedObjectsSchema });

const savedStateCheck = new CompiledCheck(SavedStateSchema);
const gameStateCheck = new CompiledCheck(GameStateSchema);

const hasObjectColumns = (raw: unknown): boolean => {
  const objects = typeof raw === 'object' && raw !== null ? (raw as { objects?: unknown }).objects : undefined;
  return typeof objects === 'object' && objects !== null && Array.isArray((objects as { ids?: unknown }).ids);
};

/** The data of `raw` checked against a schema, or an {@link InputError} naming the first wrong field. */
function checked<T>(check: CompiledCheck<T>, raw: unknown, source: string): T {
  const parsed = check.parse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new InputError(source, issue?.path.join('.') ?? '', issue?.message ?? 'invalid state');
}

/**
 * The live state of parsed saved JSON: the saved form (objects in columns), or a full state as
 * `JSON.stringify` writes it, or one saved with its objects compact by id. Throws
 * {@link InputError} naming the first wrong field. The ruleset's own checks are the engine's.
 */
export function readSavedState(raw: unknown, source: string): GameState {
  expandObjects(raw);
  if (!hasObjectColumns(raw)) {
    const state = checked(gameStateCheck, raw, source) as unknown as GameState;
    checkObjectPlaces(state.objects, state.zones, source);
    return shareLastKnownEmpties(state);
  }
  const saved = checked(savedStateCheck, raw, source);
  const state = { ...saved, objects: restoreObjects(saved.objects, saved.zones, source) } as unknown as GameState;
  return shareLastKnownEmpties(state);
}

/**
 * Last-known copies as the engine makes them: their empty fields are the shared empty values
 * (a copy is never written), so a restored game holds no more than the one it was saved from.
 */
function shareLastKnownEmpties(state: GameState): GameState {
  for (const id in state.lastKnown) {
    const lk = state.lastKnown[id];
    const o = lk.object;
    o.status = sharedWhenEmpty(o.status, NO_STATUS);
    o.counters = sharedWhenEmpty(o.counters, NO_COUNTERS);
    o.attached = sharedWhenEmpty(o.attached, NO_ATTACHED);
    o.revealedTo = sharedWhenEmpty(o.revealedTo, NO_REVEALS);
    lk.characteristics = sharedWhenEmpty(lk.characteristics, NO_CHARACTERISTICS);
  }
  return state;
}

/**
 * The live state of a saved form this host wrote itself (its {@link savedFormHash} is the one the
 * host stored beside it): the state {@link readSavedState} gives, without checking each field
 * against the schema — a host restores its own saves on every answer another node committed.
 * Any other form goes the checked way.
 */
export function readOwnSavedState(raw: unknown, source: string): GameState {
  expandObjects(raw);
  if (!hasObjectColumns(raw)) return readSavedState(raw, source);
  const saved = raw as z.infer<typeof SavedStateSchema>;
  const state = { ...saved, objects: restoreObjects(saved.objects, saved.zones, source) } as unknown as GameState;
  return shareLastKnownEmpties(state);
}
