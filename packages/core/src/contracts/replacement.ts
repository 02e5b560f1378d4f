import { z } from 'zod';
import { ExprSchema, type Expr } from './expr.js';
import { ProgramSchema, type Program } from './program.js';
import type { Duration } from './duration.js';
import type { ObjectId, PlayerId } from './ids.js';
import type { JsonObject } from './json.js';

/**
 * What a replacement does to the event it matches:
 * - `modify`: set event fields to evaluated expressions (e.g. amount − 3, CT-9.9.5);
 * - `prevent`: the event does not happen ("does not receive damage", CT-9.9.6);
 * - `instead`: other events happen instead, built from templates whose string values starting
 *   with `$event.` are copied from the replaced event;
 * - `program`: instead, a program of the effect language runs — it may ask (choose a chara) and
 *   compute values from the replaced event (`{ ref: 'event' }`); it runs as the replacement's source
 *   and controller, and what it does is not replaced by this same replacement again (CT-9.9.3);
 * - `code`: a ruleset-registered replacement function.
 */
export type ReplacementAction =
  | { kind: 'modify'; set: Record<string, Expr> }
  | { kind: 'prevent' }
  | { kind: 'instead'; events: JsonObject[] }
  | { kind: 'program'; program: Program }
  | { kind: 'code'; name: string; params?: JsonObject };

export const ReplacementActionSchema: z.ZodType<ReplacementAction> = z.union([
  z.object({ kind: z.literal('modify'), set: z.record(z.string(), ExprSchema) }).strict(),
  z.object({ kind: z.literal('prevent') }).strict(),
  z.object({ kind: z.literal('instead'), events: z.array(z.record(z.string(), z.any())) }).strict(),
  z.object({ kind: z.literal('program'), program: ProgramSchema }).strict(),
  z.object({ kind: z.literal('code'), name: z.string(), params: z.record(z.string(), z.any()).optional() }).strict(),
]);

/** A replacement effect as card data describes it ("when A would happen, instead B"). */
export interface ReplacementSpec {
  /** Event kind it watches. */
  on: string;
  /** Condition on the event (`{ref:'event'}`) and the source (`{ref:'self'}`). */
  where?: Expr;
  /**
   * Optional replacement (CT-9.9.4): the controller is asked; `feasible` says whether the offered
   * choice can be carried out (if not, the replacement cannot apply).
   */
  optional?: { prompt: string; feasible?: Expr };
  action: ReplacementAction;
}

export const ReplacementSpecSchema = z
  .object({
    on: z.string().min(1),
    where: ExprSchema.optional(),
    optional: z.object({ prompt: z.string(), feasible: ExprSchema.optional() }).strict().optional(),
    action: ReplacementActionSchema,
  })
  .strict();

/** A replacement effect living in the game (from a resolved ability; static ones are synthesized). */
export interface ReplacementInstance {
  id: string;
  source: ObjectId | null;
  ability: string | null;
  controller: PlayerId;
  timestamp: number;
  spec: ReplacementSpec;
  duration: Duration;
  vars: JsonObject;
}
