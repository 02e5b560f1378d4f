import type { GameState } from '../contracts/game-state.js';
import type { Decision, DecisionRequest } from '../contracts/decision.js';
import type { Json } from '../contracts/json.js';
import type { CoreServices, ProcedureDefinition } from '../contracts/ruleset-parts.js';
import { cloneJson } from '../contracts/json.js';
import { jsonEqual } from '../contracts/json-equal.js';
import { NULL_SINK } from '../contracts/event-sink.js';

/** What a pending decision is compared on: everything but its id. */
function asked(d: DecisionRequest): Json {
  return {
    player: d.player,
    kind: d.kind,
    prompt: d.prompt,
    params: d.params ?? {},
    rule: d.rule,
    options: d.options as unknown as Json,
    min: d.min ?? null,
    max: d.max ?? null,
    total: d.total ?? null,
    simultaneous: d.simultaneous ?? false,
  };
}

/**
 * Asks the pending decision of a state again: runs the asking step of the top frame
 * (`locals.$asked`, written when it asked) on the state, with copies of its frame, the random
 * generator and the counters (put back after), and returns the decision it asks now with the id
 * `id` — or what is wrong. An asking step only asks (it reads the state and may set its locals to
 * what it would set again). `filter` applies what the engine applies to a fresh decision (the
 * options a loop has barred).
 */
export function askAgain(
  state: GameState,
  id: number,
  svc: CoreServices,
  filter: (copy: GameState) => void,
): { decision: Decision } | { problem: string } {
  const top = state.stack[state.stack.length - 1];
  if (!top) return { problem: 'a decision is pending but no procedure is waiting for it' };
  const { $into: into, $asked: at, ...locals } = top.locals;
  if (typeof into !== 'string') return { problem: `the waiting procedure ${top.proc} has no answer slot ($into)` };
  let proc: ProcedureDefinition;
  try {
    proc = svc.procedure(top.proc);
  } catch {
    return { problem: `the waiting procedure ${top.proc} is not one of this ruleset's` };
  }
  if (typeof at !== 'number' || !Number.isInteger(at) || at < 0 || at >= proc.steps.length)
    return { problem: `the waiting procedure ${top.proc} does not say which of its steps asked ($asked)` };
  const step = proc.steps[at];
  const frame = { proc: top.proc, step: at, locals: cloneJson(locals) };
  proc.reask?.(frame);
  let r;
  // Run on the state itself, with its own frame, random generator and counters swapped for copies
  // and put back after: the characteristics the step reads are then cached for the game's next
  // use instead of computed for a throw-away copy.
  const kept = { pending: state.pending, rng: state.rng, seq: state.seq };
  const last = state.stack.length - 1;
  state.pending = null;
  state.stack[last] = frame;
  state.rng = [...state.rng];
  state.seq = { ...state.seq };
  try {
    r = step.run({ state, svc, sink: NULL_SINK }, frame);
  } catch (e) {
    return {
      problem: `${proc.id} / ${step.name} fails when run again (${e instanceof Error ? e.message : String(e)})`,
    };
  } finally {
    state.stack[last] = top;
    Object.assign(state, kept);
  }
  if (!('ask' in r)) return { problem: `${proc.id} / ${step.name} does not ask when run again` };
  const then = r.then === undefined ? at + 1 : proc.steps.findIndex((s) => s.name === r.then);
  if (r.into !== into || then !== top.step)
    return { problem: `${proc.id} / ${step.name} asks into another slot or goes on elsewhere` };
  const rebuilt: GameState = { ...state, pending: { ...r.ask, params: r.ask.params ?? {}, id } };
  filter(rebuilt);
  return { decision: rebuilt.pending! };
}

/**
 * Rebuilds the decision that the top frame of a restored state is waiting on (see
 * {@link askAgain}) and says what differs from `expected` (null when it is the same decision). A
 * saved game is untrusted input: without this, a forged option (say, a card from the deck offered
 * as if it were in the hand) would be restored and carried out.
 */
export function rebuildPendingProblem(
  state: GameState,
  expected: Decision,
  svc: CoreServices,
  filter: (copy: GameState) => void,
): string | null {
  const again = askAgain(state, expected.id, svc, filter);
  if ('problem' in again) return again.problem;
  if (!jsonEqual(asked(again.decision), asked(expected))) {
    const top = state.stack[state.stack.length - 1];
    const step = svc.procedure(top.proc).steps[top.locals.$asked as number];
    return `${top.proc} / ${step.name} asks "${again.decision.prompt}" with other options or fields`;
  }
  return null;
}
