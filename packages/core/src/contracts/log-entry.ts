import type { JsonObject } from './json.js';
import type { LogStory } from './log-story.js';

/** One line of the game log; every entry cites the rule that caused it. */
export interface LogEntry {
  rule: string;
  /** The rule trace: what happened in the engine's words. */
  message: string;
  data?: JsonObject;
  /** Turn number when it was written. */
  turn: number;
  /** What happened, for people: rendered through the ruleset's message templates. */
  story?: LogStory;
}
