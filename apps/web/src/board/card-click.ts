import type { Decision } from '@tcgkit/core';
import type { AnswerFn } from '../decisions/answer-fn';
import type { Draft } from '../decisions/use-draft';

/**
 * What clicking a highlighted card does for the pending decision: a card standing for one option
 * of a `choose` answers it; a card standing for several opens a menu of them; in a `select` the
 * card toggles its (first) option's pick. Other kinds are answered with their widgets.
 */
export function clickCard(
  decision: Decision,
  card: string,
  options: readonly number[],
  draft: Draft,
  answer: AnswerFn,
) {
  if (decision.kind === 'choose') {
    if (options.length === 1) answer({ decision: decision.id, choice: options[0] });
    else draft.setMenu({ card, options: [...options] });
  } else if (decision.kind === 'select') draft.toggle(options.find((i) => draft.picked.has(i)) ?? options[0]);
}
