import { z } from 'zod';
import { ExprSchema, programValue, NEXT_INSTRUCTION, cardIds, defineInstruction } from '@tcgkit/core';
import { isChara, num } from '../game/board.js';
import { perform } from './chaos-perform.js';
import { affects } from './affects.js';

/** A damageCharas instruction's private variable: the damage orders given so far (CT-3.14.7). */
const DAMAGE_ORDERS = '$damageOrders';

/**
 * Deals damage to charas (CT-3.14.1): one at a time, in order (CT-3.14.7);
 * face-down charas take none (CT-3.11.6).
 */
export const damageCharasInstruction = defineInstruction(
  'damageCharas',
  z.object({ do: z.literal('damageCharas'), targets: ExprSchema, amount: ExprSchema }),
  (ctx, instr, env) => {
    if (env.resumed) return NEXT_INSTRUCTION;
    const s = ctx.state;
    const amount = num(programValue(ctx, env, instr.amount));
    let targets = cardIds(programValue(ctx, env, instr.targets)).filter(
      (t) => isChara(s, t) && affects(ctx, env.source, env.controller, t),
    );
    // CT-3.14.7: several instances at once are dealt one at a time; each receiving master orders the
    // damage to their own charas, the main player first (CT-1.3.6), whose charas are then dealt first.
    const masters = [s.turn.activePlayer, 1 - s.turn.activePlayer];
    const groups = masters.map((m) => targets.filter((t) => s.objects[t].master === m));
    // The orders given so far, one per master with several charas hit, kept until the last is given.
    const given = Array.isArray(env.vars[DAMAGE_ORDERS]) ? (env.vars[DAMAGE_ORDERS] as string[][]) : [];
    if (Array.isArray(env.answer)) given.push(env.answer.filter((x): x is string => typeof x === 'string'));
    const asked = groups.filter((g) => g.length > 1);
    if (given.length < asked.length) {
      env.vars[DAMAGE_ORDERS] = given;
      const group = asked[given.length];
      return {
        ask: {
          player: s.objects[group[0]].master,
          kind: 'order',
          prompt: 'damage.order',
          rule: 'CT-3.14.7',
          options: group.map((id) => ({ key: `${s.objects[id].def}:${id}`, label: s.objects[id].def, value: id })),
        },
      };
    }
    delete env.vars[DAMAGE_ORDERS];
    let asking = 0;
    targets = groups.flatMap((g) => (g.length > 1 ? given[asking++] : g));
    return perform(
      env,
      targets.map((target) => ({
        kind: 'damage',
        target,
        amount,
        source: env.source,
        tags: ['effect'],
        rule: 'CT-3.14.1',
      })),
      false,
    );
  },
);
