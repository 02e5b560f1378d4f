import { describe, it, expect } from 'vitest';
import { TestTable, type TableSetup } from '@tcgkit/testing';
import { engine } from './support.js';

const E = (def: string) => ({ def, kind: 'energy' });
const filler = Array<string>(6).fill('water-energy');
const table = (p0: TableSetup['players'][0]['zones'], p1: TableSetup['players'][0]['zones']) =>
  TestTable.start(engine, {
    start: { activePlayer: 0, turn: 2, phase: 'main' },
    players: [{ zones: { deck: filler, ...p0 }, data: { turnsTaken: 2 } }, { zones: { deck: filler, ...p1 } }],
  });
const keys = (t: TestTable) => t.pending!.options.map((o) => o.key);

describe('Special Conditions inflicted by attacks', () => {
  it(
    'PK-LG-03: Poisoned and Burned coexist with one of Asleep / Paralyzed / Confused; a new one of those ' +
      'replaces the other',
    () => {
      const t = table(
        { active: [{ def: 'koffing', attached: [E('psychic-energy'), E('psychic-energy')] }] },
        { active: [{ def: 'samurott', status: { asleep: true, poisoned: true } }], bench: ['marill'] },
      );
      t.choose('attack:Stun Gas');
      expect(t.card('active@1:samurott').status).toEqual({
        asleep: null,
        paralyzed: true,
        paralyzedAt: 2,
        burned: true,
        poisoned: true,
      });
      // Confusion is not cured by the Checkup that follows, so only the new condition can have removed it.
      const u = table(
        { active: [{ def: 'koffing', attached: [E('psychic-energy'), E('psychic-energy')] }] },
        { active: [{ def: 'samurott', status: { confused: true } }], bench: ['marill'] },
      );
      u.choose('attack:Stun Gas');
      expect(u.card('active@1:samurott').status.confused).toBeNull();
      expect(u.card('active@1:samurott').status.paralyzed).toBe(true);
    },
  );

  it('PK-LG-04: only the Active Pokémon can have a Special Condition', () => {
    const t = table(
      { active: [{ def: 'koffing', attached: [E('psychic-energy')] }] },
      { active: ['samurott'], bench: ['marill'] },
    );
    t.choose('attack:Poison Gas');
    expect(t.card('active@1:samurott').status.poisoned).toBe(true);
    expect(t.card('bench@1:marill').status.poisoned).toBeUndefined();
  });

  it('PK-II-E16: a special Poison places its own number of counters; a normal Poison overwrites it', () => {
    const t = table(
      { active: [{ def: 'koffing', attached: [E('psychic-energy')] }] },
      { active: ['samurott'], bench: ['marill'] },
    );
    t.choose('attack:Bad Poison');
    expect(t.card('active@1:samurott').status.poisoned).toBe(40);
    expect(t.card('active@1:samurott').counters.damage).toBe(40); // the Checkup after this turn
    const u = table(
      { active: [{ def: 'koffing', attached: [E('psychic-energy')] }] },
      { active: [{ def: 'samurott', status: { poisoned: 40 } }], bench: ['marill'] },
    );
    u.choose('attack:Poison Gas');
    expect(u.card('active@1:samurott').counters.damage).toBe(10);
  });

  it('PK-A01.4: an Asleep Pokémon cannot attack (PK-II-E27 aside)', () => {
    const t = table(
      { active: [{ def: 'koffing', attached: [E('psychic-energy'), E('psychic-energy')] }] },
      { active: [{ def: 'samurott', attached: [E('water-energy'), E('water-energy')] }], bench: ['marill'] },
    );
    t.choose('attack:Sleep Gas');
    // Player 1's turn 3: Samurott stayed Asleep only if the Checkup coin was tails.
    const asleep = t.card('active@1:samurott').status.asleep === true;
    expect(keys(t).some((k) => k.startsWith('attack:'))).toBe(!asleep);
  });
});

describe('Abilities (PK-A02)', () => {
  it(
    'PK-A02.1 / PK-A02.2 / PK-LG-07: a declared Ability is used from the Bench, any number of times, and ' +
      'its attachments are not the one from hand',
    () => {
      const t = table(
        {
          active: ['tepig'],
          bench: [
            {
              def: 'tepig',
              attached: [
                { def: 'pignite', kind: 'evolution' },
                { def: 'emboar', kind: 'evolution' },
              ],
            },
          ],
          hand: ['fire-energy', 'fire-energy', 'water-energy'],
        },
        { active: ['marill'] },
      );
      const emboar = t.card('bench@0:tepig').id;
      expect(keys(t)).toContain(`ability:emboar.inferno-fandango:${emboar}`);
      t.choose('ability:emboar.inferno-fandango').select(['hand@0:fire-energy']).select(['active@0:tepig']);
      t.choose('ability:emboar.inferno-fandango')
        .select(['hand@0:fire-energy'])
        .select([`o${emboar.slice(1)}`]);
      expect(t.zone('hand@0')).toEqual(['water-energy']);
      // its condition (a [R] Energy in hand) no longer holds
      expect(keys(t)).not.toContain(`ability:emboar.inferno-fandango:${emboar}`);
      // the manual attachment is still available
      expect(keys(t).filter((k) => k.startsWith('attach:'))).toHaveLength(2);
      expect(
        t.log.filter((l) => l.rule === 'PK-A02.3' && l.message === 'Emboar uses emboar.inferno-fandango'),
      ).toHaveLength(2);
    },
  );

  it("PK-B03.3: Silent Lab removes Basic Pokémon's Abilities only — a Stage 2's Ability still works", () => {
    const t = table(
      {
        active: ['tepig'],
        bench: [
          {
            def: 'tepig',
            attached: [
              { def: 'pignite', kind: 'evolution' },
              { def: 'emboar', kind: 'evolution' },
            ],
          },
        ],
        hand: ['fire-energy', 'silent-lab'],
      },
      { active: ['samurott'] },
    );
    t.choose('trainer:silent-lab');
    expect(keys(t).some((k) => k.startsWith('ability:emboar'))).toBe(true);
    expect(t.card('active@1:samurott').characteristics.dc5All).toBe(0);
  });

  it(
    'PK-A02.4 / PK-II-C09: an automatic Ability — 3 damage counters for each Energy card the opponent ' +
      'attaches from hand, even by an Ability',
    () => {
      const t = table(
        {
          active: ['litleo'],
          bench: [
            {
              def: 'tepig',
              attached: [
                { def: 'pignite', kind: 'evolution' },
                { def: 'emboar', kind: 'evolution' },
              ],
            },
          ],
          hand: ['fire-energy', 'fire-energy'],
        },
        {
          active: [
            {
              def: 'mareep',
              attached: [
                { def: 'flaaffy', kind: 'evolution' },
                { def: 'ampharos', kind: 'evolution' },
              ],
            },
          ],
        },
      );
      t.choose('attach:fire-energy:' + t.card('active@0:litleo').id);
      expect(t.card('active@0:litleo').counters.damage).toBe(30);
      t.choose('ability:emboar.inferno-fandango').select(['hand@0:fire-energy']).select(['active@0:litleo']);
      expect(t.card('active@0:litleo').counters.damage).toBe(60);
      expect(
        t.log.filter(
          (l) => l.message.startsWith('ampharos.electromagnetic-wall of') && l.message.endsWith('is played'),
        ),
      ).toHaveLength(2);
    },
  );

  it(
    'PK-II-E03 / PK-A01.10: "when damaged by an attack" happens after the attack\'s effects and before the ' +
      'Knock Out check, even when the Pokémon is Knocked Out',
    () => {
      const t = table(
        {
          active: [
            {
              def: 'thundurus',
              counters: { damage: 60 },
              attached: [E('lightning-energy'), E('lightning-energy'), E('lightning-energy')],
            },
          ],
          bench: ['marill'],
        },
        { active: [{ def: 'sigilyph', counters: { damage: 20 } }], bench: ['marill'] },
      );
      t.choose('attack:Disaster Volt');
      // Sigilyph (90 HP, 20 damage) takes 80 and is Knocked Out only after Reflect Shield put 5 counters on
      // Thundurus (60 + 50 ≥ 110).
      const order = t.log.map((l) => l.message);
      const shield = order.findIndex((m) => m.startsWith('sigilyph.reflect-shield of') && m.endsWith('is played'));
      const ko = order.findIndex((m) => m.startsWith('Sigilyph') && m.endsWith('is Knocked Out'));
      expect(shield).toBeGreaterThan(0);
      expect(ko).toBeGreaterThan(shield);
      expect(t.zone('discard@1')).toEqual(['sigilyph']);
      expect(t.zone('discard@0')).toContain('thundurus');
      // a new object in the discard: damage does not follow it
      expect(t.card('discard@0:thundurus').counters).toEqual({});
    },
  );
});
