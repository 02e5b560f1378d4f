import type { CardView, DecisionOption, PlayerView } from '@tcgkit/core';
import type { Presentation } from '../api/lobby-api';
import type { CardWords } from '../board/card-words';
import { inLanguage } from '../i18n/localized-text';

/** What the client knows to name things in an option's label, in the page's language: cards of the view and zones. */
function namesOf(view: PlayerView, presentation: Presentation, words: CardWords): Map<string, string> {
  const names = new Map<string, string>();
  for (const z of presentation.presentation.zones) names.set(z.zone, words.word(z.label));
  const add = (card: CardView) => {
    const printed = words.name(card.def);
    const current = card.characteristics[presentation.presentation.face.title];
    // The name in the page's language, unless an effect changed the card's name in play.
    const name =
      printed !== undefined && current === words.printed(card.def, presentation.presentation.face.titlePath)
        ? printed
        : current;
    if (typeof name === 'string') names.set(card.id, name);
    for (const a of card.attached) add(a);
  };
  for (const zone of Object.values(view.zones)) {
    for (const card of zone.cards ?? []) if ('id' in card) add(card);
    for (const card of zone.revealed ?? []) add(card);
  }
  return names;
}

/** The ruleset's text for an option, most precise first (see the presentation's `optionTexts`). */
function optionText(texts: Presentation['presentation']['optionTexts'], prompt: string, key: string) {
  const head = key.split(':')[0];
  return texts[`${prompt}/${key}`] ?? texts[`${prompt}/${head}`] ?? texts[`${prompt}/*`] ?? texts[key];
}

/**
 * How an option reads for a player: the ruleset's words for it when it gives them (in the page's
 * language), with `{1}`, `{2}`… the parts of its key worded; else its label with every card id, card
 * definition id and zone id the client can name replaced by the card's name or the zone's label.
 * Game-agnostic: the names come from the view and the presentation, never from game knowledge here.
 */
export function optionWords(
  view: PlayerView,
  presentation: Presentation,
  words: CardWords,
  language: string,
): (option: DecisionOption, prompt: string) => string {
  const names = namesOf(view, presentation, words);
  // A card definition's id names a card the viewer may not see yet (one in its own deck, say).
  const word = (id: string) => names.get(id) ?? words.name(id) ?? id;
  return (option, prompt) => {
    const text = optionText(presentation.presentation.optionTexts, prompt, option.key);
    if (text) {
      const parts = option.key.split(':');
      // `{-1}` is the key's last part (a key whose middle parts vary, such as a double battle's).
      return inLanguage(text, language).replace(/\{(-?\d)\}/g, (whole, i: string) => {
        const part = parts.at(Number(i));
        return part === undefined ? whole : part.split('+').map(word).join(', ');
      });
    }
    return option.label.replace(/[\w-]+/g, word);
  };
}
