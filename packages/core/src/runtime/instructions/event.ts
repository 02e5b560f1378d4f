import { z } from 'zod';
import { defineInstruction } from './define-instruction.js';
import { RulesetError } from '../../contracts/errors.js';
import { reachable } from '../effects/immunity.js';
import { perform } from './perform-events.js';
import type { GameEvent } from '../../contracts/game-event.js';
import { ExprSchema } from '../../contracts/expr.js';
import { programValue } from './program-values.js';

/**
 * A raw event whose fields are expressions.
 */
export const eventInstruction = defineInstruction(
  'event',
  z.object({ do: z.literal('event'), event: z.record(z.string(), ExprSchema), into: z.string().optional() }),
  (ctx, instr, env) =>
    perform(ctx, env, instr, () => {
      const e: GameEvent = { kind: '' };
      for (const [k, v] of Object.entries(instr.event)) e[k] = programValue(ctx, env, v);
      if (typeof e.kind !== 'string' || !e.kind) throw new RulesetError('event instruction needs a kind');
      // An event about one object (its `card` or `target`) does not happen to an object the effect cannot affect.
      for (const field of ['card', 'target'] as const) {
        const id = e[field];
        if (typeof id === 'string' && ctx.state.objects[id] && reachable(ctx, env, [id], 'affect').length === 0)
          return [];
      }
      return [e];
    }),
);
