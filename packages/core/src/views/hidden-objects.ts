import type { GameState } from '../contracts/game-state.js';
import type { ObjectId, PlayerId } from '../contracts/ids.js';
import type { ZoneService } from '../contracts/zone-service.js';
import type { ViewPolicy } from '../contracts/extension-points.js';
import { parseZoneKey } from '../zones/zone-key.js';

/**
 * A card whose identity a viewer does not see, and the kind of place it is hidden in: `hidden` for
 * a card of a player's zone hidden from the viewer (a deck, another player's hand); the zone's key
 * for a card of a shared hidden zone (a common prize deck: its cards are no player's, and never
 * trade places with a hand's) or of a visible zone where the ruleset's view policy hides it (a
 * face-down card on the field), with the cards attached to it. Cards of one owner and one kind of
 * place are interchangeable as far as the viewer can tell; a face-down card on the field is not
 * interchangeable with one in a deck.
 */
export interface HiddenObject {
  id: ObjectId;
  place: string;
}

/**
 * The card objects whose identity `viewer` does not see, as `viewFor` decides it: every card of a
 * zone hidden from them (unless revealed to them), a card the ruleset's view policy hides in a
 * visible zone (a face-down prize), and the cards attached to a card they do not see.
 */
export function hiddenObjects(
  state: GameState,
  zones: ZoneService,
  policy: ViewPolicy,
  viewer: PlayerId,
): HiddenObject[] {
  const hidden: HiddenObject[] = [];
  // `hostShown`: the card this one is attached to is seen (a card under a hidden one is hidden too);
  // its place is still the visible zone's, not the hidden zones'.
  const visit = (id: ObjectId, zoneVisible: boolean, hostShown: boolean, key: string, shared: boolean) => {
    const obj = state.objects[id];
    const shown = (zoneVisible && hostShown && !policy.hidden?.(state, obj, viewer)) || obj.revealedTo.includes(viewer);
    if (!shown) hidden.push({ id, place: zoneVisible || shared ? key : 'hidden' });
    for (const a of obj.attached) visit(a, zoneVisible, shown, key, shared);
  };
  for (const key of zones.allKeys()) {
    const def = zones.defOfKey(key);
    const { player } = parseZoneKey(key);
    const visible = def.visibility === 'public' || (def.visibility === 'owner' && player === viewer);
    for (const id of state.zones[key] ?? []) visit(id, visible, true, key, player === null);
  }
  return hidden;
}
