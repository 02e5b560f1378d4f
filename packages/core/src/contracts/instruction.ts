import type { JsonObject, Json } from './json.js';
import type { ObjectId, PlayerId } from './ids.js';
import type { DecisionRequest } from './decision.js';
import type { Instruction } from './program.js';

/**
 * The environment a program runs in: who runs it, on behalf of what, and its variables. A string
 * `kind` key, when the ruleset starts the program with one (`programLocals`), says what kind of
 * effect it is in the ruleset's terms (an attack, a card played from the hand, …) for its `EffectImmunity`; it is
 * absent otherwise, so that states of rulesets that give none stay as they were.
 */
export interface ProgramEnv extends JsonObject {
  self: ObjectId | null;
  source: ObjectId | null;
  controller: PlayerId;
  ability: string | null;
  event: JsonObject | null;
  vars: JsonObject;
  /** The answer to this instruction's decision when it is re-entered after asking. */
  answer: Json;
  /** Whether this instruction is being re-entered after a call returned (`$ret` holds its value). */
  resumed: boolean;
  ret: Json;
}

/**
 * What an instruction tells the program interpreter:
 * `next` (done, go on), `ask` (suspend; the instruction runs again with `env.answer`), `call`
 * (run a procedure, then run the instruction again with `env.resumed`), `jump` (run a nested
 * program first, then go on), `stop` (end the program).
 */
export type InstructionResult =
  | { next: true }
  | { ask: DecisionRequest }
  | { call: string; locals: JsonObject }
  | { run: Instruction[] }
  | { stop: true };

export const NEXT_INSTRUCTION: InstructionResult = { next: true };
