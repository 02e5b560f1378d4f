import type { RunContext } from '../../contracts/ruleset-parts.js';
import type { EvalContext } from '../../contracts/eval-context.js';
import type { ObjectId, PlayerId } from '../../contracts/ids.js';

/**
 * The context for evaluating a card's own text with that card as itself: `self` and `source` are
 * the card (null: no card, e.g. a rule's condition), `controller` the player it is evaluated for,
 * characteristics read through the layer engine; `more` adds an event, variables or a card in
 * question. Conditions of playing, activating, replacing and choosing are all evaluated this way.
 */
export function cardContext(
  ctx: RunContext,
  card: ObjectId | null,
  controller: PlayerId,
  more: Pick<EvalContext, 'card' | 'event' | 'vars'> = {},
): EvalContext {
  return {
    state: ctx.state,
    self: card,
    source: card,
    controller,
    ...more,
    characteristics: (id) => ctx.svc.layers.view(ctx.state, id),
  };
}
