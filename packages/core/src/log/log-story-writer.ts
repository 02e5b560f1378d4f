import type { GameState } from '../contracts/game-state.js';
import type { LogCard, LogStory, LogStoryDraft } from '../contracts/log-story.js';

/**
 * A story as it is written into a log entry: each card named by object id gets its definition and
 * the zones the event shows it in (where it is now, unless the draft says). A card no longer in
 * the game is left out: nobody could be shown which card it was.
 */
export function writeStory(state: GameState, draft: LogStoryDraft): LogStory {
  const story: LogStory = { kind: draft.kind, turnPlayer: state.turn.activePlayer };
  if (draft.actor !== undefined) story.actor = draft.actor;
  if (draft.cards) {
    const cards: Record<string, LogCard> = {};
    for (const [role, ref] of Object.entries(draft.cards)) {
      const id = typeof ref === 'string' ? ref : ref.id;
      const obj = state.objects[id] ?? state.lastKnown[id]?.object;
      if (!obj) continue;
      cards[role] = { id, def: obj.def, zones: typeof ref === 'string' ? [obj.zone] : ref.zones };
    }
    story.cards = cards;
  }
  if (draft.numbers) story.numbers = draft.numbers;
  if (draft.words) story.words = draft.words;
  return story;
}
