import type { JsonObject } from './json.js';

/** What the pipeline returns to the caller. */
export interface EventResult extends JsonObject {
  /**
   * The original event or something in its place happened (a cost is then paid, CT-9.9.1.1). For an action
   * of several events: any of them.
   */
  performed: boolean;
  /** A replacement changed or prevented it; for an action of several events, any of them. */
  replaced: boolean;
  /** Outcomes of the events that actually happened, in order. */
  outcomes: JsonObject[];
}
