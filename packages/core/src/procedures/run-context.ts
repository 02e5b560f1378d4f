import type { GameState } from '../state/game-state.js';
import type { EventSink } from '../engine/event-sink.js';
import type { CoreServices } from '../engine/core-services.js';

/** What a step runs with: the game's state, the engine's stateless services, and the outward sink. */
export interface RunContext {
  state: GameState;
  svc: CoreServices;
  sink: EventSink;
}
