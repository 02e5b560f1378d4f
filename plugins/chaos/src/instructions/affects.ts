import { isImmune, type ObjectId, type RunContext } from '@tcgkit/core';

/**
 * Whether an effect from `source` may touch `target` (CT-9.3.8, CT-13.4.3), asked of the core's one
 * "not affected by" point (the ruleset's `EffectImmunity`, here `chaosImmunity`).
 */
export function affects(ctx: RunContext, source: ObjectId | null, controller: number, target: ObjectId): boolean {
  return !isImmune(ctx, { source, controller, ability: null, kind: null }, target, 'affect');
}
