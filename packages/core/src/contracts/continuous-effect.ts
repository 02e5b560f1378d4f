import { z } from 'zod';
import { ExprSchema, SelectorSchema, type Expr, type Selector } from './expr.js';
import { DurationSchema, type Duration } from './duration.js';
import type { ObjectId, PlayerId } from './ids.js';
import type { JsonObject } from './json.js';

/**
 * One processing of a continuous effect. The layer it belongs to is named by the part that
 * holds it; the core gives each kind a fixed meaning, the ruleset decides the layer order.
 */
export type CharacteristicOp =
  | { kind: 'add'; key: string; amount: Expr }
  | { kind: 'set'; key: string; value: Expr }
  | { kind: 'addTo'; key: string; values: Expr }
  | { kind: 'removeFrom'; key: string; values: Expr }
  | { kind: 'grantAbility'; ability: string }
  | { kind: 'removeAbility'; ability: string }
  | { kind: 'invalidateAbilities'; abilities?: string[] }
  | { kind: 'invalidateEffects'; from?: Expr }
  | { kind: 'prohibit'; keys: string[] }
  | { kind: 'code'; name: string; params?: JsonObject };

export const CharacteristicOpSchema: z.ZodType<CharacteristicOp> = z.union([
  z.object({ kind: z.literal('add'), key: z.string(), amount: ExprSchema }).strict(),
  z.object({ kind: z.literal('set'), key: z.string(), value: ExprSchema }).strict(),
  z.object({ kind: z.literal('addTo'), key: z.string(), values: ExprSchema }).strict(),
  z.object({ kind: z.literal('removeFrom'), key: z.string(), values: ExprSchema }).strict(),
  z.object({ kind: z.literal('grantAbility'), ability: z.string() }).strict(),
  z.object({ kind: z.literal('removeAbility'), ability: z.string() }).strict(),
  z.object({ kind: z.literal('invalidateAbilities'), abilities: z.array(z.string()).optional() }).strict(),
  z.object({ kind: z.literal('invalidateEffects'), from: ExprSchema.optional() }).strict(),
  z.object({ kind: z.literal('prohibit'), keys: z.array(z.string()) }).strict(),
  z.object({ kind: z.literal('code'), name: z.string(), params: z.record(z.string(), z.any()).optional() }).strict(),
]);

/** A processing placed in a layer (CT-9.8.10: one effect may have parts in several layers). */
export interface EffectPart {
  layer: string;
  op: CharacteristicOp;
}
export const EffectPartSchema = z.object({ layer: z.string(), op: CharacteristicOpSchema }).strict();

/** What an effect applies to: fixed objects (chosen targets), a selector, or the source itself. */
export type Affects = { objects: ObjectId[] } | { selector: Selector } | { self: true };
export const AffectsSchema: z.ZodType<Affects> = z.union([
  z.object({ objects: z.array(z.string()) }).strict(),
  z.object({ selector: SelectorSchema }).strict(),
  z.object({ self: z.literal(true) }).strict(),
]);

/** A continuous effect as card data describes it. */
export interface ContinuousEffectSpec {
  affects: Affects;
  parts: EffectPart[];
  duration?: Duration;
  /** Ruleset-defined flags, e.g. "appliesFaceDown". */
  flags?: string[];
}
export const ContinuousEffectSpecSchema = z
  .object({
    affects: AffectsSchema,
    parts: z.array(EffectPartSchema).min(1),
    duration: DurationSchema.optional(),
    flags: z.array(z.string()).optional(),
  })
  .strict();

/** A continuous effect living in the game (created by a resolved ability, or synthesized for a static one). */
export interface ContinuousEffectInstance {
  id: string;
  source: ObjectId | null;
  /** The ability that created it, if any. */
  ability: string | null;
  controller: PlayerId;
  timestamp: number;
  /**
   * For effects of non-permanent abilities: objects that entered their zone after this
   * timestamp are not affected (CT-9.8.13). Null for static abilities and rule effects.
   */
  lockedAt: number | null;
  affects: Affects;
  parts: EffectPart[];
  duration: Duration;
  flags: string[];
  /** Values fixed when the effect was created (e.g. a chosen X). */
  vars: JsonObject;
  /** True for effects synthesized from static abilities (never stored in the state). */
  fromStatic: boolean;
}

/**
 * A stored continuous effect as a saved game must hold it: checked when a state is restored from
 * outside, because the layer engine reads every field of every stored effect on each
 * characteristics query (a missing `parts` or `affects` was a TypeError there, not an InputError).
 */
export const ContinuousEffectInstanceSchema = z
  .object({
    id: z.string(),
    source: z.string().nullable(),
    ability: z.string().nullable(),
    controller: z.number().int(),
    timestamp: z.number().int(),
    lockedAt: z.number().int().nullable(),
    affects: AffectsSchema,
    parts: z.array(EffectPartSchema),
    duration: DurationSchema,
    flags: z.array(z.string()),
    vars: z.record(z.string(), z.any()),
    fromStatic: z.literal(false),
  })
  .strict();
