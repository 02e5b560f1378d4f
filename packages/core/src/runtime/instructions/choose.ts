import { z } from 'zod';
import { defineInstruction } from './define-instruction.js';
import { NEXT_INSTRUCTION } from '../../contracts/instruction.js';
import { logText } from '../../log/log-text.js';
import { reachable } from '../effects/immunity.js';
import { ExprSchema, SelectorSchema, type Expr, type Selector } from '../../contracts/expr.js';
import { programValue, programContext, cardIds } from './program-values.js';

/**
 * Chooses cards (CT-9.5.4). For targets (`target: true`) as many as possible up to `max` must be
 * chosen (CT-9.5.4.1); with none available nothing is chosen and the result is empty.
 */
const isSelection = (from: Expr | { selector: Selector }): from is { selector: Selector } =>
  from !== null && typeof from === 'object' && !Array.isArray(from) && 'selector' in from;

export const chooseInstruction = defineInstruction(
  'choose',
  z.object({
    do: z.literal('choose'),
    from: z.union([ExprSchema, z.object({ selector: SelectorSchema })]),
    min: ExprSchema.optional(),
    max: ExprSchema,
    into: z.string(),
    prompt: z.string(),
    player: ExprSchema.optional(),
    target: z.boolean().optional(),
    rule: z.string().optional(),
  }),
  (ctx, instr, env) => {
    if (env.answer !== null) {
      env.vars[String(instr.into)] = env.answer;
      return NEXT_INSTRUCTION;
    }
    const from = instr.from;
    // An object the effect may not choose (CT-9.3.8: "not affected by" includes not being chosen) is not offered.
    const candidates = reachable(
      ctx,
      env,
      isSelection(from)
        ? ctx.svc.evaluator.select(from.selector, programContext(ctx, env))
        : cardIds(programValue(ctx, env, from)),
      'choose',
      instr.target === true,
    );
    const max = Math.min(candidates.length, Math.max(0, Number(programValue(ctx, env, instr.max)) || 0));
    const min = instr.target ? max : Math.min(max, Math.max(0, Number(programValue(ctx, env, instr.min ?? 0)) || 0));
    if (max === 0) {
      env.vars[String(instr.into)] = [];
      return NEXT_INSTRUCTION;
    }
    const p = instr.player !== undefined ? (programValue(ctx, env, instr.player) as number) : env.controller;
    return {
      ask: {
        player: p,
        kind: 'select',
        prompt: String(instr.prompt),
        rule: logText(instr.rule ?? ctx.svc.cite('target.choose')),
        min,
        max,
        options: candidates.map((id) => ({
          key: id,
          label: `${ctx.state.objects[id]?.def ?? id} (${id})`,
          value: id,
        })),
      },
    };
  },
);
