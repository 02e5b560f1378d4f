import { useContext, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { CardView } from '@tcgkit/core';
import type { Presentation } from '../api/lobby-api';
import type { BoardInteraction } from './board-interaction';
import { CardFace } from './card-face';
import { CardDetail } from './card-detail';
import { cardTitle } from './card-text';
import { CardSurroundingsContext } from './inspect-context';
import { useT } from '../i18n/use-t';

interface Props {
  name: string;
  /** The zone's cards from its top down. */
  cards: CardView[];
  presentation: Presentation;
  interaction: BoardInteraction;
  onClose: () => void;
}

/** Every card of a pile the viewer may see (a discard pile, a trash, an extra deck), top first, in a dialog. */
export function ZoneBrowser({ name, cards, presentation, interaction, onClose }: Props) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const { words } = useContext(CardSurroundingsContext);
  // The board's detail lies under the dialog: the dialog shows its own.
  const [inspected, setInspected] = useState<CardView | null>(null);
  const surroundings = useMemo(() => ({ words, inspect: setInspected, leave: () => undefined }), [words]);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    <dialog ref={dialog} class="zone-browser" aria-label={name} onClose={onClose}>
      <h3>
        {t('board.browsing', { zone: name, count: cards.length })}
        <button type="button" class="close" aria-label={t('detail.close')} onClick={() => dialog.current?.close()}>
          ×
        </button>
      </h3>
      <CardSurroundingsContext.Provider value={surroundings}>
        <ol class="cards">
          {cards.map((c) => (
            <li key={c.id}>
              <CardFace card={c} presentation={presentation} interaction={interaction} zoneLabel={name} />
            </li>
          ))}
        </ol>
      </CardSurroundingsContext.Provider>
      {inspected && (
        <CardDetail
          card={inspected}
          presentation={presentation}
          words={words}
          title={cardTitle(inspected, presentation.presentation.face, words)}
        />
      )}
    </dialog>
  );
}
