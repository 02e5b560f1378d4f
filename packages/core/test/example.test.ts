import { describe, it, expect } from 'vitest';
import { playGarden } from '../examples/play-garden.js';

describe('the README example ruleset (Garden)', () => {
  it('plays to the end with a rule-cited result', () => {
    const lines: string[] = [];
    const state = playGarden(7, (l) => lines.push(l));
    expect(state.result).not.toBeNull();
    expect(state.pending).toBeNull();
    // With seed 7, player 0 reaches 6 growth first.
    expect(state.result?.winners).toEqual([0]);
    expect(state.result?.rule).toBe('G-3');
    expect(lines.some((l) => l.startsWith('[core:replacement.apply]'))).toBe(true);
  });

  it('is deterministic: the same seed gives the same final state', () => {
    expect(JSON.stringify(playGarden(3))).toBe(JSON.stringify(playGarden(3)));
  });
});
