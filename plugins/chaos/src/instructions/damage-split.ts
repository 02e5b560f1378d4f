import { z } from 'zod';
import { ExprSchema, programValue, defineInstruction, type Json } from '@tcgkit/core';
import { isChara, num } from '../game/board.js';
import { perform } from './chaos-perform.js';
import { affects } from './affects.js';

/** Deals damage distributed by a `distribute` choice (CT-9.5.4.2): each chosen chara its amount. */
export const damageSplitInstruction = defineInstruction(
  'damageSplit',
  z.object({ do: z.literal('damageSplit'), split: ExprSchema }),
  (ctx, instr, env) => {
    const split = programValue(ctx, env, instr.split);
    const parts = Array.isArray(split) ? (split as { value?: Json; amount?: Json }[]) : [];
    return perform(
      env,
      parts
        .filter(
          (x) =>
            typeof x.value === 'string' &&
            isChara(ctx.state, x.value) &&
            affects(ctx, env.source, env.controller, x.value),
        )
        .map((x) => ({
          kind: 'damage',
          target: x.value as string,
          amount: num(x.amount),
          source: env.source,
          tags: ['effect'],
          rule: 'CT-9.5.4.2',
        })),
      false,
    );
  },
);
