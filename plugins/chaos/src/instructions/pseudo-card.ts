import { z } from 'zod';
import {
  ExprSchema,
  programValue,
  NEXT_INSTRUCTION,
  PROGRAM,
  programLocals,
  cardIds,
  defineInstruction,
  type InstructionHandler,
  cardContext,
} from '@tcgkit/core';
import type { ChaosCards } from '../cards/card-index.js';

/**
 * Use another event card's effect through a pseudo-card (CT-14.6): created in the user's hand,
 * played by them (not a card: "when you use a card" does not trigger, CT-14.6.4), resolved, gone.
 * If it could not be played it vanishes at once (CT-14.6.5).
 */
export const pseudoCardInstruction = (cards: ChaosCards): InstructionHandler =>
  defineInstruction('pseudoCard', z.object({ do: z.literal('pseudoCard'), card: ExprSchema }), (ctx, instr, env) => {
    if (env.resumed) return NEXT_INSTRUCTION;
    const s = ctx.state;
    const id = cardIds(programValue(ctx, env, instr.card))[0];
    const ev = id ? cards.of(s, id) : null;
    if (!ev || ev.type !== 'event') return NEXT_INSTRUCTION;
    const playable =
      ev.useCondition === undefined || ctx.svc.evaluator.test(ev.useCondition, cardContext(ctx, null, env.controller));
    if (!playable) {
      ctx.sink.log({
        rule: 'CT-14.6.5',
        message: `the pseudo-card of ${ev.id} cannot be played and vanishes`,
        turn: s.turn.number,
      });
      return NEXT_INSTRUCTION;
    }
    ctx.sink.log({
      rule: 'CT-14.6.2',
      message: `player ${env.controller} plays a pseudo-card of ${ev.id}`,
      turn: s.turn.number,
    });
    return {
      call: PROGRAM,
      locals: programLocals(ev.effect ?? [], {
        self: null,
        source: env.source,
        controller: env.controller,
        ability: `${ev.id}/pseudo`,
        event: null,
      }),
    };
  });
