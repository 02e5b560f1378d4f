import { describe, it, expect } from 'vitest';
import { isImmune, RulesetRegistry, type EffectImmunity, type EffectOrigin } from '../src/index.js';
import { TestGame } from './support/harness.js';
import { testRuleset } from './support/test-ruleset.js';

/**
 * One extension point binds every effect (CT-9.3.8, cited through the core's generic instructions):
 * here a `vanilla` unit is not affected by, and cannot be chosen by, its opponent's effects.
 */
const seen: { origin: EffectOrigin; act: string; target: boolean }[] = [];
const immunity: EffectImmunity = {
  immune: ({ state, origin, object, act, target }) => {
    seen.push({ origin, act, target });
    return state.objects[object].def === 'vanilla' && origin.controller !== state.objects[object].master;
  },
};
const engine = new RulesetRegistry().register(testRuleset('immune', { immunity })).engine('immune');
const game = (p0: string[], p1: string[]) =>
  new TestGame({ field: p0, hand: ['ping', 'sweep'] }, { field: p1 }, {}, 1, engine);

describe('"not affected by" and "cannot be chosen as a target" bind the core instructions (EffectImmunity)', () => {
  it(
    "CT-9.3.8: a unit protected from the opponent's effects is not offered as a target; the player's own " +
      'effects may choose theirs',
    () => {
      seen.length = 0;
      const g = game(['vanilla'], ['vanilla', 'big']);
      g.play('ping');
      const offered = g.pending.options.map((o) => g.state.objects[o.value as string]);
      // Player 0's own vanilla and player 1's big; not player 1's vanilla.
      expect(offered.map((o) => `${o.def}@${o.master}`).sort()).toEqual(['big@1', 'vanilla@0']);
      // The instruction told the ruleset what asks: the spell, its controller, as a target.
      const ask = seen.find((x) => x.act === 'choose')!;
      expect(ask.target).toBe(true);
      expect(ask.origin.controller).toBe(0);
      expect(g.state.objects[ask.origin.source!]?.def ?? g.state.lastKnown[ask.origin.source!]?.object.def).toBe(
        'ping',
      );
    },
  );

  it('CT-9.3.8: an effect moving several units at once moves the others and leaves the protected one', () => {
    const g = game([], ['vanilla', 'big']);
    g.play('sweep');
    expect(g.defs('field', 1)).toEqual(['vanilla']);
    expect(g.defs('hand', 1)).toEqual(['big']);
  });

  it('CT-9.3.8: a raw event about a protected unit does not happen to it; the same event happens to the others', () => {
    const g = new TestGame({ hand: ['mark-all'] }, { field: ['vanilla', 'big'] }, {}, 1, engine);
    g.play('mark-all');
    expect([g.counter(g.id('vanilla', 'field', 1), 'marks'), g.counter(g.id('big', 'field', 1), 'marks')]).toEqual([
      0, 1,
    ]);
  });

  it('a choice that is not a target, and affecting, ask the binding with `target` false', () => {
    seen.length = 0;
    const g = new TestGame({ field: ['vanilla', 'big'], hand: ['pick-any'] }, {}, {}, 1, engine);
    g.play('pick-any').select([g.id('big')]);
    expect(seen.filter((x) => x.act === 'choose').map((x) => x.target)).toEqual([false, false]);
    // The counter the choice leads to affects `big`.
    expect(seen.filter((x) => x.act === 'affect').map((x) => x.target)).toEqual([false]);
  });

  it('isImmune, called as a ruleset instruction does: not a target unless said; a gone object is not protected', () => {
    seen.length = 0;
    const g = game(['vanilla'], []);
    const ctx = { state: g.state, svc: engine.services, sink: g.sink };
    const opponents: EffectOrigin = { source: null, controller: 1, ability: null, kind: null };
    expect(isImmune(ctx, opponents, g.id('vanilla'), 'affect')).toBe(true);
    expect(seen.map((x) => x.target)).toEqual([false]);
    expect(isImmune(ctx, opponents, 'o999', 'affect', true)).toBe(false);
    expect(seen).toHaveLength(1); // the binding is not asked about an object that does not exist
  });

  it('without an immunity binding nothing is protected (the same sweep takes both)', () => {
    const g = new TestGame({ field: [], hand: ['sweep'] }, { field: ['vanilla', 'big'] });
    g.play('sweep');
    expect(g.defs('field', 1)).toEqual([]);
  });
});
