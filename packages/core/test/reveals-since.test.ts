import { describe, it, expect } from 'vitest';
import { TestGame, engine } from './support/harness.js';
import { cloneJson } from '../src/index.js';

describe('revealedSince: what a player learnt since an earlier state (the condition for an undo)', () => {
  it('playing a card from one’s own hand reveals nothing to its player, but shows the card to the other', () => {
    const g = new TestGame({ hand: ['vanilla'], deck: ['big', 'ping'] }, { deck: ['big'] });
    const before = cloneJson(g.state);
    g.play('vanilla');
    expect(engine.revealedSince(before, g.state, 0)).toBeNull();
    expect(engine.revealedSince(before, g.state, 1)).toMatch(/^the card vanilla/);
  });

  it('a coin flip is a random outcome: an undo would let its player flip again', () => {
    const g = new TestGame({ hand: ['coin'], deck: ['big'] }, { deck: ['big'] });
    const before = cloneJson(g.state);
    g.play('coin');
    expect(engine.revealedSince(before, g.state, 0)).toMatch(/random outcome/);
  });

  it('a card drawn from the hidden deck is new to its player', () => {
    const g = new TestGame({ hand: ['vanilla'], deck: ['big', 'ping'] }, { deck: ['big', 'ping'] });
    const before = cloneJson(g.state);
    // Pass until player 0's next turn has drawn a card.
    for (let i = 0; i < 20 && g.state.turn.number < before.turn.number + 2; i++) g.pass();
    expect(g.state.turn.number).toBe(before.turn.number + 2);
    expect(engine.revealedSince(before, g.state, 0)).toMatch(/^the card big \(/);
  });

  it('the same state reveals nothing', () => {
    const g = new TestGame({ hand: ['vanilla'] });
    expect(engine.revealedSince(cloneJson(g.state), g.state, 0)).toBeNull();
    expect(engine.revealedSince(cloneJson(g.state), g.state, 1)).toBeNull();
  });
});
