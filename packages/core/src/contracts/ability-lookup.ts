import type { AbilityDefinition } from './ability.js';
import type { GameState } from './game-state.js';

/** Every ability of a ruleset by id, printed on cards or only granted by effects, with indexes by event kind. */
export interface AbilityLookup {
  /** Whether a static ability of the ruleset grants abilities (a grantAbility part). */
  readonly staticGrants: boolean;
  /** Whether any ability of the ruleset triggers on this event kind (if not, nothing needs matching). */
  triggersOn(kind: string): boolean;
  /**
   * The cards printing a triggered ability on this event kind, or null when an ability only
   * effects grant triggers on it (then any object may have one).
   */
  printedTriggersOn(kind: string): ReadonlySet<string> | null;
  /** Whether an object may hold an ability its cards do not print: a static grant, or a grant in force. */
  mayGrant(state: GameState): boolean;
  /** Whether the ruleset has any state trigger. */
  hasStateTriggers(): boolean;
  /** Whether any static ability of the ruleset replaces this event kind. */
  replaces(kind: string): boolean;
  /** Every ability of the ruleset. */
  all(): IterableIterator<AbilityDefinition>;
  /** The ability with this id, if the ruleset has one. */
  get(id: string): AbilityDefinition | undefined;
}
