import { i18n } from '../i18n/i18n';
import type { Templates } from '../log/story-text';
import { inLanguage } from '../i18n/localized-text';

/**
 * A prompt in the player's words: the ruleset's text for the prompt key in the page's language
 * (English when it has none in it); a prompt that is already a sentence (a card's own question) as
 * it is; any other key as the general "Your choice", never the key itself.
 */
export function promptWords(prompt: string, prompts: Templates, language: string): string {
  const text = prompts[prompt];
  if (text) return inLanguage(text, language);
  return /\s/.test(prompt) ? prompt : i18n.t('decision.yourChoice');
}
