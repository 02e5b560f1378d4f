import { cloneJson } from '../contracts/json.js';
import type { GameState, CardObject } from '../contracts/game-state.js';
import type { PlayerId } from '../contracts/ids.js';
import type { ZoneService } from '../contracts/zone-service.js';
import type { LayerService } from '../contracts/layer-service.js';
import type { ViewPolicy } from '../contracts/extension-points.js';
import type { PlayerView, CardView, ZoneView } from '../contracts/player-view.js';
import { parseZoneKey } from '../zones/zone-key.js';
import { NO_COUNTERS, NO_STATUS } from '../state/copy-on-write-fields.js';

/**
 * Projects the state onto what one player may see. The only way state leaves the engine toward
 * a player: hidden zones are counts only, deck order is never shown, the other player's hand is
 * never shown, and ruleset policy can hide single cards (face-down prizes).
 */
export class ViewService {
  constructor(
    private readonly zones: ZoneService,
    private readonly layers: LayerService,
    private readonly policy: ViewPolicy,
  ) {}

  viewFor(state: GameState, viewer: PlayerId): PlayerView {
    const zones: Record<string, ZoneView> = {};
    for (const key of this.zones.allKeys()) {
      const def = this.zones.defOfKey(key);
      const { zone, player } = parseZoneKey(key);
      const ids = state.zones[key] ?? [];
      const view: ZoneView = { zone, player, count: this.zones.count(state, key) };
      const visible = def.visibility === 'public' || (def.visibility === 'owner' && player === viewer);
      if (visible) view.cards = ids.map((id) => this.card(state, state.objects[id], viewer));
      else {
        const revealed = ids.filter((id) => state.objects[id].revealedTo.includes(viewer));
        if (revealed.length > 0)
          view.revealed = revealed
            .map((id) => this.card(state, state.objects[id], viewer))
            .filter((c): c is CardView => !('hidden' in c));
      }
      zones[key] = view;
    }
    const pending =
      state.pending === null
        ? null
        : state.pending.player === viewer
          ? cloneJson(state.pending)
          : { player: state.pending.player, kind: state.pending.kind, prompt: state.pending.prompt };
    return {
      viewer,
      ruleset: { id: state.ruleset.id, version: state.ruleset.version },
      turn: { ...state.turn },
      players: state.players.map((p) => ({
        id: p.id,
        lost: p.lost,
        data: this.policy.playerData ? this.policy.playerData(state, p.id, viewer) : cloneJson(p.data),
      })),
      zones,
      pending,
      result: state.result,
      data: this.policy.data ? this.policy.data(state, viewer) : cloneJson(state.data),
    };
  }

  private card(state: GameState, obj: CardObject, viewer: PlayerId): CardView | { hidden: true } {
    if (this.policy.hidden?.(state, obj, viewer) && !obj.revealedTo.includes(viewer)) return { hidden: true };
    return {
      id: obj.id,
      def: obj.def,
      owner: obj.owner,
      master: obj.master,
      // The shared empty values are frozen, and V8 copies a frozen object by a slow path (a view
      // took 23 % longer): the common empty case makes its new value directly.
      status: obj.status === NO_STATUS ? {} : cloneJson(obj.status),
      counters: obj.counters === NO_COUNTERS ? {} : { ...obj.counters },
      // The cached, frozen result: views are read, never changed, and building one copies nothing.
      characteristics: this.layers.view(state, obj.id),
      attached:
        obj.attached.length === 0
          ? []
          : obj.attached
              .map((a) => this.card(state, state.objects[a], viewer))
              .filter((c): c is CardView => !('hidden' in c)),
    };
  }
}
