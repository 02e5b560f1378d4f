import {
  procedure,
  EVENT,
  EVENTS,
  eventLocals,
  eventsLocals,
  PLAY_TIMING,
  playTimingLocals,
  zoneKey,
  type GameEvent,
} from '@tcgkit/core';

/**
 * Start of the turn: the per-turn flags reset, then the draw (PK-E.3: a player who cannot draw
 * at the start of their turn loses at once).
 */
export const drawPhase = procedure('pokemon.draw', [
  [
    'reset turn flags',
    (ctx) => {
      const p = ctx.state.turn.activePlayer;
      const events: GameEvent[] = [
        ...['energyAttached', 'supporterPlayed', 'stadiumPlayed', 'retreated'].map((key) => ({
          kind: 'playerData',
          player: p,
          key,
          value: false,
          rule: 'PK-C.2',
        })),
        {
          kind: 'playerData',
          player: p,
          key: 'turnsTaken',
          value: Number(ctx.state.players[p].data.turnsTaken ?? 0) + 1,
          rule: 'PK-A05.2',
        },
      ];
      return { call: EVENTS, locals: eventsLocals(events) };
    },
  ],
  [
    'draw',
    (ctx) => {
      const p = ctx.state.turn.activePlayer;
      const top = ctx.state.zones[zoneKey('deck', p)][0];
      if (!top)
        return {
          call: EVENT,
          locals: eventLocals({
            kind: 'lose',
            player: p,
            reason: 'no card to draw at the start of the turn',
            rule: 'PK-E.3',
          }),
        };
      return { call: EVENT, locals: eventLocals({ kind: 'move', card: top, to: zoneKey('hand', p), rule: 'PK-H.1' }) };
    },
  ],
]);

/** The turn's actions (PK-A00.1, PK-PR-01) at the active player's play timing; an attack ends it. */
export const mainPhase = procedure('pokemon.main', [
  [
    'play timing',
    (ctx) => ({ call: PLAY_TIMING, locals: playTimingLocals([ctx.state.turn.activePlayer], 'PK-A00.1') }),
  ],
]);
