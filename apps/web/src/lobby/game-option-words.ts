import type { RulesetInfo } from '../api/lobby-api';
import { displayValue } from '../board/display-value';
import { i18n } from '../i18n/i18n';
import { inLanguage } from '../i18n/localized-text';

type Words = RulesetInfo['optionWords'][string];

/** An option's name for players: the ruleset's words for it, else its key. */
export function optionName(words: Words | undefined, key: string, language: string): string {
  return words ? inLanguage(words.label, language) : key;
}

/** A value of an option for players: the ruleset's word for it, yes/no for a switch, else the value itself. */
export function optionValueWord(words: Words | undefined, value: unknown, language: string): string {
  const own = words?.values[String(value)];
  if (own) return inLanguage(own, language);
  if (typeof value === 'boolean') return i18n.t(value ? 'lobby.yes' : 'lobby.no', { lng: language });
  return displayValue(value);
}

/** A table's options in a line of words (`Rules of the era: Diamond & Pearl`), in the ruleset's words. */
export function optionsLine(ruleset: RulesetInfo | undefined, options: Record<string, unknown>, language: string) {
  return Object.entries(options)
    .map(([key, value]) => {
      const words = ruleset?.optionWords[key];
      return `${optionName(words, key, language)}: ${optionValueWord(words, value, language)}`;
    })
    .join(', ');
}

/** A sample deck's name for players: the ruleset's words for it, else its name in the data. */
export function deckName(ruleset: RulesetInfo, name: string, language: string): string {
  const words = ruleset.sampleDeckNames[name];
  return words ? inLanguage(words, language) : name;
}
