import type { GameState } from '../contracts/game-state.js';
import type { Decision, DecisionRequest } from '../contracts/decision.js';
import type { Json } from '../contracts/json.js';
import type { CoreServices, ProcedureDefinition } from '../contracts/ruleset-parts.js';
import { cloneJson } from '../contracts/json.js';
import { jsonEqual } from '../contracts/json-equal.js';
import { NULL_SINK } from '../contracts/event-sink.js';

/** What a pending decision is compared on: everything but its id. */
function asked(d: DecisionRequest): Json {
  return cloneJson({
    player: d.player,
    kind: d.kind,
    prompt: d.prompt,
    params: d.params ?? {},
    rule: d.rule,
    options: d.options,
    min: d.min ?? null,
    max: d.max ?? null,
    total: d.total ?? null,
  }) as unknown as Json;
}

/**
 * Rebuilds the decision that the top frame of a restored state is waiting on, by running its
 * asking step again on a copy of the state, and says what differs from `expected` (null when it
 * is the same decision). A saved game is untrusted input: without this, a forged option (say, a
 * card from the deck offered as if it were in the hand) would be restored and carried out.
 *
 * The asking step is the one whose ask continues at the frame's current step: the step before
 * it (an ask without `then`) is tried first, then every other step of the procedure.
 * `filter` applies what the engine applies to a fresh decision (options barred by a loop).
 */
export function rebuildPendingProblem(
  state: GameState,
  expected: Decision,
  svc: CoreServices,
  filter: (copy: GameState) => void,
): string | null {
  const top = state.stack[state.stack.length - 1];
  if (!top) return 'a decision is pending but no procedure is waiting for it';
  const into = top.locals.$into;
  if (typeof into !== 'string') return `the waiting procedure ${top.proc} has no answer slot ($into)`;
  let proc: ProcedureDefinition;
  try {
    proc = svc.procedure(top.proc);
  } catch {
    return `the waiting procedure ${top.proc} is not one of this ruleset's`;
  }
  const candidates = [top.step - 1, ...proc.steps.keys()].filter((i, k, all) => i >= 0 && all.indexOf(i) === k);
  const want = asked(expected);
  let seen: string | null = null;
  for (const index of candidates) {
    const copy = cloneJson(state);
    copy.pending = null;
    const frame = copy.stack[copy.stack.length - 1];
    delete frame.locals.$into;
    proc.reask?.(frame);
    frame.step = index;
    let r;
    try {
      r = proc.steps[index].run({ state: copy, svc, sink: NULL_SINK }, frame);
    } catch {
      continue;
    }
    if (!('ask' in r) || r.into !== into) continue;
    const then = r.then === undefined ? index + 1 : proc.steps.findIndex((s) => s.name === r.then);
    if (then !== top.step) continue;
    copy.pending = { ...r.ask, params: r.ask.params ?? {}, id: expected.id };
    filter(copy);
    if (jsonEqual(asked(copy.pending), want)) return null;
    seen ??= `${proc.id} / ${proc.steps[index].name} asks "${r.ask.prompt}" with other options or fields`;
  }
  return seen ?? `no step of ${proc.id} asks this decision from this state`;
}
