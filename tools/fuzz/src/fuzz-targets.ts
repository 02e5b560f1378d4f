import type { RulesetPlugin } from '@tcgkit/core';
import type { Scenario } from '@tcgkit/testing';
import { pokemon, pokemonRuleset, SAMPLE_DECKS, SAMPLE_POOL } from '@tcgkit/pokemon';
import { chaos, chaosRuleset, SAMPLE_DECKS as CHAOS_DECKS, SAMPLE_POOL as CHAOS_POOL } from '@tcgkit/chaos';
import {
  goofspiel,
  goofspielRuleset,
  SAMPLE_DECKS as GOOFSPIEL_DECKS,
  SAMPLE_POOL as GOOFSPIEL_POOL,
} from '@tcgkit/goofspiel';

/** A valid scenario to mutate (an attack with its expected damage). */
const POKEMON_SCENARIO: Scenario = {
  name: 'fuzz sample',
  ruleset: 'pokemon',
  start: { activePlayer: 0, turn: 2, phase: 'main' },
  players: [
    {
      zones: {
        active: [
          {
            def: 'thundurus',
            attached: [
              { def: 'lightning-energy', kind: 'energy' },
              { def: 'lightning-energy', kind: 'energy' },
              { def: 'lightning-energy', kind: 'energy' },
            ],
          },
        ],
        deck: ['water-energy'],
      },
    },
    { zones: { active: [{ def: 'samurott', counters: { damage: 10 } }], deck: ['water-energy'] } },
  ],
  steps: [
    {
      player: 0,
      action: 'attack:Disaster Volt',
      expect: { cards: { 'active@1:samurott': { counters: { damage: 150 } } } },
    },
  ],
};

/** What the fuzzer needs of a ruleset: its plugin, sample decks and pool, a pool loader, a valid scenario, its eras. */
export interface FuzzTarget {
  plugin: RulesetPlugin;
  decks: Record<string, Record<string, string[]>>;
  pool: unknown[];
  loadPool: (pool: unknown[]) => unknown;
  scenario: Scenario;
  eras: (string | undefined)[];
}

/** Every ruleset the fuzzer knows, by name. */
export const FUZZ_TARGETS: Record<string, FuzzTarget> = {
  pokemon: {
    plugin: pokemon,
    decks: SAMPLE_DECKS,
    pool: SAMPLE_POOL,
    loadPool: (p) => pokemonRuleset(p),
    scenario: POKEMON_SCENARIO,
    eras: ['xy', 'dp', 'legend'],
  },
  chaos: {
    plugin: chaos,
    decks: CHAOS_DECKS,
    pool: CHAOS_POOL as unknown[],
    loadPool: (p) => chaosRuleset(p),
    eras: [undefined],
    // A position with a card of the first sample deck on each side: a valid scenario to mutate.
    scenario: {
      name: 'fuzz sample',
      ruleset: 'chaos',
      start: { activePlayer: 0, turn: 2, phase: 'main' },
      players: [0, 1].map(() => ({ zones: { deck: [Object.values(CHAOS_DECKS)[0].deck[0]] } })),
      steps: [],
    },
  },
  goofspiel: {
    plugin: goofspiel,
    decks: GOOFSPIEL_DECKS,
    pool: GOOFSPIEL_POOL,
    loadPool: (p) => goofspielRuleset(p),
    eras: [undefined],
    scenario: { name: 'fuzz sample', ruleset: 'goofspiel', players: [{}, {}], steps: [] },
  },
};
