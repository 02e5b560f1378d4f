import {
  procedure,
  EVENTS,
  eventsLocals,
  zoneKey,
  type GameEvent,
  type GameRestart,
  type GameState,
} from '@tcgkit/core';
import { options, text } from './board.js';

export const SUDDEN_DEATH = 'pokemon.suddenDeath';

/**
 * PK-E.5 / PK-LG-13: with the `suddenDeath` option a drawn game is not over; it starts again from
 * the beginning with 1 Prize card each, so the first player to take a Prize wins.
 */
export function suddenDeathRestart(s: GameState): GameRestart | null {
  if (!options(s).suddenDeath) return null;
  return { procedure: SUDDEN_DEATH, rule: 'PK-E.5', reason: `Sudden Death (${text(s.data.drawCase ?? 'a draw')})` };
}

/**
 * Prize cards a player sets: 1 in Sudden Death (PK-E.5 step 2); else the option; else by deck
 * size — 6 for 60 cards, 3 for a 30-card deck (PK-G.6, PK-LG-05, PK-X-06).
 */
export function prizeCount(s: GameState, p: number): number {
  if (s.data.suddenDeath === true) return 1;
  const set = options(s).prizes;
  if (set !== null) return set;
  const cards = Object.values(s.objects).filter((o) => o.owner === p).length;
  return cards <= 30 ? 3 : 6;
}

/**
 * The five draws that lead to Sudden Death (PK-LG-12, the draw rows of PK-E.4), seen from the
 * player whose turn it is ("I").
 */
export function drawCase(me: number, tookAll: (p: number) => boolean, noActive: (p: number) => boolean): string {
  const opp = 1 - me;
  if (tookAll(me) && tookAll(opp) && noActive(me) && noActive(opp))
    return 'case 3: both took all their Prizes and neither can put out an Active Pokémon';
  if (tookAll(me) && tookAll(opp)) return 'case 4: both players took their last Prize cards at once';
  if (noActive(me) && noActive(opp)) return 'case 5: neither player can put out an Active Pokémon';
  if (tookAll(me)) return `case 1: player ${me} took all Prizes but cannot put out an Active Pokémon`;
  return `case 2: player ${opp} took all Prizes but cannot put out an Active Pokémon`;
}

/** PK-LG-13: everything is reset — every card goes back to its owner's deck — before setup runs again. */
export const suddenDeathProcedure = procedure(SUDDEN_DEATH, [
  [
    'LG-13 reset',
    (ctx) => {
      const s = ctx.state;
      ctx.sink.log({
        rule: 'PK-LG-12',
        message: `Sudden Death: ${text(s.data.drawCase ?? 'a draw')}`,
        turn: s.turn.number,
      });
      s.data.suddenDeath = true;
      const away = Object.values(s.objects).filter((o) => o.zone !== zoneKey('deck', o.owner));
      // Attached cards first, so every card travels on its own to its owner's deck.
      const ordered = [...away.filter((o) => o.attachedTo !== null), ...away.filter((o) => o.attachedTo === null)];
      const events: GameEvent[] = ordered.map((o) => ({
        kind: 'move',
        card: o.id,
        to: zoneKey('deck', o.owner),
        rule: 'PK-LG-13',
      }));
      return events.length ? { call: EVENTS, locals: eventsLocals(events) } : { done: null };
    },
  ],
]);
