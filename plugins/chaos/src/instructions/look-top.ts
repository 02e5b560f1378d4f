import { z } from 'zod';
import {
  EVENTS,
  eventsLocals,
  ExprSchema,
  programValue,
  zoneKey,
  NEXT_INSTRUCTION,
  cardIds,
  defineInstruction,
} from '@tcgkit/core';
import { deckOf, num } from '../game/board.js';

/**
 * Look at the top N cards of your deck and take up to `take` of them into your hand (CT-3.16.4,
 * CT-14.3.1): looking changes no zone, order or visibility; the taken cards move afterwards.
 */
export const lookTopInstruction = defineInstruction(
  'lookTop',
  z.object({
    do: z.literal('lookTop'),
    count: ExprSchema,
    take: z.number().int().nonnegative().default(0),
    where: ExprSchema.optional(),
  }),
  (ctx, instr, env) => {
    if (env.resumed) return NEXT_INSTRUCTION;
    const s = ctx.state;
    const n = num(programValue(ctx, env, instr.count));
    if (n <= 0) return NEXT_INSTRUCTION;
    // CT-14.3.2–14.3.3: when looking is prohibited the looked-at cards do not exist for the effect.
    if (s.players[env.controller].data.cannotLook === true) return NEXT_INSTRUCTION;
    const top = deckOf(s, env.controller).slice(0, n);
    const take = Number(instr.take ?? 0);
    if (env.answer === null || env.answer === undefined) {
      const eligible =
        take === 0
          ? []
          : top.filter(
              (id) =>
                instr.where === undefined ||
                ctx.svc.evaluator.test(instr.where as never, {
                  state: s,
                  self: env.self,
                  source: env.source,
                  controller: env.controller,
                  card: id,
                  characteristics: (x) => ctx.svc.layers.view(s, x),
                }),
            );
      // Nothing to take (none asked for, an empty deck, or no looked-at card meets the condition): the
      // look is all there is, and an empty choice is never asked.
      if (eligible.length === 0) {
        ctx.sink.log({
          rule: 'CT-14.3.1',
          message: `player ${env.controller} looks at the top ${top.length} card(s)`,
          turn: s.turn.number,
          data: { private: env.controller },
        });
        return NEXT_INSTRUCTION;
      }
      return {
        ask: {
          player: env.controller,
          kind: 'select',
          prompt: 'lookTop.take',
          rule: 'CT-14.3.1',
          min: 0,
          max: Math.min(take, eligible.length),
          options: eligible.map((id) => ({
            key: `${s.objects[id].def}:${id}`,
            label: s.objects[id].def,
            value: id,
          })),
        },
      };
    }
    return {
      call: EVENTS,
      locals: eventsLocals(
        cardIds(env.answer).map((card) => ({
          kind: 'move',
          card,
          to: zoneKey('hand', env.controller),
          rule: 'CT-14.3.1',
        })),
      ),
    };
  },
);
