import { describe, it, expect } from 'vitest';
import { TestTable } from '@tcgkit/testing';
import type { CardPlacement, EffectPart } from '@tcgkit/core';
import { engine } from './support.js';

const filler = Array<string>(8).fill('water-energy');
const prizes = (n: number) => Array<string>(n).fill('potion');
const table = (p0: CardPlacement, p1: CardPlacement, left = 2) =>
  TestTable.start(engine, {
    start: { activePlayer: 0, turn: 2, phase: 'main' },
    players: [
      {
        zones: { active: [p0], bench: ['marill'], deck: filler, prizes: prizes(left) },
        data: { turnsTaken: 2, prizesSet: 6 },
      },
      { zones: { active: [p1], bench: ['litleo'], deck: filler, prizes: prizes(left) }, data: { prizesSet: 6 } },
    ],
  });

describe('Knock Out (PK-D)', () => {
  it('PK-D.1 / PK-D.2: a Pokémon with no damage counters whose HP an effect brings to 0 is Knocked Out', () => {
    // An engine that only looks at Pokémon with damage counters, or that counts an HP-lowering effect
    // as raising HP, leaves Thundurus in play.
    const hpGone: { parts: EffectPart[]; duration: { kind: 'game' } }[] = [
      { parts: [{ layer: 'modifiers', op: { kind: 'add', key: 'hp', amount: -110 } }], duration: { kind: 'game' } },
    ];
    // The check runs as soon as the game is in this position (PK-D.2 iii).
    const t = table({ def: 'samurott' }, { def: 'thundurus', effects: hpGone });
    expect(t.zone('discard@1')).toEqual(['thundurus']);
    t.expect({ pending: { player: 0, prompt: 'takePrizes', rule: 'PK-D.4', min: 1, max: 1 } });
  });

  it(
    'PK-D.4 / PK-D.5: both Actives Knocked Out at the Checkup — each player takes 1 Prize; the player of ' +
      'the next turn puts out a new Active first',
    () => {
      const t = table(
        { def: 'samurott', counters: { damage: 190 }, status: { poisoned: true } },
        { def: 'thundurus', counters: { damage: 100 }, status: { poisoned: true } },
      ).choose('pass');
      expect(t.zone('discard@0')).toEqual(['samurott']);
      expect(t.zone('discard@1')).toEqual(['thundurus']);
      t.expect({ pending: { player: 0, prompt: 'takePrizes', min: 1, max: 1 } }).select(['prize:1']);
      t.expect({ pending: { player: 1, prompt: 'takePrizes', min: 1, max: 1 } }).select(['prize:2']);
      expect([t.zone('hand@0').length, t.zone('hand@1').length]).toEqual([1, 1]);
      // Turn 3 is player 1's: player 1 first, then player 0 (PK-D.5).
      t.expect({ pending: { player: 1, prompt: 'newActive', rule: 'PK-D.5' } }).choose('litleo');
      t.expect({ pending: { player: 0, prompt: 'newActive', rule: 'PK-D.5' } }).choose('marill');
      expect([t.zone('active@0'), t.zone('active@1')]).toEqual([['marill'], ['litleo']]);
      expect(t.state.result ?? null).toBeNull();
    },
  );

  it(
    'PK-PR-17 / PK-E.2: in a double battle, a player who loses one of two Active Pokémon with an empty ' +
      'Bench keeps playing with the other',
    () => {
      // The empty Active Spot cannot be filled, but the player still has an Active Pokémon: no loss. An
      // engine that asked only whether the Bench is empty would end the game here.
      const t = TestTable.start(engine, {
        options: { era: 'dp', doubleBattle: true },
        start: { activePlayer: 0, turn: 3, phase: 'main' },
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
                'marill',
              ],
              deck: filler,
              prizes: prizes(2),
            },
            data: { turnsTaken: 2, prizesSet: 6 },
          },
          {
            zones: { active: ['snorlax', { def: 'poliwag', counters: { damage: 40 } }], deck: filler },
            data: { turnsTaken: 2 },
          },
        ],
      });
      t.choose(`attack:Ember:${t.card('active@0:litleo').id}`).choose('poliwag');
      t.answer({ picks: [0] });
      expect(t.zone('discard@1')).toEqual(['poliwag']);
      expect(t.zone('active@1')).toEqual(['snorlax']);
      expect(t.state.result ?? null).toBeNull();
      expect(t.state.turn).toMatchObject({ number: 4, activePlayer: 1 });
    },
  );
});
