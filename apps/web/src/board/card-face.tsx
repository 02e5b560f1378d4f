import type { CardView } from '@tcgkit/core';
import type { Presentation } from '../api/lobby-api';
import type { BoardInteraction } from './board-interaction';
import { cardTitle, statusWords } from './card-text';
import { useT } from '../i18n/use-t';

interface Props {
  card: CardView;
  presentation: Presentation;
  interaction: BoardInteraction;
  zoneLabel: string;
}

/**
 * A card as the ruleset's face description shows it: name, stats (marked when an effect changed
 * them from the printed value), counters, status words and the cards attached to it. A card that
 * stands for options of the pending decision is a highlighted button.
 */
export function CardFace({ card, presentation, interaction, zoneLabel }: Props) {
  const t = useT();
  const face = presentation.presentation.face;
  const title = cardTitle(card, face);
  const printed = presentation.printed[card.def] ?? {};
  const legal = interaction.legal.get(card.id);
  const picked = legal?.some((i) => interaction.picked.has(i)) ?? false;
  const subtitle = face.subtitle ? card.characteristics[face.subtitle] : undefined;
  const body = (
    <>
      <span class="card-title">{title}</span>
      {typeof subtitle === 'string' && <span class="card-sub">{subtitle}</span>}
      <span class="card-stats">
        {face.stats.map((stat) => {
          const value = card.characteristics[stat.key];
          if (typeof value !== 'number') return null;
          const changed = stat.key in printed && printed[stat.key] !== value;
          return (
            <span
              key={stat.key}
              class={changed ? 'stat changed' : 'stat'}
              title={changed ? t('board.printed', { value: printed[stat.key] }) : undefined}
            >
              {stat.label} {value}
              {changed && <span aria-label={t('board.changedFrom', { value: printed[stat.key] })}>*</span>}
            </span>
          );
        })}
        {face.counters.map((counter) =>
          card.counters[counter.key] ? (
            <span key={counter.key} class="counter">
              {counter.label} {card.counters[counter.key]}
            </span>
          ) : null,
        )}
      </span>
      {statusWords(card, face).map((word) => (
        <span key={word} class="status">
          {word}
        </span>
      ))}
    </>
  );
  const label = `${title} (${zoneLabel})`;
  return (
    <div class={`card${legal ? ' legal' : ''}${picked ? ' picked' : ''}`} data-card={card.id}>
      {legal ? (
        <button
          type="button"
          class="card-body"
          aria-label={label}
          aria-pressed={picked}
          onClick={() => interaction.onCard(card.id)}
        >
          {body}
        </button>
      ) : (
        <div class="card-body" role="group" aria-label={label} onClick={() => interaction.onOtherCard(card.id)}>
          {body}
        </div>
      )}
      {card.attached.length > 0 && (
        <ul class="attached" aria-label={t('board.attachedOf', { attached: face.attachedLabel, card: title })}>
          {card.attached.map((a) => (
            <li key={a.id}>
              <CardFace
                card={a}
                presentation={presentation}
                interaction={interaction}
                zoneLabel={t('board.attachedOf', { attached: face.attachedLabel, card: title })}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The back of a card a player may not see. */
export function CardBack() {
  const t = useT();
  return (
    <div class="card back" role="img" aria-label={t('board.faceDown')}>
      <span class="card-body" />
    </div>
  );
}
