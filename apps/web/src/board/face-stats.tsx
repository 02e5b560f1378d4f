import type { CardView } from '@tcgkit/core';
import type { Presentation } from '../api/lobby-api';
import type { CardWords } from './card-words';
import { useT } from '../i18n/use-t';

/** Whether a stat is not shown on this card (no ATK on an event card). */
function hidden(card: CardView, hideFor: { key: string; values: string[] } | undefined): boolean {
  if (!hideFor) return false;
  const value = card.characteristics[hideFor.key];
  const list = Array.isArray(value) ? value : [value];
  return list.some((v) => typeof v === 'string' && hideFor.values.includes(v));
}

/**
 * A face's stats and counters: each stat's value (with what is left after its counter, as
 * "120/200"), marked when an effect changed it from the printed value; counters that are not zero.
 */
export function FaceStats({
  card,
  presentation,
  words,
}: {
  card: CardView;
  presentation: Presentation;
  words: CardWords;
}) {
  const t = useT();
  const face = presentation.presentation.face;
  const printed = presentation.printed[card.def] ?? {};
  return (
    <span class="card-stats">
      {face.stats.map((stat) => {
        const value = card.characteristics[stat.key];
        if (typeof value !== 'number' || hidden(card, stat.hideFor)) return null;
        const changed = stat.key in printed && printed[stat.key] !== value;
        const left = stat.left ? value - (card.counters[stat.left] ?? 0) : value;
        return (
          <span
            key={stat.key}
            class={changed ? 'stat changed' : 'stat'}
            data-stat={stat.key}
            title={changed ? t('board.printed', { value: printed[stat.key] }) : undefined}
          >
            {words.word(stat.label)} {left !== value ? `${left}/${value}` : value}
            {changed && <span aria-label={t('board.changedFrom', { value: printed[stat.key] })}>*</span>}
          </span>
        );
      })}
      {face.counters.map((counter) =>
        card.counters[counter.key] ? (
          <span key={counter.key} class="counter">
            {words.word(counter.label)} {card.counters[counter.key]}
          </span>
        ) : null,
      )}
    </span>
  );
}
