import type { GameState } from './game-state.js';
import type { ObjectId, PlayerId } from './ids.js';
import type { JsonObject } from './json.js';

/** What an expression is evaluated against. */
export interface EvalContext {
  state: GameState;
  self: ObjectId | null;
  source: ObjectId | null;
  controller: PlayerId;
  card?: ObjectId;
  event?: JsonObject;
  vars?: JsonObject;
  /** Reads a card's computed characteristics (the layer engine, or a layer-in-progress view). */
  characteristics(id: ObjectId): JsonObject;
}
