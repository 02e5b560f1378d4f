import { zoneKey, type Operator } from '@tcgkit/core';
import type { CardIndex } from '../cards/card-index.js';
import { unitsOfType } from '../cards/energy-provision.js';
import { type EnergyType } from '../cards/card-schema.js';
import { options } from './board.js';

/** Operators the Pokémon card texts use. */
export function pokemonOperators(cards: CardIndex): Operator[] {
  return [
    {
      name: 'energyUnits',
      stateReads: ['attach:energy'],
      evaluate: ([id, type], ctx) =>
        typeof id === 'string'
          ? unitsOfType(cards.attachedEnergy(ctx.state, id), (typeof type === 'string' ? type : 'C') as EnergyType)
          : 0,
    },
    /** Whether a Pokémon in play has an Evolution card under it (only such a Pokémon can devolve, PK-II-C13). */
    {
      name: 'isEvolved',
      stateReads: ['attach:evolution'],
      evaluate: ([id], ctx) =>
        typeof id === 'string' &&
        (ctx.state.objects[id]?.attached ?? []).some((a) => ctx.state.objects[a]?.attachKind === 'evolution'),
    },
    /** Free Bench spots of a player (PK-II-C11). */
    {
      name: 'benchSpace',
      stateReads: [],
      evaluate: ([p], ctx) =>
        Math.max(0, options(ctx.state).benchSize - (ctx.state.zones[zoneKey('bench', Number(p))]?.length ?? 0)),
    },
    {
      name: 'damageCounters',
      stateReads: ['counters'],
      evaluate: ([id], ctx) =>
        Math.floor((typeof id === 'string' ? (ctx.state.objects[id]?.counters.damage ?? 0) : 0) / 10),
    },
  ];
}
