import { z } from 'zod';
import type { InstructionHandler } from '@tcgkit/core';

/** The attack variable `attackFails` sets: the attack procedure reads it after the programs run before damage. */
export const ATTACK_FAILS_VAR = 'attackFails';

/**
 * "This attack fails" (PK-II-D01) in an attack's own text: all of the attack's damage and effects
 * are nullified, the attack still counts as used and the turn ends. It marks the attack and stops
 * the program; the attack procedure then goes straight to the end of the turn. It is read after
 * the attack's `failCheck` (right after the Confusion check, PK-II-D01) and after its "before
 * doing damage" text (PK-A01.7): from then on damage has been done and cannot be undone.
 */
export const attackFailsInstruction: InstructionHandler = {
  name: 'attackFails',
  schema: z.object({ do: z.literal('attackFails') }),
  run(_ctx, _instr, env) {
    env.vars[ATTACK_FAILS_VAR] = true;
    return { stop: true };
  },
};
