import { procedure } from '../procedures/procedure-builder.js';
import type { Program } from '../../contracts/program.js';
import type { ProgramEnv } from '../../contracts/instruction.js';
import type { JsonObject, Json } from '../../contracts/json.js';
import type { ObjectId, PlayerId } from '../../contracts/ids.js';
import type { ProcedureDefinition, RunContext } from '../../contracts/ruleset-parts.js';
import { ABILITIES, INVALID_ABILITIES, asList } from '../../contracts/characteristics.js';
import { cloneJson } from '../../contracts/json.js';

export const PROGRAM = 'core.program';

interface ProgramLocals extends JsonObject {
  program: Program & Json;
  pc: number;
  env: ProgramEnv;
  /** Set while an instruction waits for a decision or a call. */
  waiting: 'answer' | 'call' | null;
  answer: Json;
}

/**
 * Locals for running a program. Its variables start as a copy of `env.vars`: frames never share
 * an object (a saved game could not keep them shared); a caller reads the program's variables
 * back from its return value.
 */
export function programLocals(
  program: Program,
  env: {
    self: ObjectId | null;
    source: ObjectId | null;
    controller: PlayerId;
    ability: string | null;
    /** The ruleset's kind of effect (for immunity); kept only when given, so other states stay as they were. */
    kind?: string;
    event: JsonObject | null;
    vars?: JsonObject;
  },
): JsonObject {
  return {
    // Its own copy: a card's program is shared by every game, and a nested block is part of its parent's.
    program: cloneJson(program) as unknown as Json,
    pc: 0,
    env: {
      self: env.self,
      source: env.source,
      controller: env.controller,
      ability: env.ability,
      ...(typeof env.kind === 'string' ? { kind: env.kind } : {}),
      event: cloneJson(env.event),
      vars: env.vars ? cloneJson(env.vars) : {},
      answer: null,
      resumed: false,
      ret: null,
    },
    waiting: null,
    answer: null,
  };
}

/** Whether the ability a program resolves is still on its card but now invalid (CT-9.3.6). */
function becameInvalid(ctx: RunContext, env: ProgramEnv): boolean {
  if (!env.self || !env.ability || !ctx.state.objects[env.self]) return false;
  const chars = ctx.svc.layers.view(ctx.state, env.self);
  if (!asList(chars[ABILITIES]).includes(env.ability)) return false;
  const invalid = asList(chars[INVALID_ABILITIES]);
  return invalid.includes('*') || invalid.includes(env.ability);
}

/**
 * Interprets an effect program one instruction at a time (CT-9.5.3.8: printed order). The
 * program counter lives in the frame, so a half-resolved effect serializes like any state.
 */
export const programInterpreter: ProcedureDefinition = {
  ...procedure<ProgramLocals>(PROGRAM, [
    [
      'instruction',
      (ctx, f) => {
        const l = f.locals;
        if (ctx.state.result) return { done: l.env.vars };
        if (l.pc >= l.program.length) return { done: l.env.vars };
        const instr = l.program[l.pc];
        const env = l.env;
        // CT-9.3.6: if the ability being resolved became invalid (its card still has it), the rest is not resolved.
        if (l.pc > 0 && l.waiting === null && becameInvalid(ctx, env)) {
          ctx.sink.log({
            rule: ctx.svc.cite('effect.stop'),
            message: `${env.ability} became invalid: the rest of its resolution stops`,
            turn: ctx.state.turn.number,
          });
          return { done: env.vars };
        }
        env.answer = l.waiting === 'answer' ? cloneJson(l.answer) : null;
        env.resumed = l.waiting === 'call';
        env.ret = l.waiting === 'call' ? (f.locals.$ret ?? null) : null;
        l.waiting = null;
        const r = ctx.svc.instruction(instr.do).run(ctx, instr, env);
        if ('next' in r) {
          l.pc++;
          return { goto: 'instruction' };
        }
        if ('stop' in r) return { done: env.vars };
        if ('ask' in r) {
          l.waiting = 'answer';
          return { ask: r.ask, into: 'answer', then: 'instruction' };
        }
        if ('run' in r) {
          l.pc++;
          const sub = programLocals(r.run, { ...env, vars: env.vars });
          return { call: PROGRAM, locals: sub, then: 'merge vars' };
        }
        l.waiting = 'call';
        return { call: r.call, locals: r.locals, then: 'instruction' };
      },
    ],
    // A nested program (if/may/repeat body) shares variables with its parent.
    [
      'merge vars',
      (_ctx, f) => {
        const l = f.locals;
        const ret = f.locals.$ret;
        if (ret && typeof ret === 'object' && !Array.isArray(ret)) l.env.vars = ret;
        return { goto: 'instruction' };
      },
    ],
  ]),
  // The instruction asks again when run again: the mark that it waits is all its asking wrote.
  reask: (frame) => {
    frame.locals.waiting = null;
  },
};
