import { z } from 'zod';
import { ExprSchema, type Expr } from './expr.js';
import { ContinuousEffectSpecSchema, type ContinuousEffectSpec } from './continuous-effect.js';
import { ReplacementSpecSchema, type ReplacementSpec } from './replacement.js';
import { ProgramSchema, type Program } from './program.js';

/**
 * What makes a triggered ability wait:
 * - `on` an event kind, when `where` holds (evaluated with `{ref:'event'}` and `{ref:'self'}`);
 *   `lookBack` evaluates against the moved card's last-known state (leave-zone triggers);
 * - `state`: a state trigger (CT-9.6.7), waiting once whenever `state` holds and it is not
 *   already waiting.
 */
export type TriggerSpec = { on: string; where?: Expr; lookBack?: boolean } | { state: Expr };
export const TriggerSpecSchema: z.ZodType<TriggerSpec> = z.union([
  z.object({ on: z.string().min(1), where: ExprSchema.optional(), lookBack: z.boolean().optional() }).strict(),
  z.object({ state: ExprSchema }).strict(),
]);

/**
 * Abilities as the core sees them (CT-9.1): static (permanent), triggered (automatic), activated.
 * `text` is the ability's printed words, for people (a card's detail); the core never reads it.
 */
export type AbilityDefinition =
  | {
      id: string;
      text?: string;
      kind: 'static';
      continuous?: ContinuousEffectSpec[];
      replacements?: ReplacementSpec[];
      /** Zone ids where it functions; default: the ruleset's ability zones. */
      functionsIn?: string[];
    }
  | {
      id: string;
      text?: string;
      kind: 'triggered';
      trigger: TriggerSpec;
      effect: Program;
      oncePerTurn?: boolean;
      functionsIn?: string[];
    }
  | {
      id: string;
      text?: string;
      kind: 'activated';
      /** Ruleset-defined timing tags (when it may be played). */
      timing?: string[];
      condition?: Expr;
      cost?: Program;
      effect: Program;
      oncePerTurn?: boolean;
      functionsIn?: string[];
    };

export const AbilityDefinitionSchema: z.ZodType<AbilityDefinition> = z.union([
  z
    .object({
      id: z.string().min(1),
      text: z.string().optional(),
      kind: z.literal('static'),
      continuous: z.array(ContinuousEffectSpecSchema).optional(),
      replacements: z.array(ReplacementSpecSchema).optional(),
      functionsIn: z.array(z.string()).optional(),
    })
    .strict(),
  z
    .object({
      id: z.string().min(1),
      text: z.string().optional(),
      kind: z.literal('triggered'),
      trigger: TriggerSpecSchema,
      effect: ProgramSchema,
      oncePerTurn: z.boolean().optional(),
      functionsIn: z.array(z.string()).optional(),
    })
    .strict(),
  z
    .object({
      id: z.string().min(1),
      text: z.string().optional(),
      kind: z.literal('activated'),
      timing: z.array(z.string()).optional(),
      condition: ExprSchema.optional(),
      cost: ProgramSchema.optional(),
      effect: ProgramSchema,
      oncePerTurn: z.boolean().optional(),
      functionsIn: z.array(z.string()).optional(),
    })
    .strict(),
]);
