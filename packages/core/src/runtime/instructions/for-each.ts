import { z } from 'zod';
import { defineInstruction } from './define-instruction.js';
import type { Json } from '../../contracts/json.js';
import { NEXT_INSTRUCTION } from '../../contracts/instruction.js';
import { ExprSchema } from '../../contracts/expr.js';
import { ProgramSchema } from '../../contracts/program.js';
import { programValue } from './program-values.js';

/**
 * `forEach`: "for each of the chosen …" — runs `body` once per item of `items` (a list, e.g. the
 * variable a `choose` filled; a single value is one item), in order, with the item in the variable
 * `as`. What the body does may differ per item (its own amount, its own condition), which one
 * instruction over the whole list cannot say. The items are fixed when the loop starts.
 */
export const forEachInstruction = defineInstruction(
  'forEach',
  z.object({ do: z.literal('forEach'), items: ExprSchema, as: z.string().min(1), body: ProgramSchema }),
  (ctx, instr, env) => {
    const value = programValue(ctx, env, instr.items);
    const items: Json[] = Array.isArray(value) ? value : value === null ? [] : [value];
    // Stryker disable next-line ConditionalExpression: equivalent (an empty run; only the unused store differs)
    if (items.length === 0) return NEXT_INSTRUCTION;
    // Variable paths read objects, not lists: the items are kept by index, each iteration reads its own.
    const store = `$each_${instr.as}`;
    env.vars[store] = Object.fromEntries<Json>(items.map((x, i) => [String(i), x]));
    const body = instr.body;
    return {
      run: items.flatMap((_, i) => [
        { do: 'set', var: instr.as, value: { ref: 'var', path: `${store}.${i}` } },
        ...body,
      ]),
    };
  },
);
