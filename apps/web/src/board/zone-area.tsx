import { useContext, useState } from 'preact/hooks';
import type { CardView } from '@tcgkit/core';
import type { Presentation } from '../api/lobby-api';
import type { BoardInteraction } from './board-interaction';
import type { PlacedZone } from './board-layout';
import { CardBack, CardFace } from './card-face';
import { CardSurroundingsContext } from './inspect-context';
import { cardsInZone } from './player-facts';
import { ZoneBrowser } from './zone-browser';
import { useT } from '../i18n/use-t';

interface Props {
  zone: PlacedZone;
  presentation: Presentation;
  interaction: BoardInteraction;
  ownerName: string;
}

const isVisible = (c: CardView | { hidden: true }): c is CardView => !('hidden' in c);

/**
 * One zone: its label and how many cards it holds (attached cards are with their host, not
 * counted again), and its cards — every card when spread; a pile shows its top card by the
 * ruleset's order (every card while the pending decision offers one in it) and, when the viewer
 * may see its cards, opens to be browsed in order. A zone whose cards are hidden shows backs.
 */
export function ZoneArea({ zone, presentation, interaction, ownerName }: Props) {
  const { view } = zone;
  const t = useT();
  const { words } = useContext(CardSurroundingsContext);
  const [browsing, setBrowsing] = useState(false);
  const cards = view.cards ?? [];
  const offersCard = cards.some((c) => isVisible(c) && interaction.legal.has(c.id));
  const topFirst = zone.top === 'first';
  const pileTop = topFirst ? cards.slice(0, 1) : cards.slice(-1);
  const shown = zone.layout === 'pile' && !offersCard ? pileTop : cards;
  const hiddenCount = view.cards === undefined || (cards.length === 0 && view.count > 0) ? view.count : 0;
  const label = words.word(zone.label);
  const name = ownerName ? t('board.zoneOf', { zone: label, owner: ownerName }) : label;
  const count = cardsInZone(view);
  const browsable = zone.layout === 'pile' && cards.length > 1 && cards.every(isVisible);
  return (
    <section class={`zone zone-${zone.layout}`} aria-label={name} data-zone={zone.key}>
      <h3>
        {label} <span class="count">{count}</span>
        {browsable && (
          <button
            type="button"
            class="browse"
            aria-label={t('board.browse', { zone: name, count })}
            onClick={() => setBrowsing(true)}
          >
            {t('board.browseShort')}
          </button>
        )}
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
        {hiddenCount > 0 && shown.length === 0 && (
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
      {browsing && (
        <ZoneBrowser
          name={name}
          cards={(topFirst ? cards : [...cards].reverse()).filter(isVisible)}
          presentation={presentation}
          interaction={interaction}
          onClose={() => setBrowsing(false)}
        />
      )}
    </section>
  );
}
