import { useEffect, useState } from 'preact/hooks';
import { lobbyApi, type MatchSummary } from '../api/lobby-api';
import { navigate } from '../routing/route';
import { useT } from '../i18n/use-t';

/** Running, open and finished matches: join a free seat, watch, or replay a finished one. */
export function MatchList() {
  const [matches, setMatches] = useState<MatchSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const t = useT();
  const load = () => lobbyApi.matches().then(setMatches, (e: Error) => setError(e.message));
  useEffect(() => {
    void load();
  }, []);
  return (
    <section class="matches" aria-label={t('matches.label')}>
      <h2>
        {t('matches.label')}{' '}
        <button type="button" onClick={() => void load()}>
          {t('matches.refresh')}
        </button>
      </h2>
      {error && <p role="alert">{error}</p>}
      {matches && matches.length === 0 && <p>{t('matches.none')}</p>}
      <ul>
        {(matches ?? []).map((m) => (
          <li key={m.id}>
            <span>
              {t('matches.summary', {
                ruleset: m.ruleset,
                match: m.id,
                status: t(`matches.status.${m.status}`),
                version: m.version,
              })}
            </span>{' '}
            {m.seats
              .filter((s) => s.kind === 'human' && !s.taken)
              .map((s) => (
                <button key={s.seat} type="button" onClick={() => navigate(`/match/${m.id}?seat=${s.seat}`)}>
                  {t('matches.join', { seat: s.seat + 1, match: m.id })}
                </button>
              ))}
            {m.status !== 'finished' && (
              <button type="button" onClick={() => navigate(`/match/${m.id}`)}>
                {t('matches.watch', { match: m.id })}
              </button>
            )}
            {m.status === 'finished' && (
              <button type="button" onClick={() => navigate(`/replay/${m.id}`)}>
                {t('matches.replay', { match: m.id })}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
