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
  };
}

/**
 * Rebuilds the decision that the top frame of a restored state is waiting on, by running its
 * asking step (`locals.$asked`, written when it asked) again, and says what differs from
 * `expected` (null when it is the same decision). A saved game is untrusted input: without this,
 * a forged option (say, a card from the deck offered as if it were in the hand) would be restored
 * and carried out.
 *
 * An asking step only asks (it reads the state and may set its locals to what it would set again),
 * so it runs on the state with copies of its own frame, the random generator and the counters
 * (the fuzzer checks that a restored state saves back byte for byte). `filter` applies what the
 * engine applies to a fresh decision (the options a loop has barred).
 */
export function rebuildPendingProblem(
  state: GameState,
  expected: Decision,
  svc: CoreServices,
  filter: (copy: GameState) => void,
): string | null {
  const top = state.stack[state.stack.length - 1];
  if (!top) return 'a decision is pending but no procedure is waiting for it';
  const { $into: into, $asked: at, ...locals } = top.locals;
  if (typeof into !== 'string') return `the waiting procedure ${top.proc} has no answer slot ($into)`;
  let proc: ProcedureDefinition;
  try {
    proc = svc.procedure(top.proc);
  } catch {
    return `the waiting procedure ${top.proc} is not one of this ruleset's`;
  }
  if (typeof at !== 'number' || !Number.isInteger(at) || at < 0 || at >= proc.steps.length)
    return `the waiting procedure ${top.proc} does not say which of its steps asked ($asked)`;
  const step = proc.steps[at];
  const frame = { proc: top.proc, step: at, locals: cloneJson(locals) };
  proc.reask?.(frame);
  let r;
  // Run on the restored state itself, with its own frame, random generator and counters swapped
  // for copies and put back after: the characteristics the step reads are then cached for the
  // game's next use instead of computed for a throw-away copy.
  const kept = { pending: state.pending, rng: state.rng, seq: state.seq };
  const last = state.stack.length - 1;
  state.pending = null;
  state.stack[last] = frame;
  state.rng = [...state.rng];
  state.seq = { ...state.seq };
  try {
    r = step.run({ state, svc, sink: NULL_SINK }, frame);
  } catch (e) {
    return `${proc.id} / ${step.name} fails when run again (${e instanceof Error ? e.message : String(e)})`;
  } finally {
    state.stack[last] = top;
    Object.assign(state, kept);
  }
  if (!('ask' in r)) return `${proc.id} / ${step.name} does not ask when run again`;
  const then = r.then === undefined ? at + 1 : proc.steps.findIndex((s) => s.name === r.then);
  if (r.into !== into || then !== top.step)
    return `${proc.id} / ${step.name} asks into another slot or goes on elsewhere`;
  const rebuilt: GameState = { ...state, pending: { ...r.ask, params: r.ask.params ?? {}, id: expected.id } };
  filter(rebuilt);
  if (!jsonEqual(asked(rebuilt.pending!), asked(expected)))
    return `${proc.id} / ${step.name} asks "${r.ask.prompt}" with other options or fields`;
  return null;
}
