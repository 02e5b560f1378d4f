import { AnswerError, type Answer, type Decision, type GameState } from '@tcgkit/core';
import { isCardRef, resolveCardRef } from './card-ref.js';
import type { ScenarioStep } from './scenario-schema.js';

/** A step that could not be turned into an answer (the scenario, not the engine, is wrong). */
export class StepError extends Error {
  override readonly name = 'StepError';
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Finds the option an entry names: a card reference (its object id is the option value or value.card)
 * or an option key (exact, then prefix).
 */
function optionIndex(state: GameState, d: Decision, entry: string, field: string): number {
  const exact = d.options.findIndex((o) => o.key === entry);
  if (exact >= 0) return exact;
  // Only an entry whose zone exists is read as a card reference (`play:ping` is an option key).
  if (isCardRef(entry) && (/^o\d+$/.test(entry) || state.zones[entry.split(/[:[]/)[0]] !== undefined)) {
    let id: string | null = null;
    try {
      id = resolveCardRef(state, entry);
    } catch (e) {
      // Not a card now: fall through to key prefixes, and report the reference if nothing matches.
      if (!d.options.some((o) => o.key.startsWith(entry))) throw new StepError(field, (e as Error).message);
    }
    const i =
      id === null
        ? -1
        : d.options.findIndex(
            (o) =>
              o.value === id ||
              o.key === id ||
              (o.value !== null &&
                typeof o.value === 'object' &&
                !Array.isArray(o.value) &&
                (o.value as Record<string, unknown>).card === id),
          );
    if (i >= 0) return i;
    if (id !== null)
      throw new StepError(
        field,
        `${entry} (${id}) is not one of the options (${d.options.map((o) => o.key).join(', ')})`,
      );
  }
  const prefixed = d.options.filter((o) => o.key.startsWith(entry));
  if (prefixed.length === 1) return d.options.indexOf(prefixed[0]);
  const keys = d.options.map((o) => o.key).join(', ');
  throw new StepError(
    field,
    prefixed.length > 1
      ? `"${entry}" matches several options: ${prefixed.map((o) => o.key).join(', ')}`
      : `no option "${entry}" (options: ${keys})`,
  );
}

/** Turns a scenario step into an answer to the pending decision. */
export function answerFor(state: GameState, step: ScenarioStep): Answer {
  const d = state.pending;
  if (!d) throw new StepError('', state.result ? 'the game is over' : 'no decision is pending');
  const key = step.choose ?? step.action;
  if (key !== undefined)
    return { decision: d.id, choice: optionIndex(state, d, key, step.choose !== undefined ? 'choose' : 'action') };
  if (step.select)
    return { decision: d.id, picks: step.select.map((e, i) => optionIndex(state, d, e, `select[${i}]`)) };
  if (step.order) return { decision: d.id, order: step.order.map((e, i) => optionIndex(state, d, e, `order[${i}]`)) };
  if (step.distribute) {
    return {
      decision: d.id,
      picks: step.distribute.map((x, i) => optionIndex(state, d, x.target, `distribute[${i}].target`)),
      amounts: step.distribute.map((x) => x.amount),
    };
  }
  if (step.number !== undefined) return { decision: d.id, number: step.number };
  if (step.answer) return { decision: d.id, ...step.answer };
  throw new StepError('', 'the step gives no answer');
}

export { AnswerError };
