import { describe, it, expect } from 'vitest';
import type { GameState } from '../src/index.js';
import { counterStory } from '../src/runtime/events/core-event-stories.js';

const state = { objects: { o7: { master: 1 } } } as unknown as GameState;

describe("a counter event's log story", () => {
  it('counters put on a card: `counter:<key>`, the amount put on and the total after', () => {
    const story = counterStory({ kind: 'counter', card: 'o7', key: 'damage', amount: 30 }, { value: 50 }, state);
    expect(story).toEqual({
      kind: 'counter:damage',
      actor: 1,
      cards: { card: 'o7' },
      numbers: { amount: 30, value: 50 },
    });
  });

  it('counters removed (a heal): `counter:<key>:removed` with the amount removed as a positive number', () => {
    // A story that kept the signed amount under the same kind would read "−20 damage put on" to a player.
    const story = counterStory({ kind: 'counter', card: 'o7', key: 'damage', amount: -20 }, { value: 10 }, state);
    expect(story.kind).toBe('counter:damage:removed');
    expect(story.numbers).toEqual({ amount: 20, value: 10 });
  });
});
