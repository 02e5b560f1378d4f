import { describe, it, expect } from 'vitest';
import type { Decision } from '@tcgkit/core';
import { decisionHeader, parseLine } from '../src/commands/play.js';

describe('play: typed answers to a number decision (CT-14.1.2 with CT-1.3.7)', () => {
  const d: Decision = {
    id: 7,
    player: 0,
    kind: 'number',
    prompt: 'loop.count',
    rule: 'CT-14.1.2',
    params: {},
    options: [],
    min: 0,
    max: 1000,
  };

  it('a whole number is the answer; the engine checks its bounds', () => {
    expect(decisionHeader(d)).toBe('type a whole number from 0 to 1000');
    expect(parseLine(' 37 ', d)).toEqual({ answer: { decision: 7, number: 37 } });
    expect(parseLine('-1', d)).toEqual({ answer: { decision: 7, number: -1 } });
  });

  it('anything else is reported and asked again', () => {
    expect(parseLine('1.5', d)).toEqual({ error: 'type a whole number from 0 to 1000, u or q' });
    expect(parseLine('3 4', d)).toHaveProperty('error');
    expect(parseLine('u', d)).toEqual({ undo: true });
  });
});
