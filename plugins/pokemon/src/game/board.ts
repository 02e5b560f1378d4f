import { zoneKey, type GameState, type ObjectId, type PlayerId, type RunContext, logText } from '@tcgkit/core';
import { resolveOptions, type ResolvedOptions } from '../rules/options.js';

/** Board reads shared by the procedures (no state of their own). */
export const opponentOf = (p: PlayerId): PlayerId => 1 - p;
/** A JSON value as text for log lines and keys (the core's {@link logText}). */
export const text = logText;
export const activeOf = (s: GameState, p: PlayerId): ObjectId | null => s.zones[zoneKey('active', p)][0] ?? null;
/** Every Active Pokémon of a player (2 in a double battle, PK-PR-17). */
export const activesOf = (s: GameState, p: PlayerId): ObjectId[] => [...s.zones[zoneKey('active', p)]];
/** How many Active Pokémon a player has when all is well: 2 in a double battle, else 1. */
export const activeSlots = (s: GameState): number => (options(s).doubleBattle ? 2 : 1);
export const benchOf = (s: GameState, p: PlayerId): ObjectId[] => [...s.zones[zoneKey('bench', p)]];
export const inPlay = (s: GameState, p: PlayerId): ObjectId[] => [
  ...s.zones[zoneKey('active', p)],
  ...s.zones[zoneKey('bench', p)],
];
export const handOf = (s: GameState, p: PlayerId): ObjectId[] => [...s.zones[zoneKey('hand', p)]];
/** The game's options with era defaults filled in (parsed once per options object). */
export function options(s: GameState): ResolvedOptions {
  let o = resolved.get(s.ruleset.options);
  if (!o) resolved.set(s.ruleset.options, (o = resolveOptions(s.ruleset.options)));
  return o;
}
const resolved = new WeakMap<object, ResolvedOptions>();

/** HP left: max HP minus damage (PK-II-D16). */
export function remainingHp(ctx: RunContext, id: ObjectId): number {
  return Number(ctx.svc.layers.view(ctx.state, id).hp ?? 0) - (ctx.state.objects[id]?.counters.damage ?? 0);
}

/** Per-turn bookkeeping of a player (reset when their turn starts). */
export interface TurnFlags {
  energyAttached: boolean;
  supporterPlayed: boolean;
  stadiumPlayed: boolean;
  retreated: boolean;
}

export function turnFlags(s: GameState, p: PlayerId): TurnFlags {
  const d = s.players[p].data;
  return {
    energyAttached: d.energyAttached === true,
    supporterPlayed: d.supporterPlayed === true,
    stadiumPlayed: d.stadiumPlayed === true,
    retreated: d.retreated === true,
  };
}

/** Whether this is the given player's first turn (PK-A05.2). */
export function isFirstTurnOf(s: GameState, p: PlayerId): boolean {
  return s.turn.activePlayer === p && s.players[p].data.turnsTaken === 1;
}

/** Whether this is the first player's first turn of the game (PK-X-01). */
export const isFirstTurnOfGame = (s: GameState): boolean => s.turn.number === 1;
