import type { GameState } from '../contracts/game-state.js';
import type { ObjectId, PlayerId } from '../contracts/ids.js';
import type { ZoneService } from '../contracts/zone-service.js';
import type { ViewPolicy } from '../contracts/extension-points.js';
import { parseZoneKey } from '../zones/zone-key.js';

/**
 * The card objects whose identity `viewer` does not see, as `viewFor` decides it: every card of a
 * zone hidden from them (unless revealed to them), a card the ruleset's view policy hides in a
 * visible zone (a face-down prize), and the cards attached to a card they do not see.
 */
export function hiddenObjects(state: GameState, zones: ZoneService, policy: ViewPolicy, viewer: PlayerId): ObjectId[] {
  const hidden: ObjectId[] = [];
  const visit = (id: ObjectId, zoneVisible: boolean) => {
    const obj = state.objects[id];
    const shown = (zoneVisible && !policy.hidden?.(state, obj, viewer)) || obj.revealedTo.includes(viewer);
    if (!shown) hidden.push(id);
    for (const a of obj.attached) visit(a, shown && zoneVisible);
  };
  for (const key of zones.allKeys()) {
    const def = zones.defOfKey(key);
    const { player } = parseZoneKey(key);
    const visible = def.visibility === 'public' || (def.visibility === 'owner' && player === viewer);
    for (const id of state.zones[key] ?? []) visit(id, visible);
  }
  return hidden;
}
