import { describe, it, expect } from 'vitest';
import { TestGame, engine } from './support/harness.js';
import { addEffect } from './support/effects.js';
import {
  writableStatus,
  E,
  abilityValid,
  asList,
  validAbilities,
  RulesetRegistry,
  type EffectPart,
  type LogEntry,
} from '../src/index.js';
import { testRuleset } from './support/test-ruleset.js';

const add = (key: string, amount: number, layer = 'numeric'): EffectPart => ({
  layer,
  op: { kind: 'add', key, amount },
});
const set = (key: string, value: number): EffectPart => ({ layer: 'numeric', op: { kind: 'set', key, value } });
const trait = (values: string, layer = 'nonNumeric'): EffectPart => ({
  layer,
  op: { kind: 'addTo', key: 'traits', values },
});
const hasTrait = (t: string) => E.op('has', E.char(E.card, 'traits'), t);
const removes = (k: string): EffectPart => ({
  layer: 'nonNumeric',
  op: { kind: 'removeFrom', key: 'traits', values: k },
});

describe('layered continuous effects (CT-9.8)', () => {
  it('CT-9.8.1: layers apply in the declared order whatever the timestamps', () => {
    const g = new TestGame({ field: ['vanilla'] });
    const v = g.id('vanilla');
    // Older numeric effect for cards having the "glow" ability; newer effect granting it.
    addEffect(
      g.state,
      { selector: { zone: 'field', where: E.op('has', E.char(E.card, 'abilities'), 'glow') } },
      [add('defense', 10)],
      { timestamp: 100 },
    );
    addEffect(g.state, { objects: [v] }, [{ layer: 'abilities', op: { kind: 'grantAbility', ability: 'glow' } }], {
      timestamp: 200,
    });
    expect(g.chars(v)).toMatchObject({ attack: 3, defense: 13 });
  });

  it('CT-9.8.2: printed info plus base definitions is the starting value in every zone', () => {
    const g = new TestGame({ deck: ['based'], hand: ['based'] });
    expect(g.chars(g.ids('deck')[0]).traits).toEqual(['golem', 'stone']);
    expect(g.chars(g.ids('hand')[0]).traits).toEqual(['golem', 'stone']);
  });

  it(
    "CT-9.8.2: objects no effect changes share the pool's frozen template; a changed one gets its own " +
      'copy, the template untouched',
    () => {
      const g = new TestGame({ hand: ['vanilla', 'vanilla', 'vanilla'] });
      const [a, b, c] = g.ids('hand');
      addEffect(g.state, { objects: [c] }, [add('attack', 4)]);
      const layers = engine.services.layers;
      expect(layers.view(g.state, a)).toBe(layers.view(g.state, b));
      expect(Object.isFrozen(layers.view(g.state, a))).toBe(true);
      expect(layers.view(g.state, c)).not.toBe(layers.view(g.state, a));
      expect([layers.view(g.state, a).attack, layers.view(g.state, c).attack]).toEqual([2, 6]);
      expect(Object.isFrozen(layers.view(g.state, c))).toBe(true);
    },
  );

  it('CT-9.8.3: cards stacked under a card set its level and add their modifiers', () => {
    const g = new TestGame({ field: ['vanilla', 'stacker', 'stacker'] });
    const [v, a, b] = g.ids('field');
    engine.services.zones.attach(g.state, a, v, 'under', () => undefined);
    engine.services.zones.attach(g.state, b, v, 'under', () => undefined);
    g.state.version++;
    expect(g.chars(v)).toMatchObject({ level: 3, attack: 4, defense: 3 });
    expect(engine.viewFor(g.state, 1).zones['field@0'].count).toBe(3);
  });

  it('CT-9.8.4: effects of an invalidated ability are not applied in any later layer', () => {
    const g = new TestGame({ field: ['anchor', 'vanilla'], hand: ['silence'] });
    expect(g.chars(g.id('vanilla')).defense).toBe(5);
    g.play('silence').select([g.id('anchor')]);
    expect(g.chars(g.id('vanilla')).defense).toBe(3);
    expect(abilityValid(g.chars(g.id('anchor')), 'anchor.aura')).toBe(false);
  });

  it('CT-9.8.5: an effect invalidating continuous effects stops them for the cards it names', () => {
    const g = new TestGame({ field: ['vanilla', 'warded'] }, { field: ['weaken-aura'] });
    expect(g.chars(g.id('vanilla')).attack).toBe(0);
    expect(g.chars(g.id('warded')).attack).toBe(3);
  });

  it('CT-9.8.6: a prohibition on modifying info blocks later modifications of it', () => {
    const g = new TestGame({ field: ['vanilla'], hand: ['rally'] });
    const v = g.id('vanilla');
    addEffect(g.state, { objects: [v] }, [{ layer: 'prohibitions', op: { kind: 'prohibit', keys: ['attack'] } }], {
      timestamp: 999,
    });
    addEffect(g.state, { objects: [v] }, [set('attack', 9)]);
    g.play('rally');
    expect(g.chars(v)).toMatchObject({ attack: 2, defense: 3 });
  });

  it('CT-9.8.7: effects that add or remove abilities apply in their own layer', () => {
    const g = new TestGame({ field: ['vanilla', 'anchor'], hand: ['gift'] });
    g.play('gift').select([g.id('vanilla')]);
    expect(g.chars(g.id('vanilla'))).toMatchObject({ attack: 3, abilities: ['glow'] });
    addEffect(g.state, { objects: [g.id('anchor')] }, [
      { layer: 'abilities', op: { kind: 'removeAbility', ability: 'anchor.aura' } },
    ]);
    expect(g.chars(g.id('vanilla')).defense).toBe(3);
  });

  it('CT-9.8.8: non-numeric changes apply before numeric ones', () => {
    const g = new TestGame({ field: ['vanilla', 'beast-lord'] });
    const v = g.id('vanilla');
    addEffect(g.state, { objects: [v] }, [trait('beast')], { timestamp: 1000 });
    expect(g.chars(v)).toMatchObject({ traits: ['human', 'beast'], attack: 5 });
  });

  it('CT-9.8.9: "set to X" and "±X" in the numeric layer apply in timestamp order', () => {
    const a = new TestGame({ field: ['vanilla'] });
    addEffect(a.state, { objects: [a.id('vanilla')] }, [set('attack', 5)], { timestamp: 100 });
    addEffect(a.state, { objects: [a.id('vanilla')] }, [add('attack', 2)], { timestamp: 200 });
    expect(a.chars(a.id('vanilla')).attack).toBe(7);
    const b = new TestGame({ field: ['vanilla'] });
    addEffect(b.state, { objects: [b.id('vanilla')] }, [add('attack', 2)], { timestamp: 100 });
    addEffect(b.state, { objects: [b.id('vanilla')] }, [set('attack', 5)], { timestamp: 200 });
    expect(b.chars(b.id('vanilla')).attack).toBe(5);
  });

  it('CT-9.8.10: an effect with processings in two layers applies each in its own layer', () => {
    const g = new TestGame({ field: ['vanilla', 'beast-lord'], hand: ['beastify'] });
    g.play('beastify').select([g.id('vanilla')]);
    // beast (non-numeric) first, so the older "+3 to beasts" applies too: 2 + 3 + 1.
    expect(g.chars(g.id('vanilla'))).toMatchObject({ traits: ['human', 'beast'], attack: 6 });
  });

  it('CT-9.8.1: an effect over a selector tests and computes its value for each card it affects in turn', () => {
    const g = new TestGame({ field: ['vanilla', 'big', 'stacker', 'based'], hand: ['big'] });
    const [vanilla, big, stacker, based] = g.ids('field');
    const inHand = g.ids('hand')[0];
    // Humans get + their own printed defense to attack: the condition and the amount read each card itself.
    addEffect(g.state, { selector: { zone: 'field', where: hasTrait('human') } }, [
      { layer: 'numeric', op: { kind: 'add', key: 'attack', amount: E.char(E.card, 'defense') } },
    ]);
    expect([vanilla, big, stacker, based].map((id) => g.chars(id).attack)).toEqual([2 + 3, 3 + 5, 1, 1]);
    // A card outside the pass (the hand) is computed on its own, with the same part.
    addEffect(g.state, { selector: { zone: ['field', 'hand'], where: E.op('gt', E.char(E.card, 'defense'), 2) } }, [
      add('defense', 1),
    ]);
    expect([vanilla, big, stacker, inHand].map((id) => g.chars(id).defense)).toEqual([4, 6, 1, 6]);
  });

  it('CT-9.8.11: a dependent effect applies after the one it depends on, whatever the timestamps', () => {
    const g = new TestGame({ field: ['vanilla'] });
    const v = g.id('vanilla');
    addEffect(g.state, { selector: { zone: 'field', where: hasTrait('beast') } }, [trait('wild')], { timestamp: 100 });
    addEffect(g.state, { objects: [v] }, [trait('beast')], { timestamp: 200 });
    expect(g.chars(v).traits).toEqual(['human', 'beast', 'wild']);
  });

  it(
    'characteristics leaving some effects out: those depending on them lapse too; the cached view is ' + 'untouched',
    () => {
      const g = new TestGame({ field: ['vanilla', 'anchor'] });
      const v = g.id('vanilla');
      const wild = addEffect(g.state, { selector: { zone: 'field', where: hasTrait('beast') } }, [trait('wild')], {
        timestamp: 100,
      });
      const beast = addEffect(g.state, { objects: [v] }, [trait('beast')], { timestamp: 200 });
      const layers = engine.services.layers;
      const full = layers.view(g.state, v);
      expect([full.traits, full.defense]).toEqual([['human', 'beast', 'wild'], 5]);
      // Without "beast", the selector no longer matches: "wild" lapses with it (the pass runs again, CT-9.8.11).
      expect(layers.viewLeavingOut(g.state, v, (e) => e.id === beast.id).traits).toEqual(['human']);
      expect(layers.viewLeavingOut(g.state, v, (e) => e.id === wild.id).traits).toEqual(['human', 'beast']);
      // A static ability's effect can be left out as well: the anchor's aura no longer lowers defense.
      const noAura = layers.viewLeavingOut(g.state, v, (e) => e.ability === 'anchor.aura');
      expect([noAura.traits, noAura.defense]).toEqual([['human', 'beast', 'wild'], 3]);
      expect(layers.view(g.state, v)).toBe(full);
    },
  );

  it('CT-9.8.11: dependencies are judged again after each effect applies: one can arise from an earlier one', () => {
    const g = new TestGame({ field: ['vanilla'] });
    const v = g.id('vanilla');
    addEffect(g.state, { objects: [v] }, [trait('beast')], { timestamp: 100 });
    // "feral" needs "wild", which needs "beast": before "beast" applies, "wild" changes nothing for
    // "feral"; once it has, "feral" depends on "wild" and waits for it despite its earlier timestamp.
    addEffect(g.state, { selector: { zone: 'field', where: hasTrait('wild') } }, [trait('feral')], { timestamp: 200 });
    addEffect(g.state, { selector: { zone: 'field', where: hasTrait('beast') } }, [trait('wild')], { timestamp: 300 });
    expect(g.chars(v).traits).toEqual(['human', 'beast', 'wild', 'feral']);
  });

  it('CT-9.8.11: an effect depending on one of a mutually dependent pair applies after the pair', () => {
    const g = new TestGame({ field: ['vanilla'] });
    const v = g.id('vanilla');
    addEffect(g.state, { objects: [v] }, [trait('x', 'stack'), trait('y', 'stack')], { timestamp: 1 });
    // C, the earliest, gives "z" to a card with "y": it depends on A, which removes "y".
    addEffect(g.state, { selector: { zone: 'field', where: hasTrait('y') } }, [trait('z')], { timestamp: 100 });
    // A and B depend on each other: A (earlier) applies, and B then no longer does.
    addEffect(g.state, { selector: { zone: 'field', where: hasTrait('x') } }, [removes('y')], { timestamp: 200 });
    addEffect(g.state, { selector: { zone: 'field', where: hasTrait('y') } }, [removes('x')], { timestamp: 300 });
    // Applying C first, as the earliest of three effects that all wait, would leave "z".
    expect(g.chars(v).traits).toEqual(['human', 'x']);
  });

  it('CT-9.8.11: mutually dependent effects apply in timestamp order', () => {
    const run = (tsA: number, tsB: number) => {
      const g = new TestGame({ field: ['vanilla'] });
      const v = g.id('vanilla');
      addEffect(g.state, { objects: [v] }, [trait('x', 'stack'), trait('y', 'stack')], { timestamp: 1 });
      // A
      addEffect(g.state, { selector: { zone: 'field', where: hasTrait('x') } }, [removes('y')], { timestamp: tsA });
      // B
      addEffect(g.state, { selector: { zone: 'field', where: hasTrait('y') } }, [removes('x')], { timestamp: tsB });
      return g.chars(v).traits;
    };
    expect(run(100, 200)).toEqual(['human', 'x']); // A first: y removed, B no longer applies
    expect(run(200, 100)).toEqual(['human', 'y']); // B first
  });

  it('CT-9.8.12: a static ability dates from when its card entered its zone; area-to-area moves keep it', () => {
    const g = new TestGame({ field: ['setter-one', 'setter-four', 'vanilla'], hand: ['setter-one'] });
    const v = g.id('vanilla');
    expect(g.chars(v).attack).toBe(4); // setter-four entered later
    g.choose('shift:setter-one:reserve');
    expect(g.state.objects[g.id('setter-one', 'reserve')].enteredAt).toBeLessThan(
      g.state.objects[g.id('setter-four')].enteredAt,
    );
    expect(g.chars(v).attack).toBe(4);
    g.play('setter-one'); // a newly entered setter-one is now the latest
    expect(g.chars(v).attack).toBe(1);
  });

  it(
    'CT-9.8.13: "until end of turn, your charas get +2" does not apply to a card that appears later; area ' +
      'moves keep it',
    () => {
      const g = new TestGame({ field: ['vanilla'], hand: ['rally', 'big'] });
      g.play('rally');
      expect(g.chars(g.id('vanilla')).attack).toBe(4);
      g.play('big');
      expect(g.chars(g.id('big')).attack).toBe(3);
      g.choose('shift:vanilla:reserve');
      expect(g.chars(g.id('vanilla', 'reserve')).attack).toBe(4);
      g.pass(0).pass(1); // end of turn: the effect expires
      expect(g.state.effects).toEqual([]);
      expect(g.chars(g.id('vanilla', 'reserve')).attack).toBe(2);
    },
  );

  it('CT-9.8.14: an effect on cards in a zone applies on entry, and entry triggers see it', () => {
    const g = new TestGame({ field: ['grave-tagger', 'dead-watcher', 'vanilla'], hand: ['ping'] });
    g.play('ping').select([g.id('vanilla')]);
    // Two cards entered the grave (vanilla, then the spell): each had "dead" on entry.
    while (g.pending.prompt !== 'playTiming') g.choose(g.pending.options[0].key);
    expect(g.chars(g.id('vanilla', 'grave')).traits).toEqual(['human', 'dead']);
    expect(g.counter(g.id('dead-watcher'), 'dead')).toBe(2);
  });

  it('CT-9.3.4: invalidation beats granting whatever the order of the two effects', () => {
    for (const first of ['silence', 'gift']) {
      const g = new TestGame({ field: ['vanilla'], hand: [first, first === 'silence' ? 'gift' : 'silence'] });
      g.play(first).select([g.id('vanilla')]);
      g.play(first === 'silence' ? 'gift' : 'silence').select([g.id('vanilla')]);
      const c = g.chars(g.id('vanilla'));
      expect(c.abilities).toEqual(['glow']);
      expect(abilityValid(c, 'glow')).toBe(false);
      expect(c.attack).toBe(2);
    }
  });

  it(
    'CT-1.3.8: values go negative while modifications are summed and are floored at 0 only afterwards ' +
      '("attack 2, −3, then +2 is 1")',
    () => {
      const g = new TestGame({ field: ['vanilla'] });
      const v = g.id('vanilla');
      addEffect(g.state, { objects: [v] }, [add('attack', -3)], { timestamp: 100 });
      addEffect(g.state, { objects: [v] }, [add('attack', 2)], { timestamp: 200 });
      expect(g.chars(v).attack).toBe(1);
      addEffect(g.state, { objects: [v] }, [add('attack', -5)], { timestamp: 300 });
      expect(g.chars(v).attack).toBe(0);
    },
  );

  it('CT-9.2.4: an effect on a card that turns face down stays but does not apply until it is face up again', () => {
    const g = new TestGame({ field: ['vanilla'], hand: ['rally'] });
    g.play('rally');
    const v = g.id('vanilla');
    expect(g.chars(v).attack).toBe(4);
    writableStatus(g.state.objects[v]).face = 'down';
    g.state.version++;
    expect(g.chars(v).attack).toBe(0);
    writableStatus(g.state.objects[v]).face = 'up';
    g.state.version++;
    expect(g.chars(v).attack).toBe(4);
  });

  it(
    "CT-13.9.2: a value copied from another card is that card's final value, applied before the copier's " +
      'own changes; a copy cycle falls back',
    () => {
      const g = new TestGame({ field: ['vanilla', 'stacker', 'based'] });
      const [v, s, b] = [g.id('vanilla'), g.id('stacker'), g.id('based')];
      const mirror = (of: string): EffectPart => ({
        layer: 'stack',
        op: { kind: 'code', name: 'mirror', params: { of } },
      });
      addEffect(g.state, { objects: [v] }, [add('attack', 5)], { timestamp: 1 });
      // Newer than the +5, yet the copy sees it: the copied value is final.
      addEffect(g.state, { objects: [s] }, [mirror(v)], { timestamp: 2 });
      // Older than the copy: the copier's own +1 still applies on top of the copied value.
      addEffect(g.state, { objects: [s] }, [add('attack', 1)], { timestamp: 0 });
      expect(g.chars(s).attack).toBe((g.chars(v).attack as number) + 1);
      expect(g.chars(v).attack).toBe(7);
      // Two cards copying each other cannot loop: the nested read falls back (attack 0).
      addEffect(g.state, { objects: [b] }, [mirror(s)], { timestamp: 3 });
      addEffect(g.state, { objects: [s] }, [mirror(b)], { timestamp: 4 });
      expect(g.chars(b).attack).toBe(1);
      expect(g.chars(s).attack).toBe(1);
    },
  );

  it(
    "CT-9.8.12: a static ability's effect is its card's current master's: after control changes, the aura " +
      'weakens the other side',
    () => {
      const g = new TestGame({ field: ['vanilla'] }, { field: ['weaken-aura', 'vanilla'] });
      const mine = g.id('vanilla');
      const theirs = g.id('vanilla', 'field', 1);
      const aura = g.id('weaken-aura', 'field', 1);
      expect([g.chars(mine).attack, g.chars(theirs).attack]).toEqual([0, 2]);
      // A control change made as an event would make it: the card stays where it is, the version moves on.
      g.state.objects[aura].master = 0;
      g.state.version++;
      expect([g.chars(mine).attack, g.chars(theirs).attack]).toEqual([2, 0]);
      const effect = engine.services.layers.activeEffects(g.state).find((e) => e.source === aura)!;
      expect(effect.controller).toBe(0);
    },
  );

  it('characteristics are cached per state version and recomputed after any event', () => {
    const g = new TestGame({ field: ['vanilla'], hand: ['rally'] });
    const v = g.id('vanilla');
    const first = engine.services.layers.view(g.state, v);
    expect(engine.services.layers.view(g.state, v)).toBe(first);
    g.play('rally');
    expect(engine.services.layers.view(g.state, v)).not.toBe(first);
    expect(engine.services.layers.view(g.state, v).attack).toBe(4);
  });
});

describe('durations', () => {
  it(
    'CT-9.2.3: a phase between turns comes after the turn\'s end: "until end of turn" effects have expired ' +
      'by then',
    () => {
      const engine2 = new RulesetRegistry()
        .register(testRuleset('test-between', { endPhaseBetweenTurns: true }))
        .engine('test-between');
      const log: LogEntry[] = [];
      const sink = { event: () => undefined, log: (l: LogEntry) => log.push(l) };
      const s = engine2.createGame(
        {
          seed: 1,
          players: [{ cards: { field: ['vanilla'], hand: ['rally'], deck: ['big'] } }, { cards: { deck: ['big'] } }],
        },
        sink,
      );
      const choose = (key: string) =>
        engine2.submit(
          s,
          s.pending!.player,
          { decision: s.pending!.id, choice: s.pending!.options.findIndex((o) => o.key === key) },
          sink,
        );
      choose('play:rally');
      choose('pass');
      choose('pass');
      const order = log.map((l) => l.message);
      const turnEnd = order.indexOf('turn.end; expired e1');
      const endPhase = order.indexOf('phase.start (end)');
      expect(turnEnd).toBeGreaterThan(0);
      expect(endPhase).toBeGreaterThan(turnEnd);
      expect(order.filter((m) => m.startsWith('turn.end'))).toHaveLength(1);
      expect(s.turn).toMatchObject({ number: 2, activePlayer: 1 });
    },
  );

  it(
    'CT-9.8: a counter changing keeps computed characteristics unless a static ability of a card in play ' +
      'reads counters',
    () => {
      const layers = engine.services.layers;
      // The charger (attack + its charge counters) is in the opponent's hand: its reads do not count.
      const h = new TestGame({ field: ['pinger-unit', 'vanilla', 'big'] }, { hand: ['charger'] });
      expect(layers.readsFacet(h.state, 'counters')).toBe(true); // the card pool has a reader
      const kept = layers.view(h.state, h.id('vanilla'));
      h.choose('activate:pinger.act').select([h.id('big')]);
      expect(h.counter(h.id('big'), 'damage')).toBe(1);
      expect(layers.view(h.state, h.id('vanilla'))).toBe(kept);
      // In play, it is read: the same damage makes a new pass.
      const c = new TestGame({ field: ['pinger-unit', 'vanilla', 'big', 'charger'] });
      const before = layers.view(c.state, c.id('vanilla'));
      c.choose('activate:pinger.act').select([c.id('big')]);
      expect(c.counter(c.id('big'), 'damage')).toBe(1);
      expect(layers.view(c.state, c.id('vanilla'))).not.toBe(before);
      expect(c.chars(c.id('vanilla')).attack).toBe(2);
    },
  );

  it('CT-9.8: a marker event that changes no state (writes: nothing) keeps every computed characteristic', () => {
    const g = new TestGame({ field: ['signaller', 'vanilla'] });
    const layers = engine.services.layers;
    const before = layers.view(g.state, g.id('vanilla'));
    g.choose('activate:signaller.act');
    expect(g.events.map((e) => e.event.kind)).toContain('test.signal');
    expect(layers.view(g.state, g.id('vanilla'))).toBe(before);
  });

  it('CT-9.8: a status event keeps computed characteristics unless the layer pass reads that status key', () => {
    const g = new TestGame({ field: ['marker'], hand: ['flip'] });
    const m = g.id('marker');
    const layers = engine.services.layers;
    // An effect that reads no status, so the marker's characteristics are its own copy, made again by each layer pass.
    addEffect(g.state, { objects: [m] }, [add('defense', 1)]);
    const before = layers.view(g.state, m);
    expect(before.defense).toBe(6);
    g.choose('activate:marker.act');
    expect(g.state.objects[m].status.marked).toBe(true);
    expect(layers.view(g.state, m)).toBe(before); // nothing reads "marked"
    // An effect for marked cards reads the key: a new mark is seen at once.
    g.state.objects[m].status = { face: 'up' };
    addEffect(g.state, { selector: { zone: 'field', where: E.eq(E.op('status', E.card, 'marked'), true) } }, [
      add('attack', 5),
    ]);
    expect(g.chars(m).attack).toBe(1);
    g.choose('activate:marker.act');
    expect(g.chars(m).attack).toBe(6);
    // The base characteristics read `face`: turning the card face down is seen at once.
    g.play('flip').select([m]);
    expect(g.chars(m)).toMatchObject({ attack: 0, defense: 0 });
  });

  it(
    "CT-9.2.3: a turn's start recomputes characteristics only for what reads the turn: declared operators " +
      'and "during turn N" effects',
    () => {
      const g = new TestGame({ field: ['vanilla'], deck: ['big'] }, { deck: ['big'] });
      const v = g.id('vanilla');
      const layers = engine.services.layers;
      expect(layers.readsFacet(g.state, 'timing')).toBe(false);
      addEffect(g.state, { objects: [v] }, [
        { layer: 'numeric', op: { kind: 'add', key: 'attack', amount: E.op('turnNumber') } },
      ]);
      expect(layers.readsFacet(g.state, 'timing')).toBe(true); // turnNumber declares stateReads ['timing']
      g.state.effects = [];
      addEffect(g.state, { objects: [v] }, [add('attack', 1)], { duration: { kind: 'duringTurn', turn: 2 } });
      expect(layers.readsFacet(g.state, 'timing')).toBe(true);
      g.state.effects = [];
      addEffect(g.state, { objects: [v] }, [
        { layer: 'numeric', op: { kind: 'add', key: 'attack', amount: E.op('turnNumber') } },
      ]);
      g.state.version++;
      expect(g.chars(v).attack).toBe(3); // 2 + turn 1
      g.pass(0).pass(1);
      expect(g.state.turn.number).toBe(2);
      expect(g.chars(v).attack).toBe(4);
    },
  );

  it('CT-9.2.3: "during your opponent\'s next turn" is anchored when created and applies only in that turn', () => {
    const g = new TestGame({ field: ['vanilla'], hand: ['next-turn-boost'], deck: ['big'] }, { deck: ['big', 'big'] });
    const v = g.id('vanilla');
    g.play('next-turn-boost').select([v]);
    expect(g.state.effects[0].duration).toEqual({ kind: 'duringTurn', turn: 2 });
    expect(g.chars(v).attack).toBe(2); // turn 1: not yet
    g.pass(0).pass(1);
    expect(g.state.turn.number).toBe(2);
    expect(g.chars(v).attack).toBe(7); // the opponent's next turn
    g.pass(1).pass(0);
    expect(g.state.turn.number).toBe(3);
    expect(g.state.effects).toEqual([]);
    expect(g.chars(v).attack).toBe(2);
  });
});

describe('ability lists', () => {
  it('CT-9.3.4: valid abilities are those present and not invalidated; a list of strings is read in place', () => {
    const abilities = ['a.one', 'a.two'];
    expect(asList(abilities)).toBe(abilities);
    expect(asList(['a.one', 3, null, 'a.two'])).toEqual(['a.one', 'a.two']);
    expect(asList('a.one')).toEqual([]);
    expect(validAbilities({ abilities })).toEqual(['a.one', 'a.two']);
    expect(validAbilities({ abilities, invalidAbilities: ['a.two'] })).toEqual(['a.one']);
    expect(validAbilities({ abilities, invalidAbilities: ['*'] })).toEqual([]);
    expect(abilities).toEqual(['a.one', 'a.two']);
  });
});
