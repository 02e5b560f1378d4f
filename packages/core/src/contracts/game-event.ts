import type { JsonObject } from './json.js';

/**
 * An atomic game event: `kind` plus plain-data fields. Everything that changes the game is one
 * of these, passed through the pipeline (replacement → apply → observe).
 */
export interface GameEvent extends JsonObject {
  kind: string;
}

/** An event that happened, with what applying it produced (e.g. the moved card's new id). */
export interface ObservedEvent {
  event: GameEvent;
  outcome: JsonObject;
  /** Rule cited for it. */
  rule: string;
  /** State version after applying it. */
  version: number;
}
