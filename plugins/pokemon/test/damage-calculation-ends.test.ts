import { describe, it, expect } from 'vitest';
import { TestTable } from '@tcgkit/testing';
import type { CardPlacement, EffectPart } from '@tcgkit/core';
import { engine } from './support.js';

// Where damage calculation ends (PK-A01.DC1–DC6): each position has a later step that would
// add damage if the calculation went on, so an engine that does not stop gives damage.
const filler = Array<string>(8).fill('water-energy');
const energy = (...defs: string[]) => defs.map((def) => ({ def, kind: 'energy' }));
/** A damage modifier left on a Pokémon by an earlier turn (Photon Wave, Jet Shoot, …). */
const modifier = (key: string, amount: number) => [
  {
    parts: [{ layer: 'modifiers', op: { kind: 'add', key, amount } } as EffectPart],
    duration: { kind: 'game' as const },
  },
];
const board = (attacker: CardPlacement, defender: CardPlacement) =>
  TestTable.start(engine, {
    start: { activePlayer: 0, turn: 2, phase: 'main' },
    players: [
      { zones: { active: [attacker], deck: filler }, data: { turnsTaken: 2 } },
      { zones: { active: [defender], bench: ['marill'], deck: filler } },
    ],
  });
const damageEvents = (t: TestTable) => t.events.filter((e) => e.event.kind === 'damage');

describe('where damage calculation ends (PK-A01.DC1–DC6)', () => {
  it(
    'PK-II-B03 / PK-A01.DC1: a "−" attack brought below 0 ends the calculation — Muscle Band does not lift ' +
      'it back',
    () => {
      // Ebb Tide: 30 − 10 per counter; 4 counters make −10. Muscle Band's +20 at DC2 would give 10.
      const t = board(
        {
          def: 'marill',
          counters: { damage: 40 },
          attached: [...energy('water-energy'), { def: 'muscle-band', kind: 'tool' }],
        },
        { def: 'thundurus' },
      ).choose('attack:Ebb Tide');
      expect(t.card('active@1:thundurus').counters.damage ?? 0).toBe(0);
      expect(damageEvents(t)).toEqual([]);
    },
  );

  it(
    'PK-A01.DC2: effects on the attacker bringing the damage to 0 end the calculation — later "+40 damage ' +
      'taken" adds nothing',
    () => {
      // Photon Wave-style −30 on a 30-damage attack; the defender takes 40 more damage (DC5).
      const t = board(
        { def: 'mewtwo-ex', attached: energy('psychic-energy', 'psychic-energy'), effects: modifier('dc2All', -30) },
        { def: 'thundurus', effects: modifier('dc5All', 40) },
      ).choose('attack:Photon Wave');
      expect(t.card('active@1:thundurus').counters.damage ?? 0).toBe(0);
      expect(damageEvents(t)).toEqual([]);
    },
  );

  it(
    'PK-A01.DC4: Resistance bringing the damage to 0 ends the calculation — later "+40 damage taken" adds ' + 'nothing',
    () => {
      // Sigilyph's 20 [P] against Metagross's Resistance [P] −20 = 0; DC5 +40 would give 40.
      const t = board(
        { def: 'sigilyph', attached: energy('psychic-energy') },
        { def: 'metagross', effects: modifier('dc5All', 40) },
      ).choose('attack:Psychic Shot');
      expect(t.card('active@1:metagross').counters.damage ?? 0).toBe(0);
      expect(damageEvents(t)).toEqual([]);
    },
  );

  it('PK-A01.DC4: Resistance applies only to the type it names — a [P] Resistance leaves [L] damage whole', () => {
    const t = board(
      { def: 'thundurus', attached: energy('lightning-energy', 'lightning-energy', 'lightning-energy') },
      { def: 'metagross' },
    ).choose('attack:Disaster Volt');
    expect(t.card('active@1:metagross').counters.damage).toBe(80);
  });

  it('PK-A01.DC5: effects on the defender that lower the damage to 0 leave no damage', () => {
    const t = board(
      { def: 'sigilyph', attached: energy('psychic-energy') },
      { def: 'thundurus', effects: modifier('dc5All', -20) },
    ).choose('attack:Psychic Shot');
    expect(t.card('active@1:thundurus').counters.damage ?? 0).toBe(0);
    expect(damageEvents(t)).toEqual([]);
  });
});
