import { z } from 'zod';
import { defineInstruction } from './define-instruction.js';
import { logText } from '../../log/log-text.js';
import { reachable } from '../effects/immunity.js';
import { perform } from './perform-events.js';
import { ExprSchema, type Expr } from '../../contracts/expr.js';
import { programValue, cardIds } from './program-values.js';
import type { RunContext } from '../../contracts/ruleset-parts.js';
import type { ProgramEnv } from '../../contracts/instruction.js';
import type { GameEvent } from '../../contracts/game-event.js';

/** One visibility event per card the effect can affect, for the players named (default: the controller). */
function visibilityEvents(
  ctx: RunContext,
  env: ProgramEnv,
  kind: 'reveal' | 'conceal',
  field: 'to' | 'from',
  instr: { cards: Expr; players: Expr | undefined; rule: string | undefined },
): GameEvent[] {
  const who = instr.players !== undefined ? programValue(ctx, env, instr.players) : env.controller;
  return reachable(ctx, env, cardIds(programValue(ctx, env, instr.cards)), 'affect')
    .filter((id) => ctx.state.objects[id])
    .map((card) => ({
      kind,
      card,
      [field]: Array.isArray(who) ? who : [who],
      ...(instr.rule ? { rule: logText(instr.rule) } : {}),
    }));
}

/** Shows cards of a hidden zone to players (default: the program's controller) until they move or a `conceal`. */
export const revealInstruction = defineInstruction(
  'reveal',
  z.object({ do: z.literal('reveal'), cards: ExprSchema, to: ExprSchema.optional(), rule: z.string().optional() }),
  (ctx, instr, env) =>
    perform(ctx, env, instr, () =>
      visibilityEvents(ctx, env, 'reveal', 'to', { cards: instr.cards, players: instr.to, rule: instr.rule }),
    ),
);

/** Hides cards a `reveal` showed from players (default: the program's controller). */
export const concealInstruction = defineInstruction(
  'conceal',
  z.object({ do: z.literal('conceal'), cards: ExprSchema, from: ExprSchema.optional(), rule: z.string().optional() }),
  (ctx, instr, env) =>
    perform(ctx, env, instr, () =>
      visibilityEvents(ctx, env, 'conceal', 'from', { cards: instr.cards, players: instr.from, rule: instr.rule }),
    ),
);
