import { z } from 'zod';
import { defineInstruction } from './define-instruction.js';
import { NEXT_INSTRUCTION } from '../../contracts/instruction.js';
import { logText } from '../../log/log-text.js';
import { reachable } from '../effects/immunity.js';
import { ExprSchema } from '../../contracts/expr.js';
import { programValue, cardIds } from './program-values.js';

/** Distributes an amount over chosen targets, each getting at least 1 (CT-9.5.4.2). */
export const distributeInstruction = defineInstruction(
  'distribute',
  z.object({
    do: z.literal('distribute'),
    from: ExprSchema,
    total: ExprSchema,
    max: ExprSchema.optional(),
    into: z.string(),
    prompt: z.string(),
    player: ExprSchema.optional(),
    rule: z.string().optional(),
  }),
  (ctx, instr, env) => {
    if (env.answer !== null) {
      env.vars[String(instr.into)] = env.answer;
      return NEXT_INSTRUCTION;
    }
    const candidates = reachable(ctx, env, cardIds(programValue(ctx, env, instr.from)), 'choose', true);
    const total = Math.max(0, Number(programValue(ctx, env, instr.total)) || 0);
    if (candidates.length === 0 || total === 0) {
      env.vars[String(instr.into)] = [];
      return NEXT_INSTRUCTION;
    }
    const max = Math.min(
      candidates.length,
      total,
      instr.max !== undefined ? Number(programValue(ctx, env, instr.max)) : Infinity,
    );
    const p = instr.player !== undefined ? (programValue(ctx, env, instr.player) as number) : env.controller;
    return {
      ask: {
        player: p,
        kind: 'distribute',
        prompt: String(instr.prompt),
        rule: logText(instr.rule ?? ctx.svc.cite('target.distribute')),
        min: 1,
        max,
        total,
        options: candidates.map((id) => ({
          key: id,
          label: `${ctx.state.objects[id]?.def ?? id} (${id})`,
          value: id,
        })),
      },
    };
  },
);
