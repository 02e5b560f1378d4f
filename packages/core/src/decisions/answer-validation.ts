import { AnswerError } from '../contracts/errors.js';
import { AnswerSchema, type Answer, type Decision } from '../contracts/decision.js';
import type { Json } from '../contracts/json.js';
import type { GameState } from '../contracts/game-state.js';

/**
 * Validates an answer against the pending decision without touching the state, and returns
 * what the waiting procedure receives. Throws {@link AnswerError} naming the offending field.
 */
export function validateAnswer(
  state: GameState,
  player: unknown,
  raw: unknown,
): { decision: Decision; value: Json; answer: Answer } {
  if (state.result) throw new AnswerError('game-over', 'the game is over');
  const decision = state.pending;
  if (!decision) throw new AnswerError('no-pending-decision', 'no decision is pending');
  if (!Number.isInteger(player)) throw new AnswerError('malformed', 'player must be an integer', 'player');
  const answer = parseAnswer(raw);
  if (player !== decision.player)
    throw new AnswerError(
      'wrong-player',
      `decision ${decision.id} is for player ${decision.player}, not player ${player as number}`,
      'player',
    );
  if (answer.decision !== decision.id)
    throw new AnswerError(
      'stale-decision',
      `answer is for decision ${answer.decision}, pending is ${decision.id}`,
      'decision',
    );
  return { decision, value: valueFor(decision, answer), answer };
}

/**
 * The commonest answer, `{ decision, choice }` with integers, read directly: the same result as
 * {@link AnswerSchema} (a fresh object, its keys in schema order) at a small part of its cost;
 * null for anything else, which the schema then judges.
 */
function plainChoice(raw: unknown): Answer | null {
  // Stryker disable all: equivalent mutants. These lines only decline (null), and what the shortcut declines
  // the schema judges with the same result, so a mutant here changes speed, never an outcome; the line
  // below them, which accepts, is tested (answer-validation.test.ts, "a malformed answer names…").
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  let keys = 0;
  for (const k in raw) {
    if (k !== 'decision' && k !== 'choice') return null;
    keys++;
  }
  if (keys !== 2) return null;
  // Stryker restore all
  const { decision, choice } = raw as Record<string, unknown>;
  if (!Number.isSafeInteger(decision) || (decision as number) < 0 || !Number.isSafeInteger(choice)) return null;
  return { decision: decision as number, choice: choice as number };
}

/**
 * An answer as the engine records it: checked against {@link AnswerSchema}; throws {@link AnswerError} naming the
 * field.
 */
export function parseAnswer(raw: unknown): Answer {
  const plain = plainChoice(raw);
  if (plain) return plain;
  const parsed = AnswerSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // Stryker disable next-line OptionalChaining,StringLiteral: equivalent, because a failed zod parse has an issue
    throw new AnswerError('malformed', issue?.message ?? 'malformed answer', issue?.path.join('.') ?? '');
  }
  return parsed.data;
}

function valueFor(d: Decision, a: Answer): Json {
  const n = d.options.length;
  const only = (field: keyof Answer) => {
    for (const f of ['choice', 'picks', 'amounts', 'order', 'number'] as const) {
      if (f !== field && !(field === 'picks' && f === 'amounts' && d.kind === 'distribute') && a[f] !== undefined) {
        throw new AnswerError('malformed', `field "${f}" does not belong to a ${d.kind} decision`, f);
      }
    }
  };
  const inRange = (i: number, path: string) => {
    if (i < 0 || i >= n) throw new AnswerError('illegal-choice', `option ${i} does not exist (0..${n - 1})`, path);
  };
  const distinct = (xs: number[], path: string) => {
    if (new Set(xs).size !== xs.length) throw new AnswerError('illegal-choice', 'an option was picked twice', path);
  };
  switch (d.kind) {
    case 'choose': {
      only('choice');
      if (a.choice === undefined) throw new AnswerError('malformed', 'a choose decision needs "choice"', 'choice');
      inRange(a.choice, 'choice');
      return d.options[a.choice].value;
    }
    case 'select': {
      only('picks');
      const picks = a.picks;
      if (!picks) throw new AnswerError('malformed', 'a select decision needs "picks"', 'picks');
      picks.forEach((p, i) => inRange(p, `picks[${i}]`));
      distinct(picks, 'picks');
      checkCount(d, picks.length);
      return picks.map((p) => d.options[p].value);
    }
    case 'order': {
      only('order');
      const order = a.order;
      if (!order) throw new AnswerError('malformed', 'an order decision needs "order"', 'order');
      order.forEach((p, i) => inRange(p, `order[${i}]`));
      distinct(order, 'order');
      if (order.length !== n) throw new AnswerError('illegal-choice', `order must list all ${n} options`, 'order');
      return order.map((p) => d.options[p].value);
    }
    case 'distribute': {
      only('picks');
      const picks = a.picks;
      const amounts = a.amounts;
      if (!picks || !amounts)
        throw new AnswerError(
          'malformed',
          'a distribute decision needs "picks" and "amounts"',
          !picks ? 'picks' : 'amounts',
        );
      if (picks.length !== amounts.length)
        throw new AnswerError('malformed', 'picks and amounts differ in length', 'amounts');
      picks.forEach((p, i) => inRange(p, `picks[${i}]`));
      distinct(picks, 'picks');
      checkCount(d, picks.length);
      amounts.forEach((x, i) => {
        if (x < 1)
          throw new AnswerError(
            'illegal-choice',
            `every chosen target must receive at least 1 (amounts[${i}] is ${x})`,
            `amounts[${i}]`,
          );
      });
      const sum = amounts.reduce((s, x) => s + x, 0);
      if (sum !== d.total)
        throw new AnswerError('illegal-choice', `amounts must total ${d.total}, not ${sum}`, 'amounts');
      return picks.map((p, i) => ({ value: d.options[p].value, amount: amounts[i] }));
    }
    case 'number': {
      only('number');
      const x = a.number;
      if (x === undefined) throw new AnswerError('malformed', 'a number decision needs "number"', 'number');
      const { min, max } = numberBounds(d);
      if (!Number.isSafeInteger(x) || x < min || x > max)
        throw new AnswerError(
          'illegal-choice',
          `the number must be an integer from ${min} to ${max}, not ${x}`,
          'number',
        );
      return x;
    }
  }
}

/**
 * The bounds of a number decision: `min` defaults to 0 (CT-1.3.7: no negative number unless a rule allows
 * it); `max` is required, since a rule that allows any count still needs one a game can perform.
 */
export function numberBounds(d: { min?: number; max?: number }): { min: number; max: number } {
  return { min: d.min ?? 0, max: d.max ?? d.min ?? 0 };
}

function checkCount(d: Decision, count: number): void {
  const min = d.min ?? 0;
  const max = d.max ?? d.options.length;
  if (count < min || count > max)
    throw new AnswerError('illegal-choice', `pick between ${min} and ${max} options, not ${count}`, 'picks');
}
