import { describe, it, expect } from 'vitest';
import { TestTable } from '@tcgkit/testing';
import { engine } from './support.js';

const filler = Array<string>(8).fill('water-energy');

describe('the Defending Pokémon in a double battle (PK-PR-17)', () => {
  it(
    "PK-PR-17 / PK-A01.9: the Defending Pokémon the attacker chose is the one the attack's effects treat " +
      'as "the Defending Pokémon"',
    () => {
      // Poison Gas on the second of the opponent's two Active Pokémon: an engine that chose the
      // defender for the damage but kept the first Active for the attack's text would poison Snorlax.
      const t = TestTable.start(engine, {
        options: { era: 'dp', doubleBattle: true },
        start: { activePlayer: 0, turn: 3, phase: 'main' },
        players: [
          {
            zones: {
              active: [{ def: 'koffing', attached: [{ def: 'water-energy', kind: 'energy' }] }, 'marill'],
              deck: filler,
            },
            data: { turnsTaken: 2 },
          },
          { zones: { active: ['snorlax', 'poliwag'], deck: filler }, data: { turnsTaken: 2 } },
        ],
      });
      t.choose(`attack:Poison Gas:${t.card('active@0:koffing').id}`);
      t.expect({ pending: { player: 0, prompt: 'defender', rule: 'PK-PR-17' } }).choose('poliwag');
      expect(t.card('active@1:poliwag').counters.damage).toBe(10); // Poisoned: 1 counter at the Checkup
      expect(t.card('active@1:snorlax').status.poisoned ?? null).toBeNull();
    },
  );
});
