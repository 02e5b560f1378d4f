import { zoneKey, type Operator } from '@tcgkit/core';

/**
 * What happened earlier, as card texts ask about it. The facts are stamped with the turn number
 * when they happen (status `cameActiveTurn`, `healedTurn`, `evolvedTurn` + `evolvedFrom`; player
 * data `knockedOutTurn`, `supporterPlayed`), so none of them needs resetting and none is an effect
 * on the Pokémon — which is why leaving the Active Spot does not erase them (PK-II-E23–E26).
 */
export function turnHistoryOperators(): Operator[] {
  return [
    { name: 'turnNumber', stateReads: ['timing'], evaluate: (_args, ctx) => ctx.state.turn.number },
    /** Whether a stamped turn number is this turn. */
    { name: 'thisTurn', stateReads: ['timing'], evaluate: ([turn], ctx) => turn === ctx.state.turn.number },
    /** PK-II-E11: a Pokémon of this player was Knocked Out during the previous turn (the opponent's). */
    {
      name: 'knockedOutLastTurn',
      stateReads: ['playerData', 'timing'],
      evaluate: ([p], ctx) => ctx.state.players[Number(p)]?.data.knockedOutTurn === ctx.state.turn.number - 1,
    },
    /** PK-II-E23: this Pokémon evolved from a Pokémon of that name during this turn. */
    {
      name: 'evolvedFromThisTurn',
      stateReads: ['status', 'timing'],
      evaluate: ([id, name], ctx) => {
        const st = typeof id === 'string' ? ctx.state.objects[id]?.status : undefined;
        return st !== undefined && st.evolvedTurn === ctx.state.turn.number && st.evolvedFrom === name;
      },
    },
    /** PK-II-D17: Prize cards taken so far out of those set in setup. */
    {
      name: 'prizesTaken',
      stateReads: ['playerData', 'offField'],
      evaluate: ([p], ctx) => {
        const player = Number(p);
        return (
          Number(ctx.state.players[player]?.data.prizesSet ?? 0) -
          (ctx.state.zones[zoneKey('prizes', player)]?.length ?? 0)
        );
      },
    },
  ];
}
