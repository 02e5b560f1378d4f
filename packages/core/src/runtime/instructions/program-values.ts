import type { RunContext } from '../../contracts/ruleset-parts.js';
import type { ProgramEnv } from '../../contracts/instruction.js';
import type { Expr } from '../../contracts/expr.js';
import type { EvalContext } from '../../contracts/eval-context.js';
import type { Json } from '../../contracts/json.js';

/** Evaluation context for a program instruction. */
export function programContext(ctx: RunContext, env: ProgramEnv): EvalContext {
  return {
    state: ctx.state,
    self: env.self,
    source: env.source,
    controller: env.controller,
    event: env.event ?? undefined,
    vars: env.vars,
    characteristics: (id) => ctx.svc.layers.view(ctx.state, id),
  };
}

/**
 * The value of an instruction parameter (an expression) in a program's environment. It takes any
 * parameter value: handlers written without `defineInstruction` read untyped parameters, and the
 * evaluator checks what it is given (an absent parameter is null).
 */
export function programValue(ctx: RunContext, env: ProgramEnv, e: unknown): Json {
  return ctx.svc.evaluator.evaluate(e as Expr | undefined, programContext(ctx, env));
}

/** The object ids a value names: a list's strings, or one id. */
export const cardIds = (v: Json): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : typeof v === 'string' ? [v] : [];
