import { useEffect, useState } from 'preact/hooks';
import { lobbyApi, type MatchSummary } from '../api/lobby-api';
import { navigate } from '../routing/route';

/** Running, open and finished matches: join a free seat, watch, or replay a finished one. */
export function MatchList() {
  const [matches, setMatches] = useState<MatchSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = () => lobbyApi.matches().then(setMatches, (e: Error) => setError(e.message));
  useEffect(() => {
    void load();
  }, []);
  return (
    <section class="matches" aria-label="Matches">
      <h2>
        Matches{' '}
        <button type="button" onClick={() => void load()}>
          Refresh
        </button>
      </h2>
      {error && <p role="alert">{error}</p>}
      {matches && matches.length === 0 && <p>No matches yet.</p>}
      <ul>
        {(matches ?? []).map((m) => (
          <li key={m.id}>
            <span>
              {m.ruleset} · {m.id} · {m.status} · version {m.version}
            </span>{' '}
            {m.seats
              .filter((s) => s.kind === 'human' && !s.taken)
              .map((s) => (
                <button key={s.seat} type="button" onClick={() => navigate(`/match/${m.id}?seat=${s.seat}`)}>
                  Join seat {s.seat + 1} of {m.id}
                </button>
              ))}
            {m.status !== 'finished' && (
              <button type="button" onClick={() => navigate(`/match/${m.id}`)}>
                Watch {m.id}
              </button>
            )}
            {m.status === 'finished' && (
              <button type="button" onClick={() => navigate(`/replay/${m.id}`)}>
                Replay {m.id}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
