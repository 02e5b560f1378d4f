import { useEffect, useState } from 'preact/hooks';
import { lobbyApi } from '../api/lobby-api';

export interface DeckProblem {
  rule: string;
  message: string;
}

/** How long the deck rests unchanged before its rules are checked again (clicks come in bursts). */
const SETTLE_MS = 250;

/**
 * The deck rules checked live on the server as the deck changes: every problem with its rule ID,
 * null while a check is under way.
 */
export function useDeckCheck(ruleset: string, cards: Record<string, string[]>) {
  const [problems, setProblems] = useState<DeckProblem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const key = JSON.stringify(cards);
  useEffect(() => {
    setProblems(null);
    let current = true;
    const timer = setTimeout(() => {
      lobbyApi.checkDeck(ruleset, { cards }, {}).then(
        (r) => {
          if (!current) return;
          setProblems(r.problems);
          setError(null);
        },
        (e: Error) => current && setError(e.message),
      );
    }, SETTLE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [ruleset, key]);
  return { problems, error };
}
