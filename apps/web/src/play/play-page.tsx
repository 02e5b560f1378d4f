import { useEffect, useLayoutEffect, useMemo, useState } from 'preact/hooks';
import { lobbyApi, type Presentation } from '../api/lobby-api';
import { seatStore, type HeldSeat } from '../game/seat-store';
import { useGame } from '../game/use-game';
import { optionsByCard } from '../game/option-targets';
import { useDraft } from '../decisions/use-draft';
import { DecisionPanel } from '../decisions/decision-panel';
import { clickCard } from '../board/card-click';
import { Board, seatName } from '../board/board';
import { ruleTitle } from '../board/rule-title';
import { GameStory } from './game-story';
import type { AnswerFn } from '../decisions/answer-fn';
import { GameOver } from './game-over';
import { SeatOffer } from './seat-offer';
import { currentLanguage, useT } from '../i18n/use-t';
import { optionWords } from '../decisions/option-words';
import { cardWords } from '../board/card-words';
import { invitationStore } from '../game/invitation-store';
import { seatNames } from '../game/seat-names';
import { PlayersBar, useSeatLabel } from './players-bar';
import { GameControls } from './game-controls';
import { ServerEnd } from './server-end';

interface Props {
  match: string;
  /** A seat the address offers (a shared seat link), taken when this browser holds none. */
  seatWanted: number | null;
}

/** Plays (or watches) one match: board, decision, log, connection banner and refusals. */
export function PlayPage({ match, seatWanted }: Props) {
  const [held, setHeld] = useState<HeldSeat | null>(() => seatStore.get(match));
  const [watching, setWatching] = useState(seatWanted === null);
  const [invitation] = useState(() => invitationStore.fromAddress(match));
  const { snapshot, connection } = useGame(match, held?.credential ?? null, held !== null || watching, invitation);
  const label = useSeatLabel(snapshot.players);
  seatNames.set(snapshot.players.map((p) => p.name));
  const [presentation, setPresentation] = useState<Presentation | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notLegal, setNotLegal] = useState<string | null>(null);
  const draft = useDraft(snapshot.decision);
  const t = useT();

  useEffect(() => {
    if (!snapshot.ruleset || presentation?.ruleset === snapshot.ruleset) return;
    lobbyApi.presentation(snapshot.ruleset).then(setPresentation, (e: Error) => setProblem(e.message));
  }, [snapshot.ruleset]);

  // The budget measure: from an update's arrival to the board drawn with it.
  useLayoutEffect(() => {
    if (performance.getEntriesByName('tcgkit:update').length > 0) {
      performance.measure('tcgkit:render', 'tcgkit:update');
      performance.clearMarks('tcgkit:update');
    }
  }, [snapshot.version, snapshot.view]);

  useEffect(() => setNotLegal(null), [snapshot.decision?.id]);
  const answer: AnswerFn = (a) => {
    draft.setMenu(null);
    setNotLegal(null);
    connection.current?.answer(a);
  };
  const { decision, view } = snapshot;
  const legal = useMemo(
    () => (decision && view ? optionsByCard(decision.options, view) : new Map<string, number[]>()),
    [decision, view],
  );

  if (held === null && seatWanted !== null && !watching)
    return (
      <SeatOffer
        match={match}
        seat={seatWanted}
        invitation={invitation}
        onTaken={(seat) => {
          seatStore.set(match, seat);
          setHeld(seat);
        }}
        onWatch={() => setWatching(true)}
      />
    );
  if (snapshot.fatal)
    // Words for the player, not the protocol's error code.
    return (
      <div class="refusal">
        <p role="alert">{t('play.cannotPlay', { message: snapshot.fatal.message })}</p>
        <p>
          <a href="/">{t('play.backToLobby')}</a>
        </p>
      </div>
    );
  const titles = presentation?.presentation.ruleTitles ?? {};
  const own = snapshot.seat;
  // While connecting, the match line says the seat this browser holds (the server confirms it on `welcome`).
  const lineSeat = own ?? held?.seat ?? null;
  return (
    <div class="play" data-version={snapshot.version} data-turn={view?.turn.number ?? -1}>
      {snapshot.link === 'lost' && (
        <p class="banner" role="status">
          {t('play.connectionLost')}
        </p>
      )}
      {snapshot.link === 'connecting' && <p role="status">{t('play.connecting')}</p>}
      {problem && <p role="alert">{problem}</p>}
      <p class="match-line">
        {t('play.matchLine', {
          seat: lineSeat === null ? t('play.watching') : t('play.youPlaySeat', { seat: lineSeat + 1 }),
        })}
      </p>
      {snapshot.status === 'open' && own !== null && (
        <InviteLinks match={match} own={own} seats={view?.players.length ?? 2} />
      )}
      <PlayersBar snapshot={snapshot} />
      {view && presentation ? (
        <div class="table">
          <Board
            view={view}
            presentation={presentation}
            bottomSeat={own ?? 0}
            ended={snapshot.ended !== null}
            interaction={{
              legal,
              picked: draft.picked,
              onCard: (card) => decision && clickCard(decision, card, legal.get(card) ?? [], draft, answer),
              onOtherCard: () => decision && setNotLegal(t('play.notAChoice')),
            }}
          />
          <aside class="side-panel">
            {view.result && (
              <GameOver result={view.result} ended={snapshot.ended} own={own} view={view} presentation={presentation} />
            )}
            {snapshot.ended && (
              <ServerEnd ended={snapshot.ended} own={held?.seat ?? own} seats={view.players.length} label={label} />
            )}
            <GameControls match={match} held={held} snapshot={snapshot} label={label} />
            {notLegal && (
              <p role="alert" class="refusal">
                {notLegal}
              </p>
            )}
            {snapshot.refusal && (
              <p role="alert" class="refusal">
                {t('play.refused', { code: snapshot.refusal.code, message: snapshot.refusal.message })}
              </p>
            )}
            {decision ? (
              <DecisionPanel
                decision={decision}
                early={snapshot.early}
                answer={answer}
                draft={draft}
                ruleTitle={ruleTitle(titles, decision.rule)}
                prompts={presentation.presentation.prompts}
                optionLabel={optionWords(
                  view,
                  presentation,
                  cardWords(presentation, currentLanguage()),
                  currentLanguage(),
                )}
              />
            ) : (
              !view.result &&
              !snapshot.ended && (
                <p class="waiting" role="status">
                  {view.pending
                    ? t('play.waitingFor', { name: seatName(view.pending.player, own) })
                    : t('play.waiting')}
                </p>
              )
            )}
            <GameStory snapshot={snapshot} presentation={presentation} />
          </aside>
        </div>
      ) : (
        !snapshot.fatal && <p>{t('play.loading')}</p>
      )}
    </div>
  );
}

/** Links that give the other seats of an open match to friends. */
function InviteLinks({ match, own, seats }: { match: string; own: number; seats: number }) {
  const t = useT();
  return (
    <section class="invite" aria-label={t('tables.inviteTitle')}>
      <h2>{t('tables.inviteTitle')}</h2>
      {Array.from({ length: seats }, (_, s) => s)
        .filter((s) => s !== own)
        .map((s) => {
          // A private table's link carries its invitation after `#` (never sent to the server).
          const link = invitationStore.link(match, s);
          return (
            <p key={s}>
              {t('tables.inviteHint', { seat: s + 1 })}{' '}
              <input class="invite-link" readOnly value={link} aria-label={t('play.inviteSeat', { seat: s + 1 })} />
            </p>
          );
        })}
    </section>
  );
}
