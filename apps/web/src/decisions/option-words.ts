import type { CardView, DecisionOption, PlayerView } from '@tcgkit/core';
import type { Presentation } from '../api/lobby-api';

/** What the client knows to name things in an option's label: cards of the view and zones of the ruleset. */
function namesOf(view: PlayerView, presentation: Presentation['presentation']): Map<string, string> {
  const names = new Map<string, string>();
  for (const z of presentation.zones) names.set(z.zone, z.label);
  const add = (card: CardView) => {
    const name = card.characteristics[presentation.face.title];
    if (typeof name === 'string') {
      names.set(card.id, name);
      names.set(card.def, name);
    }
    for (const a of card.attached) add(a);
  };
  for (const zone of Object.values(view.zones)) {
    for (const card of zone.cards ?? []) if ('id' in card) add(card);
    for (const card of zone.revealed ?? []) add(card);
  }
  return names;
}

/**
 * How an option reads for a player: the ruleset's words for its key when it gives them (in the
 * page's language), else its label with every card id, card definition id and zone id the client
 * can name replaced by the card's name or the zone's label. Game-agnostic: the names come from the
 * view and the presentation, never from game knowledge here.
 */
export function optionWords(
  view: PlayerView,
  presentation: Presentation['presentation'],
  language: string,
): (option: DecisionOption) => string {
  const names = namesOf(view, presentation);
  return (option) => {
    const text = presentation.optionTexts[option.key];
    if (text) return text[language] ?? text.en;
    return option.label.replace(/[\w-]+/g, (word) => names.get(word) ?? word);
  };
}
