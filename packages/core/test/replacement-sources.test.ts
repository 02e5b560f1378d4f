import { describe, it, expect } from 'vitest';
import { RulesetRegistry } from '../src/index.js';
import { testRuleset } from './support/test-ruleset.js';
import { TestGame } from './support/harness.js';

const noSignals = new RulesetRegistry()
  .register(testRuleset('test-no-signals', { noSignals: true }))
  .engine('test-no-signals');

describe('where replacement effects come from (CT-9.9)', () => {
  it('CT-9.9.1: a rule replacement applies to its own event kind only — no signal is sent, a unit still moves', () => {
    const g = new TestGame({ field: ['signaller'], hand: ['vanilla'] }, {}, {}, 1, noSignals);
    g.choose(g.optionKeys().find((k) => k.startsWith('activate:'))!);
    expect(g.events.filter((e) => e.event.kind === 'test.signal')).toEqual([]);
    g.play('vanilla');
    expect(g.defs('field')).toEqual(['signaller', 'vanilla']);
  });

  it('a replacement from an effect meets its own event kind only: after "prevent all damage", a unit is played', () => {
    const g = new TestGame({ hand: ['fog', 'ping', 'vanilla'] }, { field: ['big'] });
    const big = g.id('big', 'field', 1);
    g.play('fog').play('ping').select([big]);
    expect(g.counter(big, 'damage')).toBe(0);
    g.play('vanilla');
    expect(g.defs('field')).toEqual(['vanilla']);
  });

  it('a static ability limited to some zones replaces nothing from another functioning zone (CT-2.5.1)', () => {
    const g = new TestGame({ hand: ['ping', 'ping'] }, { field: ['field-ward'], reserve: ['field-ward'] });
    const [inField, inReserve] = [g.id('field-ward', 'field', 1), g.id('field-ward', 'reserve', 1)];
    g.play('ping').select([inField]).play('ping').select([inReserve]);
    expect([g.counter(inField, 'damage'), g.counter(inReserve, 'damage')]).toEqual([0, 5]);
  });

  it(
    'the replacements in force: all of them when no event kind is given — rule, effect and static ones — and ' +
      'for one kind only those that replace it',
    () => {
      const g = new TestGame({ field: ['perrine'], hand: ['fog'] }, {}, {}, 1, noSignals);
      g.play('fog');
      const perrine = g.id('perrine');
      const lookup = noSignals.services.replacements;
      const of = (kind?: string) => lookup.all(g.state, kind).map((r) => [r.spec.on, r.source === perrine]);
      expect(of()).toEqual([
        ['test.signal', false],
        ['damage', false],
        ['damage', true],
      ]);
      expect(of('damage')).toEqual([
        ['damage', false],
        ['damage', true],
      ]);
      expect(of('test.signal')).toEqual([['test.signal', false]]);
      expect(of('move')).toEqual([]);
    },
  );
});
