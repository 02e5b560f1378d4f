import { useEffect, useState } from 'preact/hooks';
import type { LogLine } from '../game/game-state';

/** How long each of another player's actions stays the newest before the next is shown (ms). */
export const PACE_MS = 700;
/** A jump of more lines than this at once (a log history, a long replay step) is shown whole. */
const CATCH_UP = 60;

/**
 * How many of the log's lines to show: another player's actions (a bot's whole turn arrives at
 * once) come one by one, {@link PACE_MS} apart, so that a player can follow them; the player's
 * own, and a history just received, show at once.
 */
export function usePacedLines(lines: readonly LogLine[], own: number | null): number {
  const [shown, setShown] = useState(lines.length);
  useEffect(() => {
    if (shown >= lines.length) {
      if (shown > lines.length) setShown(lines.length);
      return;
    }
    if (lines.length - shown > CATCH_UP) return setShown(lines.length);
    // Up to and including the next line that tells another player's action.
    let next = shown;
    while (next < lines.length && !byOther(lines[next], own)) next++;
    if (next > shown) return setShown(next);
    const timer = setTimeout(() => setShown(next + 1), shown === 0 ? 0 : PACE_MS);
    return () => clearTimeout(timer);
  }, [lines, shown, own]);
  return Math.min(shown, lines.length);
}

const byOther = (line: LogLine, own: number | null) =>
  line.story !== undefined && typeof line.story.actor === 'number' && line.story.actor !== own;
