import type { LogCard, LogStory } from '../contracts/log-story.js';

/** What a viewer is told of a card definition in a log line: its printed name(s). */
export type CardNaming = (def: string) => Pick<LogCard, 'name' | 'names'>;

/**
 * A story as one viewer may read it: each card it names becomes its name (and object id) when the
 * viewer may see which card it is, or `{ hidden: true }`. A card is seen when one of the zones the
 * event shows it in is seen by the viewer and the view policy does not hide it there (`hiddenNow`,
 * a face-down card); a card the viewer saw leave a zone stays known, wherever it went.
 */
export function storyFor(
  story: LogStory,
  sees: (zoneKey: string) => boolean,
  hiddenNow: (id: string) => boolean,
  naming: CardNaming | undefined,
  anonymous: boolean,
): LogStory {
  if (!story.cards) return story;
  const cards: Record<string, LogCard> = {};
  for (const [role, ref] of Object.entries(story.cards)) {
    const zones = ref.zones ?? [];
    const seen =
      !anonymous && ref.id !== undefined && (hiddenNow(ref.id) ? zones.length > 1 && sees(zones[0]) : zones.some(sees));
    cards[role] = seen ? { id: ref.id, ...(naming && ref.def ? naming(ref.def) : {}) } : { hidden: true };
  }
  return { ...story, cards };
}
