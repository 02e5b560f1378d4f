import { describe, it, expect } from 'vitest';
import { engine, deck } from './support.js';
import { zoneKey, type GameState, type LogEntry, type EventSink } from '@tcgkit/core';

/** Starts a real game (with setup) and returns it at the first decision. */
const sinks = new WeakMap<GameState, EventSink>();
function start(d0: string[], d1: string[], seed = 1) {
  const log: LogEntry[] = [];
  const sink: EventSink = { event: () => undefined, log: (l) => log.push(l) };
  const state = engine.createGame({ seed, players: [{ cards: { deck: d0 } }, { cards: { deck: d1 } }] }, sink);
  sinks.set(state, sink);
  return { state, log };
}
const answerFirst = (s: GameState) => {
  const d = s.pending!;
  engine.submit(
    s,
    d.player,
    d.kind === 'select' ? { decision: d.id, picks: [] } : { decision: d.id, choice: 0 },
    sinks.get(s),
  );
};
/** Answers with the first option (no picks for selections) until a decision with this prompt is pending. */
const answerUntil = (s: GameState, prompt: string) => {
  for (let i = 0; i < 20 && s.pending && s.pending.prompt !== prompt; i++) answerFirst(s);
  expect(s.pending?.prompt).toBe(prompt);
};

describe('setup (PK-G)', () => {
  it(
    'PK-G.2 / PK-G.3 / PK-G.4: shuffled decks, 7-card hands, then each player puts a Basic into the Active ' +
      'Spot face down',
    () => {
      const { state, log } = start(deck('water'), deck('lightning'));
      expect(state.zones[zoneKey('hand', 0)]).toHaveLength(7);
      expect(state.zones[zoneKey('hand', 1)]).toHaveLength(7);
      expect(log.filter((l) => l.rule === 'PK-G.2')).toHaveLength(2);
      expect(state.pending).toMatchObject({ player: 0, prompt: 'setup.active', rule: 'PK-G.4' });
      answerFirst(state);
      const active0 = state.zones[zoneKey('active', 0)][0];
      expect(state.objects[active0].status.faceDown).toBe(true);
      // Player 1 chooses without seeing player 0's Active (PK-G.4: face down).
      const view = engine.viewFor(state, 1);
      expect(view.zones['active@0'].cards).toEqual([{ hidden: true }]);
      expect(state.pending).toMatchObject({ player: 1, prompt: 'setup.active' });
    },
  );

  it('PK-G.5 / PK-G.6 / PK-G.7 / PK-G.8: Bench, 6 Prizes, a seeded first player, then everything face up', () => {
    const { state, log } = start(deck('water'), deck('lightning'), 5);
    answerFirst(state); // P0 Active
    answerFirst(state); // P1 Active
    expect(state.pending).toMatchObject({ player: 0, kind: 'select', prompt: 'setup.bench', min: 0, rule: 'PK-G.5' });
    engine.submit(state, 0, { decision: state.pending!.id, picks: [0] }, sinks.get(state));
    answerUntil(state, 'playTiming'); // player 1 benches nothing; Prizes; first player; flip; first draw
    expect(state.zones[zoneKey('prizes', 0)]).toHaveLength(6);
    expect(state.zones[zoneKey('prizes', 1)]).toHaveLength(6);
    expect(state.zones[zoneKey('bench', 0)]).toHaveLength(1);
    expect(log.some((l) => l.rule === 'PK-G.7' && /player [01] goes first/.test(l.message))).toBe(true);
    for (const id of [
      ...state.zones[zoneKey('active', 0)],
      ...state.zones[zoneKey('bench', 0)],
      ...state.zones[zoneKey('active', 1)],
    ])
      expect(state.objects[id].status.faceDown).toBe(false);
    expect(state.turn.number).toBe(1);
    // The first player drew for their turn: 7 − 1 Active − 1 Benched + 1 = 6, or 7 − 1 + 1 = 7.
    const first = state.turn.activePlayer;
    expect(state.zones[zoneKey('hand', first)]).toHaveLength(first === 0 ? 6 : 7);
  });

  it('PK-G.4a: when neither player has a Basic, both reveal and redraw, with no extra draws for anyone', () => {
    const d = [...Array<string>(56).fill('water-energy'), ...Array<string>(4).fill('marill')];
    let game: ReturnType<typeof start> | null = null;
    for (let seed = 1; seed < 200 && !game; seed++) {
      const g = start(d, d, seed);
      const mulligans = g.log
        .filter((l) => (l.rule === 'PK-G.4a' || l.rule === 'PK-G.4c') && l.message.endsWith(': mulligan'))
        .map((l) => l.message);
      if (mulligans.length >= 1 && mulligans.every((m) => m === 'player 0 and 1 has no Basic Pokémon: mulligan'))
        game = g;
    }
    const { state, log } = game!;
    expect(
      log.filter((l) => l.rule === 'PK-G.4a' && l.message === 'player 0 and 1 has no Basic Pokémon: mulligan').length,
    ).toBeGreaterThanOrEqual(1);
    // Both hands were shown to both players before going back (PK-G.4a).
    expect(log.filter((l) => l.rule === 'PK-G.4a' && l.message.endsWith('is revealed')).length).toBeGreaterThanOrEqual(
      14,
    );
    expect(log.filter((l) => /^player [01] has no Basic Pokémon: mulligan$/.test(l.message))).toEqual([]);
    expect(state.players.map((p) => p.data.extraDraws)).toEqual([undefined, undefined]);
    expect(state.zones[zoneKey('hand', 0)]).toHaveLength(7);
    expect(state.zones[zoneKey('hand', 1)]).toHaveLength(7);
    expect(state.pending?.prompt).toBe('setup.active');
  });

  it(
    "PK-G.4c / PK-G.4d / PK-G.6 / PK-X-10: one player's mulligans give the opponent one optional draw each " +
      'after Prizes',
    () => {
      const d0 = [...Array<string>(56).fill('water-energy'), ...Array<string>(4).fill('marill')];
      let found: { state: GameState; log: LogEntry[] } | null = null;
      for (let seed = 1; seed < 30 && !found; seed++) {
        const g = start(d0, deck('lightning'), seed);
        if (g.log.some((l) => l.rule === 'PK-G.4b')) {
          // player 1 goes ahead (PK-G.4b)
          for (let i = 0; i < 5 && g.state.pending?.player === 1; i++) answerFirst(g.state);
          found = g;
        }
      }
      const { state, log } = found!;
      const mulligans = log.filter(
        (l) => l.rule === 'PK-G.4c' && l.message === 'player 0 has no Basic Pokémon: mulligan',
      ).length;
      expect(state.players[1].data.extraDraws).toBe(mulligans);
      answerUntil(state, 'setup.extraDraws'); // Actives and (empty) Benches
      expect(state.pending).toMatchObject({ player: 1, prompt: 'setup.extraDraws', rule: 'PK-G.6' });
      expect(state.pending!.options.map((o) => o.value)).toEqual(Array.from({ length: mulligans + 1 }, (_, k) => k));
      const before = state.zones[zoneKey('hand', 1)].length;
      engine.submit(state, 1, { decision: state.pending!.id, choice: mulligans }, sinks.get(state));
      expect(state.zones[zoneKey('hand', 1)].length + state.zones[zoneKey('bench', 1)].length).toBeGreaterThanOrEqual(
        before + mulligans - 1,
      );
    },
  );
});

describe('one player without a Basic (PK-G.4b, PK-G.4e)', () => {
  it(
    'PK-G.4b / PK-G.4e: the opponent alone sets up first (once), then the player without a Basic restarts ' +
      'from step 2 alone',
    () => {
      const d0 = [...Array<string>(57).fill('water-energy'), ...Array<string>(3).fill('marill')];
      let found: { state: GameState; log: LogEntry[] } | null = null;
      let afterAhead = 0;
      for (let seed = 1; seed < 300 && !found; seed++) {
        const g = start(d0, deck('lightning'), seed);
        if (!g.log.some((l) => l.rule === 'PK-G.4b')) continue;
        const s = structuredClone(g.state);
        const log: LogEntry[] = [...g.log];
        const sink: EventSink = { event: () => undefined, log: (l) => log.push(l) };
        for (let i = 0; i < 5 && s.pending?.player === 1; i++)
          engine.submit(
            s,
            1,
            s.pending.kind === 'select' ? { decision: s.pending.id, picks: [] } : { decision: s.pending.id, choice: 0 },
            sink,
          );
        if (log.filter((l) => l.message === 'player 0 has no Basic Pokémon: mulligan').length >= 2) {
          found = g;
          afterAhead = log.length;
        }
      }
      const { state, log } = found!;
      expect(afterAhead).toBeGreaterThan(0);
      // The first decision of the game is the opponent's Active, before player 0 shows and returns the hand.
      const goAhead = log.findIndex((l) => l.rule === 'PK-G.4b');
      expect(log[goAhead].message).toBe('player 1 sets up first (Active, Bench, Prizes)');
      expect(log.filter((l) => l.rule === 'PK-G.4b')).toHaveLength(1); // later mulligans skip (b)
      expect(state.pending).toMatchObject({ player: 1, prompt: 'setup.active', rule: 'PK-G.4' });
      expect(log.filter((l) => l.rule === 'PK-G.4c' && l.message.endsWith('is revealed'))).toEqual([]);
      answerFirst(state); // player 1's Active
      if (state.pending?.prompt === 'setup.bench') answerFirst(state); // player 1's Bench (none)
      // Player 1 has set 6 Prizes; player 0 then showed the hand,
      // returned it, shuffled and drew 7 alone (e), as often as needed.
      expect(state.zones[zoneKey('prizes', 1)]).toHaveLength(6);
      const mulligans = log.filter((l) => l.message === 'player 0 has no Basic Pokémon: mulligan').length;
      expect(log.filter((l) => l.rule === 'PK-G.4e' && l.message === 'deck@0 is shuffled')).toHaveLength(mulligans);
      expect(log.filter((l) => l.rule === 'PK-G.4e' && /deck@1/.test(l.message))).toEqual([]);
      expect(state.players[1].data.extraDraws).toBe(mulligans);
      expect(state.pending).toMatchObject({ player: 0, prompt: 'setup.active' });
      expect(state.zones[zoneKey('hand', 0)]).toHaveLength(7);
    },
  );
});
