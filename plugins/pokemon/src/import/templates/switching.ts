import { E } from '@tcgkit/core';
import type { AttackPart, SentenceTemplate } from '../sentence-template.js';

const hasBench = (player: typeof E.controller) => E.op('gt', E.op('zoneCount', 'bench', player), 0);

/** "Switch this Pokémon with 1 of your Benched Pokémon." (also "your Active Pokémon"). */
export const switchOwn: SentenceTemplate<AttackPart> = {
  id: 'switch-own-active',
  patterns: [
    'Switch this Pokémon with {n:count} of your Benched Pokémon.',
    'Switch your Active Pokémon with {n:count} of your Benched Pokémon.',
  ],
  build: (s) =>
    s.number.n !== 1
      ? null
      : { effects: [{ do: 'switchActive', player: E.controller }], playableIf: hasBench(E.controller) },
};

/** "Switch 1 of your opponent's Benched Pokémon with his or her Active Pokémon." — you choose (PK-II-C05). */
export const gustOpponent: SentenceTemplate<AttackPart> = {
  id: 'switch-opponent-benched-in',
  patterns: [
    "Switch {n:count} of your opponent's Benched Pokémon with his or her Active Pokémon.",
    "Switch {n:count} of your opponent's Benched Pokémon with your opponent's Active Pokémon.",
    "Switch {n:count} of your opponent's Benched Pokémon with their Active Pokémon.",
  ],
  build: (s) =>
    s.number.n !== 1 ? null : { effects: [{ do: 'gust', player: E.opponent }], playableIf: hasBench(E.opponent) },
};

/** "Your opponent switches his or her Active Pokémon with 1 of his or her Benched Pokémon." (PK-II-C04). */
export const opponentSwitches: SentenceTemplate<AttackPart> = {
  id: 'opponent-switches-active',
  patterns: [
    'Your opponent switches his or her Active Pokémon with {n:count} of his or her Benched Pokémon.',
    'Your opponent switches the Defending Pokémon with {n:count} of his or her Benched Pokémon.',
    'Then, your opponent switches his or her Active Pokémon with {n:count} of his or her Benched Pokémon.',
  ],
  build: (s) =>
    s.number.n !== 1 ? null : { effects: [{ do: 'switchActive', player: E.opponent, rule: 'PK-II-C04' }] },
};

export const SWITCHING_TEMPLATES = [switchOwn, gustOpponent, opponentSwitches];
