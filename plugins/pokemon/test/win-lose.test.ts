import { describe, it, expect } from 'vitest';
import { TestTable } from '@tcgkit/testing';
import { simultaneousOutcome } from '../src/index.js';
import { engine } from './support.js';

// Rows of PK-E.4 from "my" (player 0's) point of view:
// [I took all, opponent took all, I can't replace, opponent can't replace].
const ROWS: [number, [boolean, boolean, boolean, boolean], 'draw' | 'win' | 'lose'][] = [
  [1, [true, true, true, true], 'draw'],
  [2, [true, true, false, false], 'draw'],
  [3, [true, false, true, false], 'draw'],
  [4, [false, true, false, true], 'draw'],
  [5, [false, false, true, true], 'draw'],
  [6, [true, false, false, true], 'win'],
  [7, [true, true, false, true], 'win'],
  [8, [true, false, true, true], 'win'],
  [9, [false, true, true, false], 'lose'],
  [10, [true, true, true, false], 'lose'],
  [11, [false, true, true, true], 'lose'],
];

describe('winning and losing (PK-E)', () => {
  for (const [row, [mine, theirs, iCant, theyCant], result] of ROWS) {
    it(`PK-E.4 row ${row}: ${result}`, () => {
      const out = simultaneousOutcome({ tookAllPrizes: [mine, theirs], cannotReplaceActive: [iCant, theyCant] });
      expect(out).toEqual(result === 'draw' ? { draw: true } : { winner: result === 'win' ? 0 : 1 });
    });
  }

  it('PK-E.4: no condition met, no result', () => {
    expect(simultaneousOutcome({ tookAllPrizes: [false, false], cannotReplaceActive: [false, false] })).toBeNull();
  });

  it('PK-E.1 / PK-D.4: taking the last Prize card wins; a Pokémon-EX gives 2 Prizes', () => {
    const t = TestTable.start(engine, {
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
            prizes: ['potion', 'switch'],
          },
          data: { prizesSet: 6 },
        },
        {
          zones: {
            active: [{ def: 'mewtwo-ex', counters: { damage: 100 } }],
            bench: ['marill'],
            deck: ['water-energy'],
            prizes: ['potion'],
          },
          data: { prizesSet: 6 },
        },
      ],
    });
    t.choose('attack:Disaster Volt');
    // All Prizes taken (2 for a Pokémon-EX); the opponent still puts out a new Active first (PK-D.5).
    t.expect({ pending: { player: 1, prompt: 'newActive', rule: 'PK-D.5' } }).choose('marill');
    expect(t.zone('hand@0').sort()).toEqual(['potion', 'switch']);
    expect(t.state.result).toEqual({ winners: [0], draw: false, reason: 'took all Prize cards', rule: 'PK-E.1' });
  });

  it('PK-E.2 / PK-D.5: a player with no Benched Pokémon to replace a Knocked Out Active loses', () => {
    const t = TestTable.start(engine, {
      start: { activePlayer: 0, turn: 2, phase: 'main' },
      players: [
        {
          zones: {
            active: [
              {
                def: 'litleo',
                attached: [
                  { def: 'fire-energy', kind: 'energy' },
                  { def: 'fire-energy', kind: 'energy' },
                ],
              },
            ],
            deck: ['water-energy'],
            prizes: Array<string>(6).fill('potion'),
          },
          data: { prizesSet: 6 },
        },
        {
          zones: {
            active: [{ def: 'marill', counters: { damage: 40 } }],
            deck: ['water-energy'],
            prizes: Array<string>(6).fill('potion'),
          },
          data: { prizesSet: 6 },
        },
      ],
    });
    t.choose('attack:Ember');
    // One Prize of six: the player picks which face-down card (PK-D.4).
    t.expect({ pending: { player: 0, kind: 'select', prompt: 'takePrizes', min: 1, max: 1, rule: 'PK-D.4' } }).select([
      'prize:3',
    ]);
    expect(t.zone('hand@0')).toEqual(['potion']);
    expect(t.zone('prizes@0')).toHaveLength(5);
    expect(t.zone('discard@1')).toEqual(['marill']);
    expect(t.state.result).toEqual({
      winners: [0],
      draw: false,
      reason: 'opponent cannot put out an Active Pokémon',
      rule: 'PK-E.2',
    });
  });

  it('PK-E.4 row 2 in play: both players take their last Prize at once — a draw', () => {
    const t = TestTable.start(engine, {
      start: { activePlayer: 0, turn: 2, phase: 'main' },
      players: [
        {
          zones: {
            active: [
              {
                def: 'voltage-rusher',
                counters: { damage: 150 },
                attached: [
                  { def: 'lightning-energy', kind: 'energy' },
                  { def: 'lightning-energy', kind: 'energy' },
                ],
              },
            ],
            bench: ['marill'],
            deck: ['water-energy'],
            prizes: ['potion'],
          },
          data: { prizesSet: 6 },
        },
        {
          zones: {
            active: [{ def: 'samurott', counters: { damage: 100 } }],
            bench: ['marill'],
            deck: ['water-energy'],
            prizes: ['potion'],
          },
          data: { prizesSet: 6 },
        },
      ],
    });
    // 100 × 2 − 20 = 180 Knocks Out Samurott; 50 to itself Knocks Out Voltage Rusher (170 HP, 150 damage).
    t.choose('attack:Voltage Rush');
    t.choose('marill'); // player 1's new Active first (PK-D.5)
    t.choose('marill');
    expect(t.state.result).toEqual({
      winners: [],
      draw: true,
      reason: 'all players lost (simultaneous win conditions, equal count, simultaneous win conditions, equal count)',
      rule: 'PK-E.4',
    });
  });

  it('PK-E.3: a player who cannot draw at the start of their turn loses at once', () => {
    const t = TestTable.start(engine, {
      start: { activePlayer: 0, turn: 2, phase: 'main' },
      players: [{ zones: { active: ['marill'], deck: ['water-energy'] } }, { zones: { active: ['litleo'], deck: [] } }],
    });
    t.choose('pass');
    expect(t.state.result).toEqual({
      winners: [0],
      draw: false,
      reason: 'no card to draw at the start of the turn',
      rule: 'PK-E.3',
    });
  });
});

describe('Sudden Death (PK-E.5, PK-LG-12–14)', () => {
  const drawnGame = (suddenDeath: boolean) => {
    const t = TestTable.start(engine, {
      start: { activePlayer: 0, turn: 2, phase: 'main' },
      options: { suddenDeath },
      players: [
        {
          zones: {
            active: [
              {
                def: 'voltage-rusher',
                counters: { damage: 150 },
                attached: [
                  { def: 'lightning-energy', kind: 'energy' },
                  { def: 'lightning-energy', kind: 'energy' },
                ],
              },
            ],
            bench: ['marill'],
            deck: Array<string>(10).fill('water-energy'),
            prizes: ['potion'],
          },
          data: { prizesSet: 6 },
        },
        {
          zones: {
            active: [{ def: 'samurott', counters: { damage: 100 } }],
            bench: ['marill'],
            deck: Array<string>(10).fill('water-energy'),
            prizes: ['potion'],
          },
          data: { prizesSet: 6 },
        },
      ],
    });
    t.choose('attack:Voltage Rush').choose('marill').choose('marill');
    return t;
  };

  it(
    'PK-E.5 / PK-LG-12 / PK-LG-13 / PK-LG-14: a draw (case 4, row 2 of PK-E.4) restarts the game from ' +
      'setup with 1 Prize card each',
    () => {
      const t = drawnGame(true);
      expect(t.state.result).toBeNull();
      expect(
        t.log.some(
          (l) =>
            l.rule === 'PK-E.5' &&
            l.message ===
              'the game starts over: Sudden Death (case 4: both players took their last Prize cards at once)',
        ),
      ).toBe(true);
      expect(
        t.log.some(
          (l) =>
            l.rule === 'PK-LG-12' &&
            l.message === 'Sudden Death: case 4: both players took their last Prize cards at once',
        ),
      ).toBe(true);
      // Everything was reset: every card went back to its owner's deck, then setup began again (7-card hands).
      expect(t.state.turn.number).toBe(0);
      expect(t.state.effects).toEqual([]);
      expect(t.state.players.map((p) => p.lost)).toEqual([null, null]);
      const owned = (p: number) => Object.values(t.state.objects).filter((o) => o.owner === p);
      expect(owned(0).every((o) => o.zone === 'deck@0' || o.zone === 'hand@0')).toBe(true);
      expect(
        owned(0)
          .map((o) => o.def)
          .sort(),
      ).toEqual(
        [
          'lightning-energy',
          'lightning-energy',
          'marill',
          'potion',
          'voltage-rusher',
          ...Array<string>(10).fill('water-energy'),
        ].sort(),
      );
      expect(t.zone('hand@0')).toHaveLength(7);
      t.expect({ pending: { prompt: 'setup.active', rule: 'PK-G.4' } });
      // Setup again: 1 Prize card each (PK-E.5 step 2).
      for (let i = 0; i < 10 && t.pending?.prompt !== 'playTiming'; i++)
        t.answer(t.pending!.kind === 'select' ? { picks: [] } : { choice: 0 });
      expect(t.zone('prizes@0')).toHaveLength(1);
      expect(t.zone('prizes@1')).toHaveLength(1);
      expect(t.state.players.map((p) => p.data.prizesSet)).toEqual([1, 1]);
    },
  );

  it('PK-E.5: without the option a draw stays a draw', () => {
    expect(drawnGame(false).state.result).toMatchObject({ draw: true, rule: 'PK-E.4' });
  });
});
