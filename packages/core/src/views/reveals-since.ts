import type { GameState } from '../contracts/game-state.js';
import type { PlayerId } from '../contracts/ids.js';
import type { CardView, PlayerView } from '../contracts/player-view.js';

/** The card identities a player sees in a view: every visible or revealed card, attached ones included. */
function seenCards(view: PlayerView): Map<string, string> {
  const seen = new Map<string, string>();
  const add = (c: CardView) => {
    seen.set(c.id, c.def);
    for (const a of c.attached) add(a);
  };
  for (const zone of Object.values(view.zones)) {
    for (const c of zone.cards ?? []) if (!('hidden' in c)) add(c);
    for (const c of zone.revealed ?? []) add(c);
  }
  return seen;
}

/**
 * What `player` has learnt between two states of one game that the earlier state hid from them:
 * a random outcome (the PRNG moved: a shuffle, a coin flip, a random pick), or a card they see now
 * that they did not see then (a drawn card, a card revealed or turned face up, another player's
 * bid). Returns the first such thing in words, or null when going back to `before` would take back
 * nothing the player could not already see — the condition for an undo that leaks nothing.
 * Conservative: a card that changed zones counts as new unless its previous object was seen.
 */
export function revealedSince(
  view: (state: GameState, player: PlayerId) => PlayerView,
  before: GameState,
  after: GameState,
  player: PlayerId,
): string | null {
  if (before.rng.length !== after.rng.length || before.rng.some((v, i) => v !== after.rng[i]))
    return 'a random outcome (a shuffle, a coin flip or a random pick)';
  const then = seenCards(view(before, player));
  for (const [id, def] of seenCards(view(after, player))) {
    if (then.get(id) === def) continue;
    const previous = after.objects[id]?.previous ?? after.lastKnown[id]?.object.previous ?? null;
    if (previous !== null && then.get(previous) === def) continue;
    return `the card ${def} (${id})`;
  }
  return null;
}
