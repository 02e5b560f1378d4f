import { z } from 'zod';
import { defineInstruction } from './define-instruction.js';
import { NEXT_INSTRUCTION } from '../../contracts/instruction.js';
import { ExprSchema } from '../../contracts/expr.js';
import { logText } from '../../log/log-text.js';
import { programValue } from './program-values.js';

/**
 * `choosePlayer`: "target player" / "choose a player" — the chooser (the controller unless
 * `player` says) picks one of `from` (player ids; default every player), and the chosen id is
 * stored in `into`. With one candidate it is chosen without asking; with none, `into` is null
 * and what depends on the target is the program's to skip (a target that cannot be chosen).
 * The question is asked from the state alone; the answer is stored when it comes back.
 */
export const choosePlayerInstruction = defineInstruction(
  'choosePlayer',
  z.object({
    do: z.literal('choosePlayer'),
    into: z.string(),
    prompt: z.string(),
    from: ExprSchema.optional(),
    player: ExprSchema.optional(),
    rule: z.string().optional(),
  }),
  (ctx, instr, env) => {
    if (env.answer !== null) {
      env.vars[String(instr.into)] = env.answer;
      return NEXT_INSTRUCTION;
    }
    const all = ctx.state.players.map((p) => p.id);
    const listed = instr.from === undefined ? all : programValue(ctx, env, instr.from);
    const candidates = (Array.isArray(listed) ? listed : [listed]).filter(
      (p): p is number => typeof p === 'number' && all.includes(p),
    );
    if (candidates.length <= 1) {
      env.vars[String(instr.into)] = candidates[0] ?? null;
      return NEXT_INSTRUCTION;
    }
    const chooser = instr.player !== undefined ? Number(programValue(ctx, env, instr.player)) : env.controller;
    return {
      ask: {
        player: chooser,
        kind: 'choose',
        prompt: String(instr.prompt),
        rule: logText(instr.rule ?? ctx.svc.cite('target.choose')),
        options: candidates.map((p) => ({ key: `player:${p}`, label: `player ${p}`, value: p })),
      },
    };
  },
);
