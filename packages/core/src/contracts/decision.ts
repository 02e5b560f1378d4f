import { z } from 'zod';
import type { Json, JsonObject } from './json.js';
import type { PlayerId } from './ids.js';

/** One enumerated option of a decision. */
export interface DecisionOption {
  /** Stable machine key, e.g. `play:o12` or `pass`. */
  key: string;
  /** Short human text. */
  label: string;
  /** What the procedure receives when it is chosen. */
  value: Json;
}

/**
 * The shapes of decisions:
 * - `choose`: exactly one option;
 * - `select`: `min`..`max` distinct options;
 * - `order`: a permutation of all options;
 * - `distribute`: `min`..`max` distinct options with a positive amount each, summing to `total`
 *   (every chosen target gets at least 1, CT-9.5.4.2);
 * - `number`: an integer from `min` (default 0: CT-1.3.7, no negative numbers unless a rule says so) to
 *   `max`, both inclusive; it has no options.
 */
export type DecisionKind = 'choose' | 'select' | 'order' | 'distribute' | 'number';

/**
 * What a procedure asks for. The pending decision gets its own copy of the options and params,
 * so a step may ask with a list it keeps or show an event that stays in its frame.
 */
export interface DecisionRequest {
  player: PlayerId;
  kind: DecisionKind;
  /** Prompt key (for UIs and translations) and its parameters. */
  prompt: string;
  params?: JsonObject;
  /** The rule that demands this decision. */
  rule: string;
  options: DecisionOption[];
  min?: number;
  max?: number;
  total?: number;
  /**
   * The rules have this decision and the next one, another player's, made at the same time (a
   * face-down bid): the core asks them one after the other, and the ruleset promises that the next
   * decision is the same whatever this one's answer. A host may then offer the next player its
   * decision before this one is answered. Declared by the rules, never found by trying the options:
   * whether it is offered must not depend on anything the next player cannot see.
   */
  simultaneous?: boolean;
}

/** A pending decision, stored in the state. */
export interface Decision extends DecisionRequest {
  id: number;
  params: JsonObject;
}

/**
 * An answer to the pending decision. Exactly the field its kind needs:
 * `choice` (choose), `picks` (select), `order` (order), `picks` + `amounts` (distribute), `number` (number).
 */
export const AnswerSchema = z
  .object({
    decision: z.number().int().nonnegative(),
    choice: z.number().int().optional(),
    picks: z.array(z.number().int()).optional(),
    amounts: z.array(z.number().int()).optional(),
    order: z.array(z.number().int()).optional(),
    number: z.number().int().optional(),
  })
  .strict();
export type Answer = z.infer<typeof AnswerSchema>;
