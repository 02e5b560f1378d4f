import type { JsonObject } from './json.js';

/** One running procedure on the stack: which procedure, which step, and its plain-data locals. */
export interface Frame {
  proc: string;
  step: number;
  locals: JsonObject;
}
