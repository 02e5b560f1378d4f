import { describe, it, expect } from 'vitest';
import type { WaitingTrigger } from '../src/contracts/trigger.js';
import type { Program } from '../src/contracts/program.js';
import { triggerChoice } from '../src/runtime/timing/trigger-choice.js';

const DRAW: Program = [{ do: 'draw', count: 1 }];
const DISCARD: Program = [{ do: 'discard', count: 1 }];
const EVENT = { kind: 'turn.end', player: 0 };

let next = 0;
function waiting(over: Partial<WaitingTrigger>): WaitingTrigger {
  next++;
  return {
    id: `w${next}`,
    ability: 'a',
    program: DRAW,
    source: 'o1',
    controller: 0,
    event: EVENT,
    stateTrigger: false,
    since: next,
    ...over,
  };
}

const label = (w: WaitingTrigger) => w.ability ?? 'delayed';

/**
 * CT-9.6.3 / CT-9.6.4: a player with several waiting triggers chooses their order; only triggers
 * that would play out alike are merged into one option. Each case below shares the very event
 * object (as triggers from one event do) and differs in one field only, so an engine that merges
 * on too few fields offers no choice where the rules give one.
 */
describe('CT-9.6.3 the choice among one player’s waiting triggers', () => {
  it('CT-9.6.6 two delayed triggers of one card, same event, different programs: the player orders them', () => {
    const a = waiting({ ability: null, program: DRAW });
    const b = waiting({ ability: null, program: DISCARD });
    const choice = triggerChoice([a, b], label);
    expect('options' in choice && choice.options.map((o) => o.value)).toEqual([a.id, b.id]);
  });

  it('CT-9.6.4 two abilities sharing one program object are two options', () => {
    const a = waiting({ ability: 'first' });
    const b = waiting({ ability: 'second' });
    const choice = triggerChoice([a, b], label);
    expect('options' in choice && choice.options.map((o) => o.label)).toEqual(['first', 'second']);
  });

  it('CT-9.6.7 a state trigger and an event trigger of one ability are two options', () => {
    const a = waiting({ stateTrigger: true });
    const b = waiting({ stateTrigger: false });
    const choice = triggerChoice([a, b], label);
    expect('options' in choice && choice.options).toHaveLength(2);
  });

  it('CT-9.6.2 identical instances from equal but distinct events are one option counted, the earliest played', () => {
    const a = waiting({ event: { ...EVENT } });
    const b = waiting({ event: { ...EVENT } });
    const c = waiting({ ability: 'other' });
    const choice = triggerChoice([a, b, c], label);
    expect('options' in choice && choice.options).toEqual([
      { key: a.id, label: 'a ×2', value: a.id },
      { key: c.id, label: 'other', value: c.id },
    ]);
    expect(triggerChoice([a, b], label)).toEqual({ only: a });
  });

  it('the same ability triggered many times by one event needs no choice', () => {
    const all = [waiting({}), waiting({}), waiting({})];
    expect(triggerChoice(all, label)).toEqual({ only: all[0] });
  });
});
