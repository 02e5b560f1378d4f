import type { PlayerView, ZoneView } from '@tcgkit/core';
import type { Presentation } from '../api/lobby-api';

type Placement = Presentation['presentation']['zones'][number];

/** One zone as drawn: its view, key, label and how it lies. */
export interface PlacedZone {
  key: string;
  view: ZoneView;
  label: string;
  layout: Placement['layout'];
  top: Placement['top'];
}

/** One side of the table (a player's, or the shared middle) as rows from top to bottom. */
export interface BoardSide {
  player: number | null;
  rows: PlacedZone[][];
}

/**
 * Lays a view out from the ruleset's zone placements for a viewer: the other players at the top
 * (their edge of the table first), the shared zones in the middle, the viewer's own side at the
 * bottom (their edge last). Zones the ruleset does not place get a row of their own at the edge.
 */
export function layOutBoard(view: PlayerView, placements: readonly Placement[], bottomSeat: number): BoardSide[] {
  const byId = new Map(placements.map((p) => [p.zone, p]));
  const zones = Object.entries(view.zones);
  const side = (player: number | null): PlacedZone[][] => {
    const rows = new Map<number, { order: number; zone: PlacedZone }[]>();
    for (const [key, zoneView] of zones) {
      if (zoneView.player !== player) continue;
      const placed = byId.get(zoneView.zone);
      const row = placed?.row ?? 99;
      const zone = {
        key,
        view: zoneView,
        label: placed?.label ?? zoneView.zone,
        layout: placed?.layout ?? 'spread',
        top: placed?.top ?? 'last',
      };
      rows.set(row, [...(rows.get(row) ?? []), { order: placed?.order ?? 0, zone }]);
    }
    return [...rows.entries()]
      .sort(([a], [b]) => a - b)
      .map(([, list]) => list.sort((a, b) => a.order - b.order).map((z) => z.zone));
  };
  const others = view.players.map((p) => p.id).filter((id) => id !== bottomSeat);
  const shared = side(null);
  return [
    // A side's rows count from its owner's edge: the top players' edge is at the top of the screen.
    ...others.map((player) => ({ player, rows: side(player) })),
    ...(shared.length > 0 ? [{ player: null, rows: shared }] : []),
    { player: bottomSeat, rows: side(bottomSeat).reverse() },
  ];
}
