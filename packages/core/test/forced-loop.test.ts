import { describe, it, expect } from 'vitest';
import { TestGame } from './support/harness.js';
import { positionKey, cloneJson, writableStatus } from '../src/index.js';

describe('positions for loop detection (CT-14.1.1)', () => {
  it('CT-14.1.1: a position is where every card is and its state, whatever the object ids', () => {
    const g = new TestGame({ deck: ['vanilla', 'based'], field: ['vanilla'] });
    const renamed = cloneJson(g.state);
    // The same cards under new ids (a card that moves is a new object): same position.
    const id = renamed.zones['field@0'][0];
    const obj = renamed.objects[id];
    delete renamed.objects[id];
    renamed.objects.o999 = { ...obj, id: 'o999' };
    renamed.zones['field@0'][0] = 'o999';
    expect(positionKey(renamed)).toBe(positionKey(g.state));
    // A changed status, counter or zone is another position.
    writableStatus(renamed.objects.o999).face = 'down';
    expect(positionKey(renamed)).not.toBe(positionKey(g.state));
  });
});
