import { z } from 'zod';
import { ExprSchema, programValue, NEXT_INSTRUCTION, defineInstruction, originOf } from '@tcgkit/core';
import { benchOf, activeOf } from '../game/board.js';

// PK-II-C05: the user chooses one of the opponent's Benched Pokémon to become their Active.
export const gustInstruction = defineInstruction(
  'gust',
  z.object({ do: z.literal('gust'), player: ExprSchema }),
  (ctx, instr, env) => {
    const p = Number(programValue(ctx, env, instr.player));
    if (env.resumed || benchOf(ctx.state, p).length === 0 || !activeOf(ctx.state, p)) return NEXT_INSTRUCTION;
    // PK-II-C05: the effect is received by the chosen Benched Pokémon (its origin decides whether it can be).
    return {
      call: 'pokemon.switch',
      locals: { player: p, chooser: env.controller, rule: 'PK-II-C05', origin: { ...originOf(env) }, pick: null },
    };
  },
);
