import { z } from 'zod';
import { NEXT_INSTRUCTION, defineInstruction } from '@tcgkit/core';

/** "End the main / battle phase" (CT-14.2): does nothing outside that phase. */
export const endPhaseInstruction = defineInstruction(
  'endPhase',
  z.object({ do: z.literal('endPhase'), phase: z.enum(['main', 'battle']) }),
  (ctx, instr) => {
    const s = ctx.state;
    if (s.turn.phase !== instr.phase) return NEXT_INSTRUCTION;
    if (instr.phase === 'battle' && !s.data.battle && s.turn.step !== 'battleEnd') return NEXT_INSTRUCTION;
    s.data.endingPhase = String(instr.phase);
    ctx.sink.log({
      rule: instr.phase === 'battle' ? 'CT-14.2.1' : 'CT-14.2.2',
      message: `the ${String(instr.phase)} phase is ending`,
      turn: s.turn.number,
    });
    return NEXT_INSTRUCTION;
  },
);
