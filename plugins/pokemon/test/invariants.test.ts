import { describe, it, expect } from 'vitest';
import { TestTable, type TableSetup } from '@tcgkit/testing';
import { engine } from './support.js';
import { POKEMON_INVARIANTS } from '../src/rules/invariants.js';

const filler = Array<string>(6).fill('water-energy');
const state = (p0: TableSetup['players'][0]['zones'], p1: TableSetup['players'][0]['zones']) =>
  TestTable.start(engine, {
    start: { activePlayer: 0, turn: 2, phase: 'main' },
    players: [{ zones: { deck: filler, ...p0 }, data: { turnsTaken: 2 } }, { zones: { deck: filler, ...p1 } }],
  }).state;
const problems = (id: string, s: ReturnType<typeof state>) => POKEMON_INVARIANTS.find((i) => i.id === id)!.check(s);

describe('the Pokémon invariants say what breaks them (checked after every fuzz step and on restore)', () => {
  it('PK-LG-04: a Special Condition off the Active Spot is reported; cleared values (null, false) are not', () => {
    const s = state(
      { active: [{ def: 'samurott', status: { poisoned: true, asleep: null } }] },
      { active: ['marill'] },
    );
    expect(problems('conditions-on-active', s)).toEqual([]);
    const benched = state(
      {
        active: ['samurott'],
        bench: [
          { def: 'marill', status: { burned: true } },
          { def: 'marill', status: { confused: false, asleep: null } },
        ],
      },
      { active: ['marill'] },
    );
    const found = problems('conditions-on-active', benched);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^o\d+ \(marill\) in bench@0 has a Special Condition$/);
  });

  it('PK-A04.1: a sixth Benched Pokémon is reported, five are not', () => {
    const five = state({ active: ['samurott'], bench: Array<string>(5).fill('marill') }, { active: ['marill'] });
    expect(problems('bench-size', five)).toEqual([]);
    five.zones['bench@1'] = [...five.zones['bench@0']];
    five.zones['bench@1'].push(five.zones['bench@0'][0]);
    expect(problems('bench-size', five)).toEqual(['player 1 has 6 Benched Pokémon']);
  });
});
