import { logText } from '@tcgkit/core';
import type { PlayerView, CardView, ZoneView } from '@tcgkit/core';

const card = (c: CardView | { hidden: true }): string => {
  if ('hidden' in c) return '(face down)';
  const name = logText(c.characteristics.name ?? c.def);
  const dmg = c.counters.damage ? ` ${c.counters.damage} dmg` : '';
  const hp =
    typeof c.characteristics.hp === 'number'
      ? ` ${Number(c.characteristics.hp) - (c.counters.damage ?? 0)}/${c.characteristics.hp} HP`
      : dmg;
  const status = Object.entries(c.status)
    .filter(([, v]) => v === true)
    .map(([k]) => k);
  const att = c.attached.length
    ? ` [${c.attached.map((a) => logText(a.characteristics.name ?? a.def)).join(', ')}]`
    : '';
  return `${name}${hp}${status.length ? ` (${status.join(', ')})` : ''}${att}`;
};

const zoneLine = (label: string, z: ZoneView | undefined): string => {
  if (!z) return '';
  if (!z.cards) return `  ${label}: ${z.count} card(s)`;
  // The zone's count includes the cards attached to its cards; the line counts the cards it lists.
  return `  ${label} (${z.cards.length}): ${z.cards.length ? z.cards.map(card).join(' | ') : '—'}`;
};

/**
 * A readable board from a player's view only (never the state): the opponent's side with counts
 * of hidden zones, then your side and your hand.
 */
export function renderBoard(view: PlayerView, self?: string, other?: string): string {
  const me = view.viewer;
  const them = 1 - me;
  const zonesOf = (p: number) => Object.entries(view.zones).filter(([, z]) => z.player === p);
  const shared = Object.entries(view.zones).filter(([, z]) => z.player === null && z.count > 0);
  const side = (p: number) =>
    zonesOf(p)
      .map(([, z]) => zoneLine(z.zone, z))
      .filter(Boolean);
  return [
    `— turn ${view.turn.number}, player ${view.turn.activePlayer}'s turn` +
      `${view.turn.phase ? `, ${view.turn.phase}` : ''} —`,
    `${other ?? `Opponent (player ${them})`}:`,
    ...side(them),
    ...shared.map(([, z]) => zoneLine(z.zone, z)),
    `${self ?? `You (player ${me})`}:`,
    ...side(me),
  ].join('\n');
}
