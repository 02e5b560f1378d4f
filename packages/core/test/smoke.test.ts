import { describe, it, expect } from 'vitest';
import { TestGame } from './support/harness.js';

describe('smoke', () => {
  it('starts at the main-phase play timing of player 0', () => {
    const g = new TestGame({ hand: ['vanilla'], deck: ['big', 'big'] }, { deck: ['big'] });
    expect(g.pending.player).toBe(0);
    expect(g.optionKeys()).toEqual(['play:vanilla', 'pass']);
    g.play('vanilla');
    expect(g.defs('field')).toEqual(['vanilla']);
    g.pass(0);
    g.pass(1);
    // turn 2: player 1 draws
    expect(g.state.turn.number).toBe(2);
    expect(g.defs('hand', 1)).toEqual(['big']);
  });
});
