import { z } from 'zod';
import { defineInstruction, NEXT_INSTRUCTION, type InstructionHandler } from '@tcgkit/core';
import type { CardIndex } from '../cards/card-index.js';
import { rareCandyPairs, type RareCandyLocals } from '../game/rare-candy.js';

/**
 * Rare Candy (PK-X-02): the player chooses a Basic and a Stage 2 in the hand that evolves from it,
 * and the Stage 2 is put on it (the `pokemon.rareCandy` procedure); with no such pair nothing happens.
 */
export const rareCandyInstruction = (cards: CardIndex): InstructionHandler =>
  defineInstruction('rareCandy', z.object({ do: z.literal('rareCandy') }), (ctx, _instr, env) => {
    if (env.resumed) return NEXT_INSTRUCTION;
    const pairs = rareCandyPairs(cards, ctx.state, env.controller);
    if (pairs.length === 0) return NEXT_INSTRUCTION;
    return {
      call: 'pokemon.rareCandy',
      locals: { player: env.controller, pairs: pairs, pick: null } satisfies RareCandyLocals,
    };
  });
