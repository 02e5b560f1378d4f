import { describe, it, expect } from 'vitest';
import { engine } from './support/harness.js';
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
