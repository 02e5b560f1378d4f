import { describe, it, expect } from 'vitest';
import { TestTable, type TableSetup } from '@tcgkit/testing';
import { zoneKey, type EventSink, type LogEntry } from '@tcgkit/core';
import { engine } from './support.js';
import { SAMPLE_DECKS } from '../src/index.js';

type Zones = TableSetup['players'][0]['zones'];
const E = (def: string) => ({ def, kind: 'energy' });
const filler = Array<string>(8).fill('water-energy');
const legend = (
  p0: Zones,
  p1: Zones,
  o: { seed?: number; turn?: number; turnsTaken?: number; data1?: Record<string, number> } = {},
) =>
  TestTable.start(engine, {
    seed: o.seed ?? 1,
    options: { era: 'legend' },
    start: { activePlayer: 0, turn: o.turn ?? 2, phase: 'main' },
    players: [
      { zones: { deck: filler, ...p0 }, data: { turnsTaken: o.turnsTaken ?? 2 } },
      { zones: { deck: filler, ...p1 }, data: { turnsTaken: 1, ...(o.data1 ?? {}) } },
    ],
  });
const keys = (t: TestTable) => t.pending!.options.map((o) => o.key);

describe('the Legend-era regulation (PK-LG)', () => {
  it(
    'PK-LG-01: only Legend-series cards and reprints, and of Special Energy only Rainbow, Double ' +
      'Colorless, Rescue and the special Darkness / Metal',
    () => {
      const deck = [...SAMPLE_DECKS.legend.deck.slice(0, 29), 'blend-energy-grpd'];
      expect(engine.validateDeck({ deck }, { era: 'legend' })).toEqual([
        {
          rule: 'PK-LG-01',
          message: '"Blend Energy GRPD" is not a Special Energy of the Legend regulation',
          card: 'blend-energy-grpd',
        },
      ]);
      expect(engine.validateDeck({ deck: SAMPLE_DECKS.legend.deck }, { era: 'legend' })).toEqual([]);
      const xyCard = [...SAMPLE_DECKS.legend.deck.slice(0, 29), 'mewtwo-ex'];
      expect(engine.validateDeck({ deck: xyCard }, { era: 'legend' })).toEqual([
        { rule: 'PK-LG-01', message: '"Mewtwo-EX" is not a Legend-series card or reprint', card: 'mewtwo-ex' },
      ]);
      expect(SAMPLE_DECKS.legend.deck).toContain('rainbow-energy');
    },
  );

  it(
    'PK-LG-05 / PK-X-06: a 30-card deck sets 3 Prize cards, a 60-card deck 6; the opponent may draw after ' +
      'a mulligan',
    () => {
      const log: LogEntry[] = [];
      const sink: EventSink = { event: () => undefined, log: (l) => log.push(l) };
      const state = engine.createGame(
        {
          seed: 3,
          options: { era: 'legend' },
          // The 60-card deck is an XY deck, outside Legend's card pool: this is about Prize counts.
          deckRules: 'skip',
          players: [{ cards: { deck: SAMPLE_DECKS.legend.deck } }, { cards: { deck: SAMPLE_DECKS.water.deck } }],
        },
        sink,
      );
      for (let i = 0; i < 20 && state.pending && state.pending.prompt !== 'playTiming'; i++) {
        const d = state.pending;
        engine.submit(
          state,
          d.player,
          d.kind === 'select' ? { decision: d.id, picks: [] } : { decision: d.id, choice: 0 },
          sink,
        );
      }
      expect(state.zones[zoneKey('prizes', 0)]).toHaveLength(3);
      expect(state.zones[zoneKey('prizes', 1)]).toHaveLength(6);
      expect(state.players.map((p) => p.data.prizesSet)).toEqual([3, 6]);
    },
  );

  it(
    'PK-LG-02 / PK-LG-08: the Knock Out sequence — discard, 1 Prize, a new Active; a player with no ' +
      'Pokémon left in play loses',
    () => {
      const t = legend(
        {
          active: [{ def: 'litleo', attached: [E('fire-energy'), E('fire-energy')] }],
          prizes: ['potion', 'potion', 'potion'],
        },
        { active: [{ def: 'poliwag', counters: { damage: 40 } }], bench: ['marill'] },
      );
      t.choose('attack:Ember')
        .answer({ picks: [0] })
        .choose('marill');
      expect(t.zone('discard@1')).toEqual(['poliwag']);
      expect(t.zone('prizes@0')).toHaveLength(2);
      expect(t.zone('active@1')).toEqual(['marill']);
      const last = legend(
        {
          active: [{ def: 'litleo', attached: [E('fire-energy'), E('fire-energy')] }],
          prizes: ['potion', 'potion', 'potion'],
        },
        { active: [{ def: 'poliwag', counters: { damage: 40 } }] },
      );
      last.choose('attack:Ember').answer({ picks: [0] });
      expect(last.state.result).toEqual({
        winners: [0],
        draw: false,
        reason: 'opponent cannot put out an Active Pokémon',
        rule: 'PK-E.2',
      });
    },
  );

  it(
    'PK-LG-06: a turn — bench, evolve, Items any number, 1 Supporter, attach 1 Energy, retreat once, ' +
      'attack or end; a Checkup after every turn',
    () => {
      const t = legend(
        {
          active: ['poliwag'],
          bench: ['marill'],
          hand: [
            'poliwhirl',
            'litleo',
            'potion',
            'switch',
            'professors-letter',
            'lysandre',
            'water-energy',
            'water-energy',
          ],
        },
        { active: [{ def: 'samurott', status: { poisoned: true } }], bench: ['marill'] },
      );
      expect(keys(t)).toEqual(
        expect.arrayContaining([
          'bench:litleo',
          `evolve:poliwhirl:${t.card('active@0:poliwag').id}`,
          'trainer:switch',
          'trainer:professors-letter',
          'trainer:lysandre',
          'pass',
        ]),
      );
      t.choose('trainer:professors-letter');
      expect(keys(t)).not.toContain('trainer:lysandre');
      t.choose(`attach:water-energy:${t.card('active@0:poliwag').id}`);
      expect(keys(t).filter((k) => k.startsWith('attach:'))).toEqual([]);
      t.choose('pass');
      expect(t.card('active@1:samurott').counters.damage).toBe(10); // the Checkup after player 0's turn
    },
  );

  it(
    'PK-LG-10: the first player may use Trainers on turn 1; Rare Candy evolves only into a Stage 2, and ' +
      'not a Basic put into play this turn',
    () => {
      const first = legend(
        { active: ['poliwag'], hand: ['switch', 'professors-letter'], bench: ['marill'] },
        { active: ['marill'] },
        { turn: 1, turnsTaken: 1 },
      );
      expect(keys(first)).toEqual(expect.arrayContaining(['trainer:switch', 'trainer:professors-letter']));
      const candy = legend(
        { active: ['poliwag'], hand: ['rare-candy', 'poliwhirl', 'poliwrath', 'poliwag'] },
        { active: ['marill'] },
      );
      candy.choose('bench:poliwag').choose('trainer:rare-candy');
      expect(keys(candy)).toEqual([`poliwrath:${candy.card('active@0:poliwag').id}`]);
    },
  );

  it('PK-LG-11 / PK-X-04: a used Supporter goes to the discard pile at once', () => {
    const t = legend({ active: ['poliwag'], hand: ['professors-letter'] }, { active: ['marill'] });
    t.choose('trainer:professors-letter');
    expect(t.zone('discard@0')).toEqual(['professors-letter']);
    expect(t.state.turn.activePlayer).toBe(0);
  });

  it(
    'PK-LG-15 / PK-PR-18: Poisoned, Burned and Confused Pokémon can retreat; Asleep and Paralyzed cannot; ' +
      'Confusion tails is 30 as counters (PK-X-08)',
    () => {
      for (const [status, can] of [
        ['poisoned', true],
        ['burned', true],
        ['confused', true],
        ['asleep', false],
        ['paralyzed', false],
      ] as const) {
        const t = legend(
          {
            active: [{ def: 'poliwag', attached: [E('water-energy')], status: { [status]: true } }],
            bench: ['marill'],
          },
          { active: ['marill'] },
        );
        expect(keys(t).some((k) => k.startsWith('retreat:'))).toBe(can);
      }
      let tails: TestTable | null = null;
      for (let seed = 1; seed < 30 && !tails; seed++) {
        const t = legend(
          { active: [{ def: 'litleo', attached: [E('fire-energy'), E('fire-energy')], status: { confused: true } }] },
          { active: ['snorlax'] },
          { seed },
        );
        t.choose('attack:Ember');
        // Sorted by the Confusion coin itself, not by the engine's own 'fails' line.
        if (t.log.some((l) => l.rule === 'PK-A01.6' && l.message.endsWith('flips a coin: tails'))) tails = t;
      }
      expect(tails!.card('active@0:litleo').counters.damage).toBe(30);
      // counters, not damage: no Weakness or Resistance
      expect(tails!.log.filter((l) => /^DC\d/.test(l.message))).toEqual([]);
    },
  );

  it(
    'PK-LG-16: "you choose" (Lysandre) versus "the opponent chooses" (Roar); "don\'t apply Weakness and ' +
      'Resistance" always applies',
    () => {
      const you = legend(
        { active: ['sandslash'], hand: ['lysandre'] },
        { active: ['samurott'], bench: ['marill', 'litleo'] },
      );
      you.choose('trainer:lysandre').expect({ pending: { player: 0, rule: 'PK-II-C05' } });
      const they = legend(
        { active: [{ def: 'sandslash', attached: [E('fighting-energy')] }] },
        { active: ['samurott'], bench: ['marill', 'litleo'] },
      );
      they.choose('attack:Roar').expect({ pending: { player: 1, rule: 'PK-II-C04' } });
      const riolu = legend({ active: [{ def: 'riolu', attached: [E('fighting-energy')] }] }, { active: ['snorlax'] });
      riolu.choose('attack:Quick Strike');
      expect(riolu.card('active@1:snorlax').counters.damage).toBe(30); // Snorlax is weak to [F]: not applied
    },
  );

  it(
    "PK-LG-17: benching from the deck by an attack does not count as playing from hand (Hoopa-EX's Ability " +
      'does not work); searching finds any card',
    () => {
      const t = legend(
        { active: [{ def: 'skarmory', attached: [E('metal-energy')] }], deck: ['hoopa-ex', 'mewtwo-ex', ...filler] },
        { active: ['snorlax'] },
      );
      t.choose('attack:Call for Family').select(['deck@0:hoopa-ex']);
      expect(t.zone('bench@0')).toEqual(['hoopa-ex']);
      expect(t.log.some((l) => l.rule === 'PK-II-E06')).toBe(false);
      expect(t.state.turn.activePlayer).toBe(1);
      const s = legend({ active: ['metagross'], deck: ['potion', 'poliwrath', ...filler] }, { active: ['snorlax'] });
      s.choose('ability:metagross.plasma-search');
      expect(s.pending!.options).toHaveLength(10); // every card of the deck
    },
  );

  it(
    'PK-LG-18: "ignore the opponent\'s effects" ignores "does not receive damage" too; "can\'t retreat" ' +
      'ends by switching; Energy includes Special Energy',
    () => {
      let hidden: TestTable | null = null;
      for (let seed = 1; seed < 30 && !hidden; seed++) {
        const t = legend(
          { active: [{ def: 'kakuna', attached: [E('grass-energy')] }] },
          { active: [{ def: 'mienfoo', attached: [E('fighting-energy'), E('fighting-energy')] }] },
          { seed },
        );
        t.choose('attack:Hide');
        if (t.log.some((l) => l.message.endsWith('flips a coin: heads'))) hidden = t; // by the coin itself
      }
      hidden!.choose('attack:Pierce');
      // Hide's "no damage" is an effect on the Defending Pokémon: ignored
      expect(hidden!.card('active@0:kakuna').counters.damage).toBe(50);
      const flare = legend(
        { active: [{ def: 'talonflame', attached: [E('rainbow-energy'), E('fire-energy'), E('water-energy')] }] },
        { active: ['snorlax'] },
      );
      flare.choose('attack:Flare Blitz');
      expect(flare.zone('discard@0').sort()).toEqual(['fire-energy', 'rainbow-energy']);
    },
  );
});

describe('Legend-era Trainers and Energy (PK-LG-11, PK-LG-01)', () => {
  it(
    "PK-LG-11: PlusPower adds 10 to the Active Pokémon's attack this turn and goes to the discard pile at " + 'once',
    () => {
      const t = legend(
        {
          active: [{ def: 'litleo', attached: [E('fire-energy'), E('fire-energy')] }],
          bench: ['hawlucha'],
          hand: ['plus-power'],
        },
        { active: ['snorlax'] },
      );
      t.choose('trainer:plus-power');
      expect(t.zone('discard@0')).toEqual(['plus-power']);
      expect(t.card('active@0:litleo').characteristics.dc2VsOpponentActive).toBe(10);
      expect(t.card('bench@0:hawlucha').characteristics.dc2VsOpponentActive).toBe(0);
      t.choose('attack:Ember');
      expect(t.card('active@1:snorlax').counters.damage).toBe(50);
    },
  );

  it(
    'PK-LG-01 / PK-II-E04: Rescue Energy returns its Knocked Out Pokémon to the hand in Knock Out step 2; ' +
      'the Prize is still taken',
    () => {
      const t = legend(
        {
          active: [{ def: 'litleo', attached: [E('fire-energy'), E('fire-energy')] }],
          prizes: ['potion', 'potion', 'potion'],
        },
        { active: [{ def: 'poliwag', counters: { damage: 40 }, attached: [E('rescue-energy')] }], bench: ['marill'] },
      );
      t.choose('attack:Ember')
        .answer({ picks: [0] })
        .choose('marill');
      expect(t.zone('hand@1')).toEqual(['poliwag', 'water-energy']);
      expect(t.zone('discard@1')).toEqual(['rescue-energy']);
      expect(t.zone('prizes@0')).toHaveLength(2);
    },
  );
});
