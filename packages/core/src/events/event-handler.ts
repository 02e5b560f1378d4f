import type { StateFacet } from '../layers/facet-reads.js';
import type { GameEvent } from './game-event.js';
import type { JsonObject } from '../state/json.js';
import type { PlayerId, GameState } from '../state/game-state.js';
import type { RunContext } from '../procedures/run-context.js';

/**
 * How one event kind is applied. The core provides handlers for its generic events; rulesets
 * add their own and may override a core kind by binding a handler with the same kind.
 */
export interface EventHandler {
  kind: string;
  /** Rule cited when it happens. */
  rule(event: GameEvent, state: GameState): string;
  /**
   * True when the event, after replacements, does not happen at all (e.g. damage of 0 or less,
   * CT-9.9.5.1; entering a state already held, CT-1.3.3). It then triggers nothing.
   */
  isVoid?(event: GameEvent, ctx: RunContext): boolean;
  /** The player affected (who orders replacements, CT-9.9.2). */
  affected?(event: GameEvent, state: GameState): PlayerId | null;
  /** Mutates the state; returns what observers need (new ids…). */
  apply(event: GameEvent, ctx: RunContext): JsonObject;
  /** Human text for the log. */
  describe(event: GameEvent, outcome: JsonObject, state: GameState): string;
  /**
   * The parts of the state it changes, when it changes nothing else (no effect starts or ends,
   * no card joins or leaves the objects whose abilities function). Lets computed characteristics
   * survive it when nothing reads those parts. `nothing`: a marker event that only signals (for
   * triggers) and changes no state at all; `null` (or no `writes`): anything may have changed.
   */
  writes?: EventWrites | ((event: GameEvent, outcome: JsonObject, ctx: RunContext) => EventWrites | null);
}

/** What an applied event changed, as far as computed characteristics are concerned (see {@link EventHandler.writes}). */
export type EventWrites = StateFacet | readonly StateFacet[] | 'nothing';
