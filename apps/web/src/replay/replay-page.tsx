import { useEffect, useState } from 'preact/hooks';
import { lobbyApi, type Presentation, type ReplayStep } from '../api/lobby-api';
import { Board } from '../board/board';
import { LogPanel } from '../log/log-panel';
import { HashCheck } from './hash-check';
import { readRecordFile } from './record-file';
import { useT } from '../i18n/use-t';
import { invitationStore } from '../game/invitation-store';
import { ReplayAutoplay } from './replay-autoplay';
import { saveRecordFile } from './record-file';

/**
 * Steps through a game record — a finished match's, or a record file — on the server, which
 * replays it with the ruleset's engine and checks every state hash: board and log at each step.
 */
export function ReplayPage({ match }: { match: string | null }) {
  const [record, setRecord] = useState<Record<string, unknown> | null>(null);
  // A shared link may name a step (`?step=n`).
  const [step, setStep] = useState(() => Math.max(0, Number(new URLSearchParams(location.search).get('step')) || 0));
  const [viewer, setViewer] = useState<number | undefined>(undefined);
  const [shown, setShown] = useState<ReplayStep | null>(null);
  const [presentation, setPresentation] = useState<Presentation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const t = useT();

  useEffect(() => {
    if (match)
      lobbyApi.record(match, invitationStore.get(match)).then(
        (r) => setRecord(r.record),
        (e: Error) => setError(e.message),
      );
  }, [match]);
  useEffect(() => {
    if (!record) return;
    lobbyApi.replayStep(record, step, viewer).then(
      (s) => {
        setShown(s);
        setError(null);
        if (presentation?.ruleset !== s.ruleset) void lobbyApi.presentation(s.ruleset).then(setPresentation);
      },
      (e: Error) => setError(e.message),
    );
  }, [record, step, viewer]);

  const last = shown?.steps ?? 0;
  const turn = shown ? [...shown.turnStarts].reverse().find((t) => t.step <= step)?.turn : undefined;
  return (
    <div class="replay">
      <h1>{match ? t('replay.titleOf', { match }) : t('replay.title')}</h1>
      {!match && (
        <label>
          {t('replay.recordFile')}{' '}
          <input
            type="file"
            accept=".json,application/json"
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              if (file)
                void readRecordFile(file).then(
                  (r) => {
                    setStep(0);
                    setRecord(r);
                  },
                  (err: Error) => setError(err.message),
                );
            }}
          />
        </label>
      )}
      {error && <p role="alert">{error}</p>}
      {shown && (
        <nav class="replay-controls" aria-label={t('replay.controls')}>
          <button type="button" onClick={() => setStep(0)} disabled={step === 0}>
            {t('replay.start')}
          </button>
          <button type="button" onClick={() => setStep(Math.max(0, step - 1))} disabled={step === 0}>
            {t('replay.back')}
          </button>
          <span role="status" aria-label={t('replay.position')}>
            {turn !== undefined
              ? t('replay.stepTurn', { step: shown.step, last, turn })
              : t('replay.step', { step: shown.step, last })}
          </span>
          <button type="button" onClick={() => setStep(Math.min(last, step + 1))} disabled={step >= last}>
            {t('replay.forward')}
          </button>
          <button type="button" onClick={() => setStep(last)} disabled={step >= last}>
            {t('replay.end')}
          </button>
          <label>
            {t('replay.jumpToTurn')}{' '}
            <select
              value={turn ?? ''}
              onChange={(e) => {
                const wanted = Number(e.currentTarget.value);
                const start = shown.turnStarts.find((s) => s.turn === wanted);
                if (start) setStep(start.step);
              }}
            >
              {shown.turnStarts.map((start) => (
                <option key={start.turn} value={start.turn}>
                  {t('replay.turn', { turn: start.turn })}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('replay.seenBy')}{' '}
            <select
              value={viewer === undefined ? '' : String(viewer)}
              onChange={(e) => {
                const v = e.currentTarget.value;
                setViewer(v === '' ? undefined : Number(v));
              }}
            >
              <option value="">{t('replay.spectator')}</option>
              {shown.view.players.map((p) => (
                <option key={p.id} value={p.id}>
                  {t('replay.player', { seat: p.id + 1 })}
                </option>
              ))}
            </select>
          </label>
        </nav>
      )}
      {shown && record && (
        <ReplayAutoplay
          step={step}
          last={last}
          setStep={setStep}
          match={match}
          onDownload={() => saveRecordFile(record, match ? `record-${match}` : 'record')}
        />
      )}
      {shown && <HashCheck step={shown} />}
      {shown && presentation && (
        <div class="table">
          <Board view={shown.view} presentation={presentation} bottomSeat={viewer ?? 0} />
          <aside class="side-panel">
            <LogPanel
              lines={shown.log.map((l) => ({ ...l, version: shown.step }))}
              ruleTitles={presentation.presentation.ruleTitles}
              templates={presentation.presentation.logTemplates}
              summary={presentation.presentation.turnSummary}
              own={viewer ?? null}
              seats={shown.view.players.length}
            />
          </aside>
        </div>
      )}
    </div>
  );
}
