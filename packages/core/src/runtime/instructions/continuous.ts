import { z } from 'zod';
import { defineInstruction } from './define-instruction.js';
import { NEXT_INSTRUCTION } from '../../contracts/instruction.js';
import { ContinuousEffectSpecSchema } from '../../contracts/continuous-effect.js';
import { cloneJson } from '../../contracts/json.js';
import { reachable } from '../effects/immunity.js';
import { resolveDuration } from './resolve-duration.js';
import { ExprSchema } from '../../contracts/expr.js';
import { programValue, cardIds } from './program-values.js';
import type { JsonObject } from '../../contracts/json.js';

/**
 * Creates a continuous effect. Its timestamp is now; being from a played ability it skips cards
 * that change zones later (CT-9.8.13); without a duration it lasts until the end of the turn
 * (CT-9.2.3, the ruleset's default). `targets` fixes the affected objects.
 */
export const continuousInstruction = defineInstruction(
  'continuous',
  z.object({
    do: z.literal('continuous'),
    effect: ContinuousEffectSpecSchema,
    targets: ExprSchema.optional(),
    vars: z.record(z.string(), ExprSchema).optional(),
  }),
  (ctx, instr, env) => {
    const spec = instr.effect;
    const s = ctx.state;
    const ts = s.seq.timestamp++;
    const vars: JsonObject = {};
    for (const [k, v] of Object.entries(instr.vars ?? {})) vars[k] = programValue(ctx, env, v);
    const affects =
      instr.targets !== undefined
        ? { objects: reachable(ctx, env, cardIds(programValue(ctx, env, instr.targets)), 'affect') }
        : spec.affects;
    s.effects.push({
      id: `e${s.seq.effect++}`,
      source: env.source,
      ability: env.ability,
      controller: env.controller,
      timestamp: ts,
      lockedAt: ts,
      // Copies: the card's program and the ruleset's default duration are shared by every game.
      affects: cloneJson(affects),
      parts: cloneJson(spec.parts),
      duration: cloneJson(resolveDuration(ctx, spec.duration)),
      flags: [...(spec.flags ?? [])],
      vars,
      fromStatic: false,
    });
    s.version++;
    ctx.sink.log({
      rule: ctx.svc.cite('effect.create'),
      message: `continuous effect e${s.seq.effect - 1} from ${env.ability ?? 'an effect'}`,
      turn: s.turn.number,
    });
    return NEXT_INSTRUCTION;
  },
);
