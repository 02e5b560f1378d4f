import { E } from '@tcgkit/core';
import type { AttackPart, SentenceTemplate } from '../sentence-template.js';
import { choose, defender, energyCardWhere, inPlay, variable } from './program-parts.js';

/** The reminder after damage to Benched Pokémon (PK-II-B08 says it already). */
const SHUFFLE = ' Shuffle your deck afterward.';
const BENCH_REMINDER = "[[ (Don't apply Weakness and Resistance for Benched Pokémon.)]]";

/** "Heal 30 damage from this Pokémon." */
export const healSelf: SentenceTemplate<AttackPart> = {
  id: 'heal-self',
  patterns: ['Heal {n:number} damage from this Pokémon.'],
  build: (s) => ({ effects: [{ do: 'heal', target: E.self, amount: s.number.n }] }),
};

/** "Discard an Energy attached to this Pokémon." / "Discard 2 Fire Energy attached to this Pokémon." */
export const discardOwnEnergy: SentenceTemplate<AttackPart> = {
  id: 'discard-own-energy',
  patterns: [
    'Discard {n:count} Energy attached to this Pokémon.',
    'Discard {n:count} {t:type} Energy attached to this Pokémon.',
    'Discard all {t:type} Energy attached to this Pokémon.',
    'Discard all Energy attached to this Pokémon.',
  ],
  build: (s) => ({
    effects: [
      {
        do: 'discardEnergy',
        from: E.self,
        ...(s.type.t ? { types: [s.type.t] } : {}),
        ...(s.number.n === undefined ? { all: true } : { amount: s.number.n }),
      },
    ],
  }),
};

/** "Discard an Energy attached to your opponent's Active Pokémon." */
export const discardDefenderEnergy: SentenceTemplate<AttackPart> = {
  id: 'discard-defender-energy',
  patterns: [
    "Discard {n:count} Energy attached to your opponent's Active Pokémon.",
    'Discard {n:count} Energy attached to the Defending Pokémon.',
    "Discard {n:count} {t:type} Energy attached to your opponent's Active Pokémon.",
  ],
  build: (s) => ({
    effects: [{ do: 'discardEnergy', from: defender, ...(s.type.t ? { types: [s.type.t] } : {}), amount: s.number.n }],
  }),
};

/** "This attack does 20 damage to 1 of your opponent's Benched Pokémon." (PK-II-B08, no Weakness or Resistance). */
export const damageOneBenched: SentenceTemplate<AttackPart> = {
  id: 'damage-one-opponent-benched',
  patterns: [
    `This attack does {d:number} damage to {n:count} of your opponent's Benched Pokémon.${BENCH_REMINDER}`,
    `This attack also does {d:number} damage to {n:count} of your opponent's Benched Pokémon.${BENCH_REMINDER}`,
    // The older spelling, without "This attack".
    `Does {d:number} damage to {n:count} of your opponent's Benched Pokémon.${BENCH_REMINDER}`,
  ],
  build: (s, ctx) => ({
    effects: [
      choose(
        { zone: 'bench', player: E.opponent },
        'benched',
        `${ctx.attack ?? ctx.card}: ${s.number.d} damage to a Benched Pokémon`,
        'PK-II-B08',
        Math.min(1, s.number.n),
        s.number.n,
      ),
      { do: 'attackDamage', targets: variable('benched'), amount: s.number.d },
    ],
  }),
};

/**
 * "This attack does 30 damage to 1 of your opponent's Pokémon." and "… to each of your opponent's
 * Pokémon.": the Active among them takes it with Weakness and Resistance, the Benched without (PK-II-B08).
 */
export const damageOpponentPokemon: SentenceTemplate<AttackPart> = {
  id: 'damage-opponent-pokemon',
  patterns: [
    `This attack does {d:number} damage to {n:count} of your opponent's Pokémon.${BENCH_REMINDER}`,
    `This attack does {d:number} damage to each of your opponent's Pokémon.${BENCH_REMINDER}`,
  ],
  build: (s, ctx) => {
    const all = { select: { zone: inPlay, player: E.opponent } };
    if (s.number.n === undefined)
      return { effects: [{ do: 'attackDamage', targets: all, amount: s.number.d, defendingAsActive: true }] };
    return {
      effects: [
        choose(
          { zone: inPlay, player: E.opponent },
          'targets',
          `${ctx.attack ?? ctx.card}: ${s.number.d} damage to a Pokémon`,
          'PK-II-B08',
          Math.min(1, s.number.n),
          s.number.n,
        ),
        { do: 'attackDamage', targets: variable('targets'), amount: s.number.d, defendingAsActive: true },
      ],
    };
  },
};

/** "This attack does 10 damage to each of your opponent's Benched Pokémon." */
export const damageEachBenched: SentenceTemplate<AttackPart> = {
  id: 'damage-each-opponent-benched',
  patterns: [
    `This attack does {d:number} damage to each of your opponent's Benched Pokémon.${BENCH_REMINDER}`,
    `This attack also does {d:number} damage to each of your opponent's Benched Pokémon.${BENCH_REMINDER}`,
  ],
  build: (s) => ({
    effects: [{ do: 'attackDamage', targets: { select: { zone: 'bench', player: E.opponent } }, amount: s.number.d }],
  }),
};

/** "This attack does 10 damage to each of your Benched Pokémon." */
export const damageOwnBenched: SentenceTemplate<AttackPart> = {
  id: 'damage-each-own-benched',
  patterns: [
    `This attack does {d:number} damage to each of your Benched Pokémon.${BENCH_REMINDER}`,
    `This attack also does {d:number} damage to each of your Benched Pokémon.${BENCH_REMINDER}`,
  ],
  build: (s) => ({
    effects: [{ do: 'attackDamage', targets: { select: { zone: 'bench', player: E.controller } }, amount: s.number.d }],
  }),
};

/** "Put 3 damage counters on 1 of your opponent's Pokémon." (PK-II-C07). */
export const countersOnOne: SentenceTemplate<AttackPart> = {
  id: 'counters-on-one-opponent-pokemon',
  patterns: [
    "Put {n:count} damage counters on {k:count} of your opponent's Pokémon.",
    "Put {n:count} damage counter on {k:count} of your opponent's Pokémon.",
  ],
  build: (s, ctx) =>
    s.number.k !== 1
      ? null
      : {
          effects: [
            choose(
              { zone: ['active', 'bench'], player: E.opponent },
              'target',
              `${ctx.attack ?? ctx.card}: ${s.number.n} damage counters`,
              'PK-II-C07',
            ),
            { do: 'placeCounters', target: E.op('at', variable('target'), 0), counters: s.number.n },
          ],
        },
};

/** "Put 2 damage counters on your opponent's Active Pokémon." */
export const countersOnDefender: SentenceTemplate<AttackPart> = {
  id: 'counters-on-opponent-active',
  patterns: [
    "Put {n:count} damage counters on your opponent's Active Pokémon.",
    "Put {n:count} damage counter on your opponent's Active Pokémon.",
  ],
  build: (s) => ({ effects: [{ do: 'placeCounters', target: defender, counters: s.number.n }] }),
};

/** "Search your deck for a Fire Energy card and attach it to this Pokémon. Shuffle your deck afterward." */
export const attachEnergyFromDeck: SentenceTemplate<AttackPart> = {
  id: 'attach-energy-from-deck-to-self',
  patterns: [
    `Search your deck for {n:count} {t:type} Energy card and attach it to this Pokémon.${SHUFFLE}`,
    `Search your deck for {n:count} {t:type} Energy cards and attach them to this Pokémon.${SHUFFLE}`,
    `Search your deck for up to {n:count} {t:type} Energy cards and attach them to this Pokémon.${SHUFFLE}`,
  ],
  build: (s, ctx) => ({
    effects: [
      choose(
        { zone: 'deck', player: E.controller, where: energyCardWhere(s.type.t) },
        'found',
        `${ctx.attack ?? ctx.card}: search your deck`,
        'PK-H.2',
        0,
        s.number.n,
      ),
      { do: 'attach', card: variable('found'), to: E.self, kind: 'energy' },
      { do: 'shuffle', zone: 'deck', player: E.controller },
    ],
  }),
};

/** "Before doing damage, discard all Pokémon Tool cards attached to your opponent's Active Pokémon." (PK-II-E09). */
export const discardDefenderTools: SentenceTemplate<AttackPart> = {
  id: 'discard-defender-tools-before-damage',
  patterns: ["Before doing damage, discard all Pokémon Tool cards attached to your opponent's Active Pokémon."],
  build: () => ({
    beforeDamage: [
      {
        do: 'move',
        cards: {
          select: {
            zone: 'active',
            player: E.opponent,
            includeAttached: true,
            where: E.eq(E.char(E.card, 'trainerType'), 'tool'),
          },
        },
        to: 'discard',
        rule: 'PK-II-E09',
      },
    ],
  }),
};

export const ATTACK_EFFECT_TEMPLATES = [
  discardDefenderTools,
  healSelf,
  discardOwnEnergy,
  discardDefenderEnergy,
  damageOneBenched,
  damageEachBenched,
  damageOpponentPokemon,
  damageOwnBenched,
  countersOnOne,
  countersOnDefender,
  attachEnergyFromDeck,
];
