import type { JsonObject } from './json.js';

/** One line of the game log; every entry cites the rule that caused it. */
export interface LogEntry {
  rule: string;
  message: string;
  data?: JsonObject;
  /** Turn number when it was written. */
  turn: number;
}
