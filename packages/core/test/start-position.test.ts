import { describe, it, expect } from 'vitest';
import { engine, TestGame } from './support/harness.js';
import { GameSession } from '../src/index.js';

describe('starting a game from a described position (scenarios, puzzles)', () => {
  it('places cards with counters, status and attached cards, and starts at the given turn and phase', () => {
    const state = engine.createGame({
      seed: 3,
      players: [
        {
          cards: {
            field: [{ def: 'vanilla', counters: { damage: 2 }, attached: [{ def: 'stacker', kind: 'under' }] }],
            deck: ['big'],
          },
          data: { note: 'x' },
        },
        { cards: { hand: [{ def: 'ping', revealedTo: [0] }], deck: ['big'] } },
      ],
      start: { activePlayer: 1, turn: 4, phase: 'main' },
    });
    expect(state.turn).toMatchObject({ number: 4, activePlayer: 1, phase: 'main' });
    expect(state.pending).toMatchObject({ player: 1, prompt: 'playTiming' });
    const v = state.zones['field@0'][0];
    expect(state.objects[v].counters).toEqual({ damage: 2 });
    expect(engine.characteristics(state, v)).toMatchObject({ level: 2, attack: 3 });
    expect(state.players[0].data).toEqual({ note: 'x' });
    // The draw phase was skipped: player 1 still has one card in the deck.
    expect(state.zones['deck@1']).toHaveLength(1);
    expect(engine.viewFor(state, 0).zones['hand@1'].revealed?.map((c) => c.def)).toEqual(['ping']);
  });

  it('rejects an unknown start phase and unknown cards in placements, naming the field', () => {
    expect(() =>
      engine.createGame({
        seed: 1,
        players: [{ cards: {} }, { cards: {} }],
        start: { activePlayer: 0, phase: 'battle' },
      }),
    ).toThrow('game config (start.phase): unknown phase "battle" (phases: draw, main, end)');
    expect(() =>
      engine.createGame({
        seed: 1,
        players: [
          { cards: { field: [{ def: 'vanilla', attached: [{ def: 'nope', kind: 'under' }] }] } },
          { cards: {} },
        ],
      }),
    ).toThrow('game config (players.0.cards.field.0.attached.0): unknown card "nope"');
  });

  it('a game started from a position records and replays like any other', () => {
    const s = GameSession.create(engine, {
      seed: 9,
      players: [
        { cards: { hand: ['ping'], deck: ['big'] } },
        { cards: { field: [{ def: 'eila', counters: { damage: 7 } }], deck: ['big'] } },
      ],
      start: { activePlayer: 0, phase: 'main' },
    }).start();
    s.submit(0, { decision: s.state.pending!.id, choice: 0 });
    s.submit(0, { decision: s.state.pending!.id, picks: [0] });
    const eila = s.state.zones['field@1'][0];
    expect(s.state.objects[eila].counters.damage).toBe(9); // 7 + (5 − 3): below 10, Eila survives
    const hashes: string[] = [];
    engine.replay(s.record(), (st) => hashes.push(engine.hash(st)));
    expect(hashes).toEqual(s.record().hashes);
  });
});

describe('what a start position can fix and carry: random outcomes, continuous effects, turn history', () => {
  /** A TestGame at the main phase of turn 1 from this config's players and extra fields. */
  const from = (config: Record<string, unknown>, p0: Record<string, unknown>, p1: Record<string, unknown> = {}) => {
    const g = new TestGame({});
    g.state = engine.createGame(
      { seed: 5, players: [{ cards: p0 }, { cards: p1 }], start: { activePlayer: 0, phase: 'main' }, ...config },
      g.sink,
    );
    return g;
  };
  const coins = (fixed: string[] | undefined) => {
    const g = from(fixed ? { random: { coins: fixed } } : {}, { hand: ['coin', 'coin'] });
    const flips: unknown[] = [];
    for (const _ of [0, 1]) {
      g.play('coin');
      flips.push(g.state.players[0].data.heads);
    }
    return { flips, rng: g.state.rng };
  };

  it('fixed coin flips come out in the given order; the PRNG moves as if it had drawn them', () => {
    const drawn = coins(undefined);
    expect(coins(['heads', 'tails']).flips).toEqual([true, false]);
    expect(coins(['tails', 'heads']).flips).toEqual([false, true]);
    // Used up: the second flip is drawn, as it would have been.
    expect(coins(['tails']).flips).toEqual([false, drawn.flips[1]]);
    expect(coins(['heads', 'heads']).rng).toEqual(drawn.rng);
  });

  it('shuffles: keep leaves a shuffled zone in its order (the same seed reorders it otherwise)', () => {
    const deck = ['vanilla', 'big', 'stacker', 'based', 'watcher', 'eila'];
    const shuffled = (random?: object) => {
      const g = from(random ? { random } : {}, { hand: ['reshuffle'], deck });
      g.play('reshuffle');
      return g.defs('deck');
    };
    expect(shuffled()).not.toEqual(deck);
    expect(shuffled({ shuffles: 'keep' })).toEqual(deck);
    expect(shuffled({ shuffles: 'random' })).toEqual(shuffled());
  });

  it('a placed card carries continuous effects that last as their duration says (CT-9.2.3)', () => {
    const g = from(
      {},
      { field: [{ def: 'vanilla', effects: [{ parts: [add('attack', 3)] }] }, 'big'] },
      { deck: ['big'] },
    );
    const g2 = from(
      {},
      { field: [{ def: 'vanilla', effects: [{ parts: [add('attack', 3)], duration: { kind: 'game' } }] }] },
      { deck: ['big'] },
    );
    const v = g.id('vanilla');
    expect(g.chars(v).attack).toBe(5);
    expect(g.chars(g.id('big')).attack).toBe(3); // only the card it is placed on
    g.pass();
    g.pass(1);
    // The ruleset's default duration (until the end of the turn) ended it; a game-long one stays.
    expect(g.state.turn.number).toBe(2);
    expect(g.chars(v).attack).toBe(2);
    g2.pass();
    g2.pass(1);
    expect(g2.chars(g2.id('vanilla')).attack).toBe(5);
  });

  it('a placed card carries its once-per-turn abilities used this turn (CT-9.6.3)', () => {
    const used = from({}, { field: [{ def: 'once', usedThisTurn: ['once.t'] }], hand: ['vanilla'] });
    used.play('vanilla');
    expect(used.counter(used.id('once'), 'once')).toBe(0);
    expect(used.messages('CT-9.3.3')).toEqual([`once.t of ${used.id('once')} is cancelled: already used this turn`]);
    const fresh = from({}, { field: ['once'], hand: ['vanilla'] });
    fresh.play('vanilla');
    expect(fresh.counter(fresh.id('once'), 'once')).toBe(1);
  });

  it('a game with fixed outcomes saves and restores byte-identically, the unused outcomes kept', () => {
    const g = from({ random: { coins: ['tails', 'heads', 'heads'], shuffles: 'keep' } }, { hand: ['coin'] });
    g.play('coin');
    const saved = engine.serialize(g.state);
    expect(g.state.fixedRandom).toEqual({ coins: [true, true], shuffles: 'keep' });
    expect(engine.serialize(engine.restore(saved))).toBe(saved);
  });
});

const add = (key: string, amount: number) => ({ layer: 'numeric', op: { kind: 'add' as const, key, amount } });
