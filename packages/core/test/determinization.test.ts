import { describe, expect, it } from 'vitest';
import { engine } from './support/harness.js';
import { GameSession, type GameState } from '../src/index.js';

const config = {
  seed: 5,
  players: [
    { cards: { deck: ['vanilla', 'big', 'ping', 'rally', 'coin'], hand: ['splitter', 'watcher'], field: ['eila'] } },
    { cards: { deck: ['big', 'vanilla', 'ping', 'watcher'], hand: ['coin', 'rally', 'splitter'], field: ['perrine'] } },
  ],
};

/** Card definitions per owner and zone key, sorted: what a deal may move (within an owner) and what it keeps. */
function defsByOwner(state: GameState): string[][] {
  const out: string[][] = [[], []];
  for (const o of Object.values(state.objects)) out[o.owner].push(o.def);
  return out.map((d) => d.sort());
}

const handOf = (state: GameState, player: number) =>
  state.zones[`hand@${player}`].map((id) => state.objects[id].def).sort();

describe('Engine.determinize: a state consistent with what one viewer knows', () => {
  const start = GameSession.create(engine, config).start().state;
  const decider = start.pending!.player;
  const viewer = 1 - decider;
  const before = engine.serialize(start);
  const deals = Array.from({ length: 24 }, (_, seed) => engine.determinize(start, viewer, seed)).filter(
    (d): d is GameState => d !== null,
  );

  it('leaves the viewer’s view as it was, and the original state untouched', () => {
    expect(deals.length).toBeGreaterThan(0);
    const view = JSON.stringify(engine.viewFor(start, viewer));
    for (const d of deals) expect(JSON.stringify(engine.viewFor(d, viewer))).toBe(view);
    expect(engine.serialize(start)).toBe(before);
  });

  it('for the deciding player too: its own decision, in its view, is asked the same', () => {
    const view = JSON.stringify(engine.viewFor(start, decider));
    const own = Array.from({ length: 12 }, (_, seed) => engine.determinize(start, decider, seed)).filter(
      (d): d is GameState => d !== null,
    );
    expect(own.length).toBeGreaterThan(0);
    for (const d of own) expect(JSON.stringify(engine.viewFor(d, decider))).toBe(view);
  });

  it('deals the hidden cards again within their owner (the other hand changes), and the future draws too', () => {
    for (const d of deals) expect(defsByOwner(d)).toEqual(defsByOwner(start));
    expect(deals.some((d) => JSON.stringify(handOf(d, decider)) !== JSON.stringify(handOf(start, decider)))).toBe(true);
    // The viewer's own hand is seen: never dealt again.
    for (const d of deals) expect(handOf(d, viewer)).toEqual(handOf(start, viewer));
    expect(new Set(deals.map((d) => JSON.stringify(d.rng))).size).toBe(deals.length);
  });

  it('asks the other player’s pending decision again over the new cards: every deal restores', () => {
    for (const d of deals) expect(() => engine.restore(engine.serialize(d), 'deal')).not.toThrow();
  });
});
