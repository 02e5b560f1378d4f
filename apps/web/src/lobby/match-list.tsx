import { useEffect, useState } from 'preact/hooks';
import { lobbyApi, type MatchSummary, type RulesetInfo } from '../api/lobby-api';
import { optionsLine } from './game-option-words';
import { navigate } from '../routing/route';
import { currentLanguage, useT } from '../i18n/use-t';

/** Who sits at a table, in seat order: names, the bot, free seats. */
function usePlayers() {
  const t = useT();
  return (m: MatchSummary) =>
    m.seats
      .map((s) =>
        s.kind === 'bot'
          ? t('tables.bot')
          : !s.taken
            ? t('tables.freeSeat')
            : (s.name ?? t('tables.anonymous', { seat: s.seat + 1 })),
      )
      .join(' · ');
}

/** The options and clock a table was set with, in a line (nothing when it has neither). */
function useSettings(rulesets: readonly RulesetInfo[]) {
  const t = useT();
  return (m: MatchSummary) => {
    const parts: string[] = [];
    const ruleset = rulesets.find((r) => r.id === m.ruleset);
    if (Object.keys(m.options).length > 0)
      parts.push(t('tables.options', { options: optionsLine(ruleset, m.options, currentLanguage()) }));
    if (m.clock)
      parts.push(
        t('tables.clockLine', {
          minutes: +(m.clock.initialMs / 60_000).toFixed(2),
          seconds: m.clock.incrementMs / 1000,
        }),
      );
    return parts.join(' · ');
  };
}

/**
 * The public tables: open ones to join (ruleset, options, players and age), the ones being played
 * to watch, finished ones to replay. Private tables are never listed: they are reached by their link.
 */
export function MatchList({ rulesets }: { rulesets: readonly RulesetInfo[] }) {
  const rulesetNames = Object.fromEntries(rulesets.map((r) => [r.id, r.name]));
  const [matches, setMatches] = useState<MatchSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const t = useT();
  const players = usePlayers();
  const settings = useSettings(rulesets);
  const load = () => lobbyApi.matches().then(setMatches, (e: Error) => setError(e.message));
  useEffect(() => {
    void load();
  }, []);
  const age = (m: MatchSummary) => {
    const minutes = Math.floor((Date.now() - m.createdAt) / 60_000);
    return minutes < 1 ? t('tables.justNow') : t('tables.minutesAgo', { count: minutes });
  };
  const line = (m: MatchSummary) =>
    [
      t('tables.tableLine', { ruleset: rulesetNames[m.ruleset] ?? m.ruleset, players: players(m), age: age(m) }),
      settings(m),
    ]
      .filter(Boolean)
      .join(' · ');
  const open = (matches ?? []).filter((m) => m.status === 'open');
  const others = (matches ?? []).filter((m) => m.status !== 'open');
  return (
    <section class="matches" aria-label={t('matches.label')}>
      <h2>
        {t('tables.openTables')}{' '}
        <button type="button" onClick={() => void load()}>
          {t('matches.refresh')}
        </button>
      </h2>
      {error && <p role="alert">{error}</p>}
      {matches && open.length === 0 && <p>{t('tables.noOpenTables')}</p>}
      <ul class="open-tables">
        {open.map((m) => (
          <li key={m.id} data-match={m.id}>
            <span>{line(m)}</span>{' '}
            {m.seats
              .filter((s) => s.kind === 'human' && !s.taken)
              .map((s) => (
                <button key={s.seat} type="button" onClick={() => navigate(`/match/${m.id}?seat=${s.seat}`)}>
                  {t('tables.join')}
                </button>
              ))}
          </li>
        ))}
      </ul>
      {others.length > 0 && <h3>{t('tables.runningTables')}</h3>}
      <ul class="other-tables">
        {others.map((m) => (
          <li key={m.id} data-match={m.id} data-status={m.status}>
            <span>
              {line(m)} · {t(`matches.status.${m.status}`)}
            </span>{' '}
            {m.status === 'running' && (
              <button type="button" onClick={() => navigate(`/match/${m.id}`)}>
                {t('tables.watch')}
              </button>
            )}
            {m.status === 'finished' && (
              <button type="button" onClick={() => navigate(`/replay/${m.id}`)}>
                {t('tables.replay')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
