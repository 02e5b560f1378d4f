/** A ruleset's text in the reader's language, else in English (which every localized text has). */
export function inLanguage(text: Readonly<Record<string, string>>, language: string): string {
  return text[language] ?? text.en;
}
