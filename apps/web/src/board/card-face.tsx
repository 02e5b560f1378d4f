import { useContext } from 'preact/hooks';
import type { CardView } from '@tcgkit/core';
import type { Presentation } from '../api/lobby-api';
import type { BoardInteraction } from './board-interaction';
import { cardTitle, isFaceDown, statusWords } from './card-text';
import { CardSurroundingsContext } from './inspect-context';
import { longPress } from './long-press';
import { SymbolMarks } from './symbol-marks';
import { FaceStats } from './face-stats';
import { useT } from '../i18n/use-t';

interface Props {
  card: CardView;
  presentation: Presentation;
  interaction: BoardInteraction;
  zoneLabel: string;
}

/** The colour of a card face: the symbol its colour characteristic names (a Pokémon's type). */
function faceColour(card: CardView, presentation: Presentation): string | undefined {
  const detail = presentation.presentation.detail;
  if (!detail.colour) return undefined;
  const value = card.characteristics[detail.colour];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? detail.symbols[first]?.colour : undefined;
}

/**
 * A card as the ruleset's face description shows it — what a player scans for: name, type colour,
 * stats (what is left, marked when an effect changed them), counters, statuses, and the cards
 * attached to it (Energy as symbols). Hover, keyboard focus or a long press opens its detail. A
 * card that stands for options of the pending decision is a highlighted button.
 */
export function CardFace({ card, presentation, interaction, zoneLabel }: Props) {
  const { words, inspect, leave } = useContext(CardSurroundingsContext);
  const face = presentation.presentation.face;
  const title = cardTitle(card, face, words);
  const down = isFaceDown(card, face);
  const legal = interaction.legal.get(card.id);
  const picked = legal?.some((i) => interaction.picked.has(i)) ?? false;
  const subtitle = face.subtitle ? card.characteristics[face.subtitle] : undefined;
  const colour = faceColour(card, presentation);
  const attachedLabel = words.word(face.attachedLabel);
  const body = (
    <>
      <span class="card-title">{title}</span>
      {/* A face-down card's stats are a face-down card's: not shown, nor marked as changed. */}
      {!down && typeof subtitle === 'string' && (
        <span class="card-sub">{words.word(face.subtitleValues?.[subtitle] ?? subtitle)}</span>
      )}
      {!down && <FaceStats card={card} presentation={presentation} words={words} />}
      {statusWords(card, face, words).map((word) => (
        <span key={word} class="status">
          {word}
        </span>
      ))}
    </>
  );
  const label = `${title} (${zoneLabel})`;
  const glance = () => inspect(card, 'glance');
  const close = () => leave(card);
  const press = longPress(() => inspect(card, 'pinned'));
  const style = colour ? { borderTopColor: colour } : undefined;
  return (
    <div
      class={['card', legal && 'legal', picked && 'picked', down && 'face-down', colour && 'coloured']
        .filter(Boolean)
        .join(' ')}
      data-card={card.id}
      style={style}
      // Hover opens the detail for a mouse only: a tap on a phone plays the card (a long press reads it).
      onPointerEnter={(e: PointerEvent) => e.pointerType === 'mouse' && glance()}
      onPointerLeave={(e: PointerEvent) => e.pointerType === 'mouse' && close()}
    >
      {legal ? (
        <button
          type="button"
          class="card-body"
          aria-pressed={picked}
          onFocus={glance}
          onBlur={close}
          {...press}
          onClick={() => interaction.onCard(card.id)}
        >
          {body}
          {/* The name a button is read by must hold its visible text (axe: label-content-name-mismatch). */}
          <span class="sr-only"> ({zoneLabel})</span>
        </button>
      ) : (
        <div
          class="card-body"
          role="group"
          tabIndex={0}
          aria-label={label}
          onFocus={glance}
          onBlur={close}
          {...press}
          onClick={() => interaction.onOtherCard(card.id)}
        >
          {body}
        </div>
      )}
      {card.attached.length > 0 && (
        <AttachedCards
          card={card}
          title={title}
          label={attachedLabel}
          presentation={presentation}
          interaction={interaction}
        />
      )}
    </div>
  );
}

/** The cards attached to a card: those the ruleset draws as symbols (Energy) in one row, the others as faces. */
function AttachedCards({
  card,
  title,
  label,
  presentation,
  interaction,
}: {
  card: CardView;
  title: string;
  label: string;
  presentation: Presentation;
  interaction: BoardInteraction;
}) {
  const t = useT();
  const { words } = useContext(CardSurroundingsContext);
  const detail = presentation.presentation.detail;
  const key = detail.attachedSymbols;
  const asSymbol = (a: CardView) =>
    key !== undefined && a.characteristics[key] !== undefined && !interaction.legal.has(a.id);
  const symbols = card.attached.filter(asSymbol);
  const faces = card.attached.filter((a) => !asSymbol(a));
  const group = t('board.attachedOf', { attached: label, card: title });
  return (
    <>
      {symbols.length > 0 && key && (
        <p class="attached-symbols" aria-label={group}>
          {symbols.map((a) => (
            <SymbolMarks key={a.id} values={a.characteristics[key]} symbols={detail.symbols} words={words} />
          ))}
        </p>
      )}
      {faces.length > 0 && (
        <ul class="attached" aria-label={group}>
          {faces.map((a) => (
            <li key={a.id}>
              <CardFace card={a} presentation={presentation} interaction={interaction} zoneLabel={group} />
            </li>
          ))}
        </ul>
      )}
    </>
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
