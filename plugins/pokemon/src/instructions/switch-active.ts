import { z } from 'zod';
import { ExprSchema, programValue, NEXT_INSTRUCTION, defineInstruction, originOf } from '@tcgkit/core';
import { benchOf, activeOf, text } from '../game/board.js';

// PK-II-C03 / PK-II-C04: switch a player's Active with a Benched Pokémon that player chooses
// (no Energy discarded).
export const switchActiveInstruction = defineInstruction(
  'switchActive',
  z.object({ do: z.literal('switchActive'), player: ExprSchema, rule: z.string().optional() }),
  (ctx, instr, env) => {
    const p = Number(programValue(ctx, env, instr.player));
    if (env.resumed || benchOf(ctx.state, p).length === 0 || !activeOf(ctx.state, p)) return NEXT_INSTRUCTION;
    // PK-II-C04: the effect is received by the Active being switched;
    // a protected one stays (checked once it is known).
    return {
      call: 'pokemon.switch',
      locals: {
        player: p,
        chooser: p,
        rule: text(instr.rule ?? 'PK-II-C03'),
        origin: { ...originOf(env) },
        pick: null,
      },
    };
  },
);
