import type { CardView } from '@tcgkit/core';
import type { Presentation } from '../api/lobby-api';
import type { BoardInteraction } from './board-interaction';
import type { PlacedZone } from './board-layout';
import { CardBack, CardFace } from './card-face';
import { useT } from '../i18n/use-t';

interface Props {
  zone: PlacedZone;
  presentation: Presentation;
  interaction: BoardInteraction;
  ownerName: string;
}

const isVisible = (c: CardView | { hidden: true }): c is CardView => !('hidden' in c);

/**
 * One zone: its label and count, and its cards — every card when spread, only the last one when a
 * pile (unless the pending decision offers a card in it). A zone whose cards are hidden shows backs.
 */
export function ZoneArea({ zone, presentation, interaction, ownerName }: Props) {
  const { view } = zone;
  const t = useT();
  const cards = view.cards ?? [];
  const offersCard = cards.some((c) => isVisible(c) && interaction.legal.has(c.id));
  const shown = zone.layout === 'pile' && !offersCard ? cards.slice(-1) : cards;
  const hiddenCount = view.cards === undefined ? view.count : 0;
  const name = ownerName ? t('board.zoneOf', { zone: zone.label, owner: ownerName }) : zone.label;
  return (
    <section class={`zone zone-${zone.layout}`} aria-label={name} data-zone={zone.key}>
      <h3>
        {zone.label} <span class="count">{view.count}</span>
      </h3>
      <ul class="cards">
        {shown.map((c, i) => (
          <li key={isVisible(c) ? c.id : `hidden-${i}`}>
            {isVisible(c) ? (
              <CardFace card={c} presentation={presentation} interaction={interaction} zoneLabel={name} />
            ) : (
              <CardBack />
            )}
          </li>
        ))}
        {hiddenCount > 0 && (
          <li>
            <CardBack />
          </li>
        )}
        {(view.revealed ?? []).map((c) => (
          <li key={c.id} class="revealed">
            <CardFace
              card={c}
              presentation={presentation}
              interaction={interaction}
              zoneLabel={t('board.revealed', { zone: name })}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
