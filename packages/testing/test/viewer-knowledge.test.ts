import { describe, expect, it } from 'vitest';
import { engine } from './support.js';
import { RandomAgent, TestTable, playGame, viewerKnowledge, viewerSight } from '../src/index.js';

const SPECTATOR = -1;
const defs = (hidden: ReadonlyMap<string, { def: string }>) => [...hidden.values()].map((c) => c.def).sort();

describe('what a viewer may know', () => {
  const table = () =>
    TestTable.start(engine, {
      start: { activePlayer: 0, phase: 'main' },
      players: [
        { zones: { hand: ['show-hand', 'ping'], deck: ['big'] } },
        { zones: { hand: ['rally'], field: ['vanilla'], deck: ['watcher'] } },
      ],
    });

  it('hidden: every deck and the other hand; seen: the deck list and what the state shows', () => {
    const [p0, p1, spectator] = viewerKnowledge(engine, table().record(), [0, 1, SPECTATOR]);
    expect(defs(p0.at[0].hidden)).toEqual(['big', 'rally', 'watcher']);
    expect([...p0.at[0].seen].sort()).toEqual(['big', 'ping', 'show-hand', 'vanilla']);
    expect(defs(p1.at[0].hidden)).toEqual(['big', 'ping', 'show-hand', 'watcher']);
    expect([...p1.at[0].seen].sort()).toEqual(['rally', 'vanilla', 'watcher']);
    expect(defs(spectator.at[0].hidden)).toEqual(['big', 'ping', 'rally', 'show-hand', 'watcher']);
    expect([...spectator.at[0].seen]).toEqual(['vanilla']);
    expect([...spectator.deck]).toEqual([]);
    expect([...p1.owned].sort()).toEqual(['rally', 'vanilla', 'watcher']);
  });

  it('a card revealed to a player is seen by it from then on, and by no one else', () => {
    const record = table().choose('play:show-hand').record();
    const [p0, p1, spectator] = viewerKnowledge(engine, record, [0, 1, SPECTATOR]);
    const last = record.answers.length;
    expect(p1.at).toHaveLength(last + 1);
    expect(defs(p1.at[last].hidden)).not.toContain('ping');
    expect(p1.at[last].seen).toContain('ping');
    expect(p1.at[last].seen).toContain('show-hand');
    expect(defs(spectator.at[last].hidden)).toContain('ping');
    expect(spectator.at[last].seen).not.toContain('ping');
    expect(p0.at[last].hidden).toEqual(p0.at[0].hidden);
  });

  it('agrees with viewFor at every step of random games: a card is in the view exactly when not hidden', () => {
    for (let seed = 1; seed <= 4; seed++) {
      const deck = ['vanilla', 'big', 'ping', 'rally', 'watcher', 'eila', 'splitter', 'sleeper', 'show-hand'];
      const config = {
        seed,
        players: [{ cards: { deck, hand: ['see-hand'] } }, { cards: { deck: [...deck].reverse(), hand: [] } }],
      };
      const played = playGame({ engine, config, agents: [new RandomAgent(seed), new RandomAgent(seed + 100)] });
      expect(played.error).toBeNull();
      let steps = 0;
      engine.replay(played.record, (state) => {
        for (const viewer of [0, 1, SPECTATOR]) {
          const { hidden, shown } = viewerSight(engine, state, viewer);
          const inView = idsIn(engine.viewFor(state, viewer).zones);
          const notHidden = Object.keys(state.objects).filter((id) => !hidden.has(id));
          expect([...inView].sort()).toEqual(notHidden.sort());
          expect(shown).toEqual(new Set(notHidden.map((id) => state.objects[id].def)));
        }
        steps++;
      });
      expect(steps).toBe(played.record.answers.length);
    }
  });
});

/** The object ids (`o<n>`) anywhere in a view's zones. */
function idsIn(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string' && /^o\d+$/.test(value)) out.add(value);
  else if (Array.isArray(value)) for (const v of value) idsIn(v, out);
  else if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) if (k !== 'characteristics') idsIn(v, out);
  return out;
}
