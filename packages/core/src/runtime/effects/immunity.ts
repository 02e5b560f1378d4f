import type { RunContext } from '../../contracts/ruleset-parts.js';
import type { ProgramEnv } from '../../contracts/instruction.js';
import type { EffectOrigin } from '../../contracts/extension-points.js';
import type { ObjectId } from '../../contracts/ids.js';

/** The origin of the effect a program carries out: its source, controller, ability and kind. */
export function originOf(env: ProgramEnv): EffectOrigin {
  return {
    source: env.source,
    controller: env.controller,
    ability: env.ability,
    kind: typeof env.kind === 'string' ? env.kind : null,
  };
}

/**
 * Whether the ruleset's `EffectImmunity` protects an object from an effect: it may not be chosen
 * (`choose`; as a target when `target`) or is not affected (`affect`). No binding protects nothing.
 * Ruleset instructions call this too, so that "not affected by" binds every effect at one point.
 */
export function isImmune(
  ctx: RunContext,
  origin: EffectOrigin,
  object: ObjectId,
  act: 'choose' | 'affect',
  target = false,
): boolean {
  const immunity = ctx.svc.parts.immunity;
  if (!immunity || !ctx.state.objects[object]) return false;
  return immunity.immune({
    state: ctx.state,
    characteristics: (id) => ctx.svc.layers.view(ctx.state, id),
    origin,
    object,
    act,
    target,
  });
}

/** The objects an effect may choose or affect, in their order: those the ruleset protects are left out. */
export function reachable(
  ctx: RunContext,
  env: ProgramEnv,
  ids: readonly ObjectId[],
  act: 'choose' | 'affect',
  target = false,
): ObjectId[] {
  if (!ctx.svc.parts.immunity) return [...ids];
  const origin = originOf(env);
  return ids.filter((id) => !isImmune(ctx, origin, id, act, target));
}
