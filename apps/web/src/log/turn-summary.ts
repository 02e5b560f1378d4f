import type { TurnSummaryItem } from '@tcgkit/core';
import type { LogLine } from '../game/game-state';
import { templateKeys } from './story-text';
import { inLanguage } from '../i18n/localized-text';

/**
 * A turn in a few figures, as the ruleset's summary items count them ("Energy attached: 1 · Damage
 * dealt: 60"): each item's stories counted, or its number added up, in the page's language; items
 * at 0 are left out. Game-agnostic: the kinds and words are the ruleset's.
 */
export function turnSummary(lines: readonly LogLine[], items: readonly TurnSummaryItem[], language: string): string[] {
  const figures: string[] = [];
  for (const item of items) {
    let n = 0;
    for (const line of lines) {
      const story = line.story;
      if (!story || !templateKeys(story.kind).some((k) => item.kinds.includes(k))) continue;
      n += item.sum ? (story.numbers?.[item.sum] ?? 0) : 1;
    }
    if (n !== 0) figures.push(inLanguage(item.text, language).replace('{n}', String(n)));
  }
  return figures;
}
