import { useEffect, useState } from 'preact/hooks';
import type { Presentation } from '../api/lobby-api';
import type { GameSnapshot } from '../game/game-state';
import { LogPanel } from '../log/log-panel';
import { actorName } from '../log/story-text';
import { promptWords } from '../decisions/prompt-words';
import { currentLanguage, useT } from '../i18n/use-t';

interface Props {
  snapshot: GameSnapshot;
  presentation: Presentation;
}

/** Object ids as the server writes them; anything else is never put into a selector. */
const SAFE_ID = /^[\w-]{1,64}$/;
/** The class of the card the newest action of the log was about. */
const ACTED = 'just-acted';

/**
 * The game told to the player: the log, an `aria-live` region that announces each new decision and
 * each action of another player as it is shown, the card of the newest action highlighted on the
 * board, and a document title that says whose turn it is.
 */
export function GameStory({ snapshot, presentation }: Props) {
  const t = useT();
  const own = snapshot.seat;
  const view = snapshot.view;
  const seats = view?.players.length ?? 2;
  const [announcement, setAnnouncement] = useState('');
  const [acted, setActed] = useState<string[]>([]);
  const { logTemplates, prompts, ruleTitles, turnSummary } = presentation.presentation;
  const decision = snapshot.decision;

  useEffect(() => {
    if (decision) setAnnouncement(promptWords(decision.prompt, prompts, currentLanguage()));
  }, [decision?.id]);

  // Whose move it is: the player deciding now (both bid at once in some games), else whose turn it is.
  const turnPlayer = decision ? own : (view?.pending?.player ?? view?.turn.activePlayer);
  useEffect(() => {
    const whose = view?.result
      ? t('story.titleOver')
      : turnPlayer === undefined || turnPlayer === null
        ? null
        : turnPlayer === own
          ? t('story.titleYourTurn')
          : t('story.titleTurnOf', { player: actorName(turnPlayer, own, seats) });
    document.title = whose ? `${whose} — tcgkit` : 'tcgkit';
  }, [turnPlayer, own, seats, view?.result, currentLanguage()]);
  useEffect(
    () => () => {
      document.title = 'tcgkit';
    },
    [],
  );

  // The card of the newest action is outlined on the board (a class, not a style element: the CSP forbids those).
  useEffect(() => {
    const marked = acted
      .filter((id) => SAFE_ID.test(id))
      .flatMap((id) => [...document.querySelectorAll(`[data-card="${id}"]`)]);
    for (const el of marked) el.classList.add(ACTED);
    return () => {
      for (const el of marked) el.classList.remove(ACTED);
    };
  }, [acted, view]);

  return (
    <>
      <p class="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      <LogPanel
        lines={snapshot.log}
        ruleTitles={ruleTitles}
        templates={logTemplates}
        summary={turnSummary}
        own={own}
        seats={seats}
        onShown={(text, cards) => {
          setAnnouncement(text);
          setActed(cards);
        }}
      />
    </>
  );
}
