import type { Agent, Answer, Decision, PlayerView } from '@tcgkit/core';
import { SeededPicker } from './seeded-picker.js';
import { randomAnswer } from './random-answer.js';

/** The random legal agent: uniform over the enumerated legal options, seeded. */
export class RandomAgent implements Agent {
  readonly name = 'random';
  private readonly pick: SeededPicker;

  constructor(seed: number) {
    this.pick = new SeededPicker(seed);
  }

  decide(_view: PlayerView, decision: Decision): Answer {
    return randomAnswer(decision, this.pick);
  }
}
