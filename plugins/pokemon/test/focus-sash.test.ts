import { describe, it, expect } from 'vitest';
import { TestTable } from '@tcgkit/testing';
import type { CardPlacement } from '@tcgkit/core';
import { engine } from './support.js';

// Focus Sash (PK-II-D16): "If the [F] Pokémon this card is attached to has full HP and would be
// Knocked Out by damage from an opponent's attack, it is not Knocked Out, its remaining HP becomes
// 10, and you discard this card." Each position leaves out one of its conditions.
const filler = Array<string>(8).fill('water-energy');
const energy = (...defs: string[]) => defs.map((def) => ({ def, kind: 'energy' }));
const sash = { def: 'focus-sash', kind: 'tool' };
const thundurus = { def: 'thundurus', attached: energy('lightning-energy', 'lightning-energy', 'lightning-energy') };
const board = (attacker: CardPlacement, defender: CardPlacement, hand: string[] = []) =>
  TestTable.start(engine, {
    start: { activePlayer: 0, turn: 2, phase: 'main' },
    players: [
      { zones: { active: [attacker], hand, deck: filler }, data: { turnsTaken: 2 } },
      { zones: { active: [defender], bench: ['marill'], deck: filler } },
    ],
  });

describe('Focus Sash (PK-II-D16)', () => {
  it('PK-II-D16: not at full HP — a Fighting Pokémon with 1 damage counter is Knocked Out, Focus Sash and all', () => {
    const t = board(thundurus, { def: 'hawlucha', counters: { damage: 10 }, attached: [sash] }).choose(
      'attack:Disaster Volt',
    );
    expect(t.zone('discard@1').sort()).toEqual(['focus-sash', 'hawlucha']);
  });

  it('PK-II-D16: only a [F] Pokémon — Marill ([Y]) with Focus Sash at full HP is Knocked Out', () => {
    const t = board(thundurus, { def: 'marill', attached: [sash] }).choose('attack:Disaster Volt');
    expect(t.zone('discard@1').sort()).toEqual(['focus-sash', 'marill']);
  });

  it(
    'PK-II-D16: only when it would be Knocked Out — 40 damage to a 70-HP Hawlucha is dealt in full and the ' +
      'Sash stays',
    () => {
      const t = board({ def: 'sigilyph', attached: energy('psychic-energy') }, { def: 'hawlucha', attached: [sash] });
      t.choose('attack:Psychic Shot'); // 20 × 2 (Weakness [P])
      expect(t.card('active@1:hawlucha').counters.damage).toBe(40);
      expect(t.zone('discard@1')).toEqual([]);
    },
  );

  it('PK-II-D16: damage exactly equal to its HP would Knock it Out, so Focus Sash works — 10 HP left', () => {
    // Razor Shell 60 + PlusPower 10 = 70 = Hawlucha's HP.
    const t = board(
      { def: 'samurott', attached: energy('water-energy', 'water-energy') },
      { def: 'hawlucha', attached: [sash] },
      ['plus-power'],
    );
    t.choose('trainer:plus-power').choose('attack:Razor Shell');
    expect(t.card('active@1:hawlucha').counters.damage).toBe(60);
    expect(t.zone('discard@1')).toEqual(['focus-sash']);
  });
});
