import type { GameState, ObjectId } from './game-state.js';
import type { Characteristics } from './characteristics.js';
import type { ContinuousEffectInstance } from './continuous-effect.js';
import type { CardDefinition } from './extension-points.js';
import type { EventWrites, StateFacet } from './state-facet.js';

/**
 * Computed characteristics (CT-9.8): the layered continuous effects applied to each object's base
 * values, cached per state version. Implemented by the core's layer engine.
 */
export interface LayerService {
  /** The card definition with this id (throws for an unknown id). */
  card(defId: string): CardDefinition;
  /** The computed characteristics of an object (a fresh copy the caller may keep). */
  characteristics(state: GameState, id: ObjectId): Characteristics;
  /** The computed characteristics of an object, shared with the cache (frozen). */
  view(state: GameState, id: ObjectId): Characteristics;
  /**
   * The characteristics of an object computed as if the effects `leaveOut` picks were not in
   * force, every other effect applied as usual (for a rule that ignores some effects, e.g. those
   * "on" an object). Not cached: each call runs its own layer pass. Shared results (frozen).
   */
  viewLeavingOut(
    state: GameState,
    id: ObjectId,
    leaveOut: (effect: ContinuousEffectInstance) => boolean,
  ): Characteristics;
  /** All continuous effects in force now, static ones included (for inspection and tests). */
  activeEffects(state: GameState): ContinuousEffectInstance[];
  /** Whether the layer pass reads a facet of the state (base characteristics, applicability, effects). */
  readsFacet(state: GameState, facet: StateFacet): boolean;
  /** After an event that changed only `writes`: keeps version `before`'s results when nothing read those parts. */
  keepAfter(state: GameState, before: number, writes: EventWrites): void;
  /** Whether a card just attached from a zone where abilities do not function stays out of the layer pass. */
  attachStaysOutOfPass(state: GameState, id: ObjectId): boolean;
  /** Keeps the cached results of version `before` for the current version, unconditionally. */
  carryOver(state: GameState, before: number): void;
  /** Forgets cached results for a state (after it was changed outside the event pipeline). */
  invalidate(state: GameState): void;
}
