import { describe, it, expect } from 'vitest';
import { TestTable } from '@tcgkit/testing';
import { engine } from './support.js';

const filler = Array<string>(8).fill('water-energy');

describe('once-per-turn actions come back on the next turn (PK-C.2, PK-B02.1, PK-B03.1, PK-A03.1)', () => {
  it(
    'PK-C.2 / PK-B02.1 / PK-B03.1 / PK-A03.1: the Energy attachment, the Supporter, the Stadium and the ' +
      "retreat used this turn are offered again on the player's next turn",
    () => {
      // Player 0 has used all four this turn. An engine that forgot to reset one of them at the
      // start of the player's next turn would leave it out on turn 4.
      const t = TestTable.start(engine, {
        start: { activePlayer: 0, turn: 2, phase: 'main' },
        players: [
          {
            zones: {
              active: [{ def: 'poliwag', attached: [{ def: 'water-energy', kind: 'energy' }] }],
              bench: ['marill'],
              hand: ['water-energy', 'professors-letter', 'silent-lab'],
              deck: filler,
            },
            data: { turnsTaken: 2, energyAttached: true, supporterPlayed: true, stadiumPlayed: true, retreated: true },
          },
          { zones: { active: ['litleo'], deck: filler }, data: { turnsTaken: 1 } },
        ],
      });
      const kinds = () => [...new Set(t.pending!.options.map((o) => o.key.split(':').slice(0, 2).join(':')))].sort();
      expect(kinds().filter((k) => /^(attach|trainer|retreat):/.test(k))).toEqual([]);
      t.choose('pass'); // end of turn 2
      t.choose('pass'); // player 1 ends turn 3
      expect(t.state.turn).toMatchObject({ number: 4, activePlayer: 0 });
      expect(kinds().filter((k) => /^(attach|trainer|retreat):/.test(k))).toEqual([
        'attach:water-energy',
        'retreat:water-energy',
        'trainer:professors-letter',
        'trainer:silent-lab',
      ]);
    },
  );
});
