import { describe, it, expect } from 'vitest';
import { TestGame, engine } from './support/harness.js';
import { addEffect } from './support/effects.js';
import { E, RulesetRegistry, abilityValid, writableStatus, type EffectPart, type Expr } from '../src/index.js';
import { testRuleset } from './support/test-ruleset.js';
import { bareRuleset } from './support/bare-ruleset.js';

const add = (key: string, amount: number | Expr): EffectPart => ({
  layer: 'numeric',
  op: { kind: 'add', key, amount },
});
const set = (key: string, value: number): EffectPart => ({ layer: 'numeric', op: { kind: 'set', key, value } });
const addTo = (key: string, values: Expr, layer = 'nonNumeric'): EffectPart => ({
  layer,
  op: { kind: 'addTo', key, values },
});
const removeFrom = (key: string, values: Expr): EffectPart => ({
  layer: 'nonNumeric',
  op: { kind: 'removeFrom', key, values },
});
const grant = (ability: string): EffectPart => ({ layer: 'abilities', op: { kind: 'grantAbility', ability } });
const remove = (ability: string): EffectPart => ({ layer: 'abilities', op: { kind: 'removeAbility', ability } });
const prohibit = (...keys: string[]): EffectPart => ({ layer: 'prohibitions', op: { kind: 'prohibit', keys } });
const invalidateEffects = (from?: Expr): EffectPart => ({
  layer: 'invalidateEffects',
  op: from === undefined ? { kind: 'invalidateEffects' } : { kind: 'invalidateEffects', from },
});
const invalidateAbilities = (...abilities: string[]): EffectPart => ({
  layer: 'invalidateAbilities',
  op: { kind: 'invalidateAbilities', abilities },
});
const hasAbility = (a: string) => E.op('has', E.char(E.card, 'abilities'), a);

describe('what each characteristic op does', () => {
  it('CT-3.6.2: adding a piece of info a card already has, or the same one twice, leaves it there once', () => {
    const g = new TestGame({ field: ['vanilla'] });
    const v = g.id('vanilla');
    addEffect(g.state, { objects: [v] }, [addTo('traits', { list: ['human', 'beast', 'beast'] })]);
    expect(g.chars(v).traits).toEqual(['human', 'beast']);
  });

  it('adding to a number a card does not have counts from 0', () => {
    const g = new TestGame({ field: ['vanilla'] });
    const v = g.id('vanilla');
    addEffect(g.state, { objects: [v] }, [add('shield', 2)]);
    expect(g.chars(v).shield).toBe(2);
  });

  it('removing one ability keeps the others', () => {
    const g = new TestGame({ field: ['anchor', 'vanilla'] });
    const anchor = g.id('anchor');
    addEffect(g.state, { objects: [anchor] }, [grant('glow'), grant('spark')]);
    addEffect(g.state, { objects: [anchor] }, [remove('glow')]);
    expect(g.chars(anchor).abilities).toEqual(['anchor.aura', 'spark']);
    // The aura still works.
    expect(g.chars(g.id('vanilla')).defense).toBe(5);
  });

  it('CT-9.8.6: a prohibition blocks adding to and removing from a list, and granting and removing abilities', () => {
    const run = (prohibited: boolean) => {
      const g = new TestGame({ field: ['anchor'] });
      const a = g.id('anchor');
      if (prohibited) addEffect(g.state, { objects: [a] }, [prohibit('traits', 'abilities')]);
      addEffect(g.state, { objects: [a] }, [addTo('traits', 'golem', 'stack')]);
      addEffect(g.state, { objects: [a] }, [addTo('traits', 'beast'), removeFrom('traits', 'golem')]);
      addEffect(g.state, { objects: [a] }, [grant('glow'), remove('anchor.aura')]);
      return [g.chars(a).traits, g.chars(a).abilities];
    };
    expect(run(false)).toEqual([['beast'], ['glow']]);
    // The stack layer comes before the prohibition: "golem" stays; nothing after it changes the lists.
    expect(run(true)).toEqual([['golem'], ['anchor.aura']]);
  });

  it('CT-9.3.4: abilities invalidated by two effects are both invalid', () => {
    const g = new TestGame({ field: ['anchor', 'vanilla'] });
    const anchor = g.id('anchor');
    addEffect(g.state, { objects: [anchor] }, [grant('glow')]);
    addEffect(g.state, { objects: [anchor] }, [invalidateAbilities('glow')]);
    addEffect(g.state, { objects: [anchor] }, [invalidateAbilities('anchor.aura')]);
    const chars = g.chars(anchor);
    expect([abilityValid(chars, 'glow'), abilityValid(chars, 'anchor.aura')]).toEqual([false, false]);
    expect(g.chars(g.id('vanilla')).defense).toBe(3);
  });
});

describe('invalidating continuous effects (CT-9.8.5)', () => {
  it('without a condition: every other effect on the card, stored or static, but not its own later parts', () => {
    const g = new TestGame({ field: ['vanilla', 'anchor'] }, { field: ['weaken-aura'] });
    const v = g.id('vanilla');
    addEffect(g.state, { objects: [v] }, [add('attack', 1)]);
    addEffect(g.state, { objects: [v] }, [add('attack', 10)]);
    expect(g.chars(v)).toMatchObject({ attack: 2 + 1 + 10 - 2, defense: 3 + 2 });
    addEffect(g.state, { objects: [v] }, [invalidateEffects(), add('attack', 100)]);
    expect(g.chars(v)).toMatchObject({ attack: 2 + 100, defense: 3 });
  });

  it('with a condition on the source: only the effects whose source meets it', () => {
    const g = new TestGame({ field: ['vanilla', 'anchor'] }, { field: ['big'] });
    const v = g.id('vanilla');
    const theirs = g.id('big', 'field', 1);
    addEffect(g.state, { objects: [v] }, [add('attack', 1)], { source: g.id('anchor') });
    addEffect(g.state, { objects: [v] }, [add('attack', 10)], { source: theirs });
    addEffect(g.state, { objects: [v] }, [add('attack', 20)], { source: theirs });
    // "Effects from your opponent's cards do not apply to it."
    addEffect(g.state, { objects: [v] }, [invalidateEffects(E.eq(E.op('master', { ref: 'source' }), 1))]);
    expect(g.chars(v)).toMatchObject({ attack: 2 + 1, defense: 3 + 2 });
  });
});

describe('the order of effects within a layer (CT-9.8.11)', () => {
  it('an amount that reads what an older effect sets waits for it: what B does depends on A', () => {
    const g = new TestGame({ field: ['vanilla'] });
    const v = g.id('vanilla');
    addEffect(g.state, { objects: [v] }, [add('attack', E.char(E.card, 'defense'))], { timestamp: 100 });
    addEffect(g.state, { objects: [v] }, [set('defense', 7)], { timestamp: 200 });
    expect(g.chars(v)).toMatchObject({ attack: 2 + 7, defense: 7 });
  });

  it('an amount reading a key computed at run time may depend on any effect', () => {
    const g = new TestGame({ field: ['vanilla'] });
    const v = g.id('vanilla');
    const key = E.op('if', true, 'defense', 'attack');
    addEffect(g.state, { objects: [v] }, [add('attack', { op: 'char', args: [E.card, key] })], { timestamp: 100 });
    addEffect(g.state, { objects: [v] }, [set('defense', 7)], { timestamp: 200 });
    expect(g.chars(v)).toMatchObject({ attack: 2 + 7, defense: 7 });
  });

  it('values added to or removed from a list that read another list wait for the effect writing it', () => {
    const g = new TestGame({ field: ['vanilla'] });
    const v = g.id('vanilla');
    addEffect(g.state, { objects: [v] }, [addTo('tags', E.char(E.card, 'traits'))], { timestamp: 100 });
    addEffect(g.state, { objects: [v] }, [removeFrom('traits', E.char(E.card, 'banned'))], { timestamp: 110 });
    addEffect(g.state, { objects: [v] }, [addTo('traits', 'beast'), addTo('banned', 'human')], { timestamp: 200 });
    expect([g.chars(v).tags, g.chars(v).traits]).toEqual([['human', 'beast'], ['beast']]);
  });

  it('a grant to cards with an ability waits for the removal of that ability', () => {
    const g = new TestGame({ field: ['anchor'] });
    const anchor = g.id('anchor');
    addEffect(g.state, { selector: { zone: 'field', where: hasAbility('anchor.aura') } }, [grant('glow')], {
      timestamp: 100,
    });
    addEffect(g.state, { objects: [anchor] }, [remove('anchor.aura')], { timestamp: 200 });
    expect(g.chars(anchor).abilities).toEqual([]);
  });

  it('CT-9.8.4: a static invalidation waits for the invalidation of its own ability, whatever the timestamps', () => {
    const g = new TestGame({ field: ['quencher'] }, { field: ['anchor', 'vanilla'] });
    const theirs = g.id('vanilla', 'field', 1);
    expect(g.chars(theirs).defense).toBe(3);
    addEffect(g.state, { objects: [g.id('quencher')] }, [invalidateAbilities('quencher.quench')], {
      timestamp: 10_000,
    });
    expect(g.chars(theirs).defense).toBe(5);
  });
});

describe('static abilities and durations', () => {
  it('CT-9.3.2: an ability that functions only in one zone gives its effect there and nowhere else', () => {
    const field = new TestGame({ field: ['reserve-aura', 'vanilla'] });
    expect(field.chars(field.id('vanilla')).attack).toBe(2);
    const reserve = new TestGame({ field: ['vanilla'], reserve: ['reserve-aura'] });
    expect(reserve.chars(reserve.id('vanilla')).attack).toBe(3);
  });

  it('an effect "while" a condition holds applies exactly while it holds', () => {
    const g = new TestGame({ field: ['vanilla'] });
    const v = g.id('vanilla');
    const condition = E.eq(E.op('status', v, 'marked'), true);
    addEffect(g.state, { objects: [v] }, [add('attack', 4)], { duration: { kind: 'while', condition } });
    expect(g.chars(v).attack).toBe(2);
    writableStatus(g.state.objects[v]).marked = true;
    g.state.version++;
    expect(g.chars(v).attack).toBe(6);
  });

  it('a card whose ability list changes to another of the same length gets the new list’s effects', () => {
    const g = new TestGame({ field: ['anchor', 'vanilla'] });
    const v = g.id('vanilla');
    expect(g.chars(v).defense).toBe(5);
    addEffect(g.state, { objects: [g.id('anchor')] }, [remove('anchor.aura'), grant('glow')]);
    expect(g.chars(g.id('anchor')).abilities).toEqual(['glow']);
    expect(g.chars(v).defense).toBe(3);
  });
});

describe('the layer service API', () => {
  it('lists the effects in force, static ones included, before any characteristic was read', () => {
    const g = new TestGame({ field: ['anchor', 'vanilla'] });
    const stored = addEffect(g.state, { objects: [g.id('vanilla')] }, [add('attack', 1)]);
    const ids = engine.services.layers.activeEffects(g.state).map((e) => e.id);
    expect(ids).toContain(stored.id);
    expect(ids.some((id) => id.includes('anchor.aura'))).toBe(true);
  });

  it('computed characteristics are frozen even when the pool hands out a fresh object each time', () => {
    const bare = new RulesetRegistry().register(bareRuleset('bare-fresh', [], [])).engine('bare-fresh');
    const state = bare.createGame({ seed: 1, players: [{ cards: { deck: ['blank'] } }, { cards: {} }] });
    const id = state.zones['deck@0'][0];
    const chars = bare.services.layers.view(state, id);
    expect([chars.name, Object.isFrozen(chars)]).toEqual(['Blank', true]);
  });

  it('carryOver keeps the results of one version for the next; invalidate forgets them', () => {
    const layers = engine.services.layers;
    const g = new TestGame({ field: ['vanilla'] });
    const v = g.id('vanilla');
    addEffect(g.state, { objects: [v] }, [add('attack', 1)]);
    const before = layers.view(g.state, v);
    const version = g.state.version;
    g.state.version++;
    layers.carryOver(g.state, version);
    expect(layers.view(g.state, v)).toBe(before);
    // A change made outside the event pipeline is seen once the cache is invalidated.
    g.state.effects[0].parts = [add('attack', 5)];
    expect(layers.view(g.state, v).attack).toBe(3);
    layers.invalidate(g.state);
    expect(layers.view(g.state, v).attack).toBe(7);
  });
});

describe('attached cards joining the pass on demand', () => {
  const lazy = new RulesetRegistry()
    .register(testRuleset('test-lazy', { attachmentsOnDemand: true }))
    .engine('test-lazy');

  const attached = (cards: string[]) => {
    const g = new TestGame({ field: ['vanilla', ...cards] }, {}, {}, 1, lazy);
    const host = g.id('vanilla');
    const ids = g.ids('field').slice(1);
    for (const id of ids) lazy.services.zones.attach(g.state, id, host, 'under', () => undefined);
    g.state.version++;
    return { g, host, ids };
  };

  it('an attached card printing no static ability stays out of the pass; one that prints one does not', () => {
    const { g, ids } = attached(['stacker', 'anchor']);
    const layers = lazy.services.layers;
    expect(layers.attachStaysOutOfPass(g.state, ids[0])).toBe(true);
    expect(layers.attachStaysOutOfPass(g.state, ids[1])).toBe(false);
    expect(layers.attachStaysOutOfPass(g.state, 'no-such-card')).toBe(false);
    // Once an effect may grant abilities, any attached card may come to have one.
    addEffect(g.state, { objects: [ids[0]] }, [grant('glow')]);
    expect(layers.attachStaysOutOfPass(g.state, ids[0])).toBe(false);
    // Without the option every attached card is in the pass.
    const eager = new TestGame({ field: ['vanilla', 'stacker'] });
    expect(engine.services.layers.attachStaysOutOfPass(eager.state, eager.ids('field')[1])).toBe(false);
  });

  it('an attached card out of the pass still gets the effects on it, and one printing an aura still gives it', () => {
    const { g, host, ids } = attached(['stacker', 'anchor']);
    addEffect(g.state, { selector: { zone: 'field' } }, [add('attack', 10)]);
    // The anchor under the vanilla still raises the vanilla's defense (its aura is in the pass)...
    expect(g.chars(host).defense).toBe(3 + 2);
    // ...and the stacker, computed on demand, gets the field-wide effect like any card there.
    expect(g.chars(ids[0]).attack).toBe(lazy.characteristics(g.state, ids[0]).attack);
    const eager = new TestGame({ field: ['vanilla', 'stacker', 'anchor'] });
    const [h, s, a] = eager.ids('field');
    engine.services.zones.attach(eager.state, s, h, 'under', () => undefined);
    engine.services.zones.attach(eager.state, a, h, 'under', () => undefined);
    eager.state.version++;
    addEffect(eager.state, { selector: { zone: 'field' } }, [add('attack', 10)]);
    expect([g.chars(ids[0]), g.chars(ids[1])]).toEqual([eager.chars(s), eager.chars(a)]);
  });
});

describe('parts of one effect in one layer', () => {
  it('apply in the order printed, however many: set then add, add then set, ten adds then a set', () => {
    const attackAfter = (spell: string) => {
      const g = new TestGame({ field: ['big'], hand: [spell] });
      g.play(spell);
      return g.chars(g.id('big')).attack;
    };
    expect(['set-then-add', 'add-then-set', 'eleven-steps'].map(attackAfter)).toEqual([4, 3, 0]);
  });

  it('a static ability\'s effects apply in the order printed, however many (ten "+1", then "becomes 0")', () => {
    const g = new TestGame({ field: ['eleven-statics'] });
    expect(g.chars(g.id('eleven-statics')).attack).toBe(0);
  });
});
