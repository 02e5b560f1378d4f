import type { LogEntry } from '../contracts/log-entry.js';
import type { PlayerId } from '../contracts/ids.js';
import type { ZoneService } from '../contracts/zone-service.js';
import { parseZoneKey } from '../zones/zone-key.js';
import { storyFor, type CardNaming } from './log-story-redaction.js';

/**
 * A log entry as one player may read it: a card moving between zones that player cannot see
 * (a draw seen by the opponent, a card going into a deck) is reported without its identity, and
 * so is a move of a card that `hiddenNow` says the player cannot see where it is now (the
 * ruleset's view policy: a card put face down into a public zone). The cards its story names
 * become their names (through `naming`) or hidden cards, by the same rules (see {@link storyFor}).
 */
export function redactLogEntry(
  entry: LogEntry,
  viewer: PlayerId,
  zones: ZoneService,
  hiddenNow: (id: string) => boolean = () => false,
  naming?: CardNaming,
): LogEntry {
  const sees = (key: string) => {
    const def = zones.defOfKey(key);
    return def.visibility === 'public' || (def.visibility === 'owner' && parseZoneKey(key).player === viewer);
  };
  const withStory = (e: LogEntry, anonymous: boolean): LogEntry =>
    entry.story ? { ...e, story: storyFor(entry.story, sees, hiddenNow, naming, anonymous) } : e;
  const outcome = entry.data?.outcome as { from?: unknown; to?: unknown; def?: unknown; newId?: unknown } | undefined;
  if (!outcome || typeof outcome.from !== 'string' || typeof outcome.to !== 'string' || typeof outcome.def !== 'string')
    return withStory(entry, false);
  const anonymous = withStory(
    { rule: entry.rule, message: `a card moves ${outcome.from} → ${outcome.to}`, turn: entry.turn },
    true,
  );
  const event = entry.data?.event as { kind?: unknown } | undefined;
  // A reveal shows the card to everyone it names; a move is visible if either end is, and the
  // card is not hidden where it now is (a player who saw it leave still knew it).
  if (event?.kind === 'reveal' || sees(outcome.from)) return withStory(entry, false);
  if (!sees(outcome.to)) return anonymous;
  return typeof outcome.newId === 'string' && hiddenNow(outcome.newId) ? anonymous : withStory(entry, false);
}
