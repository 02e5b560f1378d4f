import { describe, it, expect } from 'vitest';
import { TestGame, engine as everyObject, printersOnly } from './support/harness.js';

// The policy lets the trigger matcher skip objects that carry no card printing a trigger for the event;
// it must find exactly the triggers a full search finds.

describe.each([
  ['every object searched', everyObject],
  ['only objects carrying a printing card (abilitySources: cardAndAttachments)', printersOnly],
])('triggers of cards in play and of attached cards (CT-9.6.2): %s', (_name, engine) => {
  it('a trigger printed by a card in play waits; one printed by a card attached under a unit does too', () => {
    const g = new TestGame(
      { field: ['watcher', 'big'], hand: ['graft', 'vanilla'], deck: ['watcher'] },
      { field: ['vanilla'] },
      {},
      1,
      engine,
    );
    const [watcher, big] = [g.id('watcher'), g.id('big')];
    g.play('graft').select([big]);
    const under = g.state.objects[big].attached;
    expect(under.map((id) => g.state.objects[id].def)).toEqual(['watcher']);
    g.play('vanilla');
    // CT-9.6.3: both wait, and their controller picks which is played first.
    expect([g.pending.prompt, g.optionKeys()]).toEqual(['trigger.choose', ['t1', 't2']]);
    g.choose('t2');
    // The host prints nothing: only its attached watcher makes it worth a look.
    expect([g.counter(watcher, 'seen'), g.counter(under[0], 'seen')]).toEqual([1, 1]);
  });

  it('a card in a zone whose abilities do not function triggers nothing', () => {
    const g = new TestGame({ field: ['big'], hand: ['watcher', 'vanilla'] }, {}, {}, 1, engine);
    const inHand = g.id('watcher', 'hand');
    g.play('vanilla');
    expect(g.counter(inHand, 'seen')).toBe(0);
  });
});
