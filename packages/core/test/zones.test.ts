import { describe, it, expect } from 'vitest';
import { RulesetError } from '../src/index.js';
import { TestGame, engine } from './support/harness.js';
import { addEffect } from './support/effects.js';

describe('zones and card objects (CT-5.1)', () => {
  it('CT-5.1.3: every player sees the number of cards in every zone, hidden ones included', () => {
    const g = new TestGame({ deck: ['big', 'big', 'vanilla'], hand: ['ping', 'rally'] }, { deck: ['big'] });
    const view = engine.viewFor(g.state, 1);
    expect(view.zones['deck@0']).toEqual({ zone: 'deck', player: 0, count: 3 });
    expect(view.zones['hand@0']).toEqual({ zone: 'hand', player: 0, count: 2 });
    expect(view.zones['deck@1']).toEqual({ zone: 'deck', player: 1, count: 1 });
    expect(engine.viewFor(g.state, 0).zones['hand@0'].cards?.map((c) => ('def' in c ? c.def : '?'))).toEqual([
      'ping',
      'rally',
    ]);
  });

  it('CT-5.1.4: a card moved to another zone is a new object; effects on the old one do not carry over', () => {
    const g = new TestGame({ field: ['vanilla'], hand: ['rally'] });
    const before = g.id('vanilla');
    addEffect(g.state, { objects: [before] }, [{ layer: 'numeric', op: { kind: 'add', key: 'attack', amount: 5 } }]);
    expect(g.chars(before).attack).toBe(7);
    const out = engine.services.zones.move(g.state, before, 'hand@0', 'bottom', [], () => undefined);
    const back = engine.services.zones.move(g.state, out.newId, 'field@0', 'bottom', [], () => undefined);
    g.state.version++;
    expect(g.state.objects[before]).toBeUndefined();
    expect(back.newId).not.toBe(before);
    expect(g.state.objects[back.newId].previous).toBe(out.newId);
    expect(g.chars(back.newId).attack).toBe(2);
  });

  it('a move to a position that is not "top", "bottom" or an index is a ruleset error, not the top', () => {
    const g = new TestGame({ field: ['vanilla'], hand: ['rally', 'ping'] });
    const id = g.id('vanilla');
    const move = (position: unknown) => () =>
      engine.services.zones.move(g.state, id, 'hand@0', position as 'top', [], () => undefined);
    expect(move('Top')).toThrow(RulesetError);
    expect(move('')).toThrow(/position "" in hand@0/);
    expect(g.state.zones['hand@0'].map((x) => g.state.objects[x].def)).toEqual(['rally', 'ping']);
    // An index counts from the top; past the end is the bottom.
    move(1)();
    expect(g.state.zones['hand@0'].map((x) => g.state.objects[x].def)).toEqual(['rally', 'vanilla', 'ping']);
  });

  it('CT-5.1.4: an area-to-area move keeps the object, its timestamp and the effects on it', () => {
    const g = new TestGame({ field: ['vanilla'] });
    const id = g.id('vanilla');
    const entered = g.state.objects[id].enteredAt;
    addEffect(g.state, { objects: [id] }, [{ layer: 'numeric', op: { kind: 'add', key: 'attack', amount: 5 } }]);
    g.choose('shift:vanilla:reserve');
    expect(g.ids('reserve')).toEqual([id]);
    expect(g.state.objects[id].enteredAt).toBe(entered);
    expect(g.chars(id).attack).toBe(7);
    const move = g.events.find((e) => e.event.kind === 'move')!;
    expect(move.rule).toBe('CT-5.1.4');
    expect(move.outcome).toMatchObject({ oldId: id, newId: id, fromZone: 'field', toZone: 'reserve' });
  });

  it(
    'attached cards move with their host as a unit when their kind is carried, and stay behind otherwise ' +
      '(CT-3.10.7 style)',
    () => {
      const g = new TestGame({ field: ['vanilla', 'stacker', 'big'] });
      const [host, under, token] = g.ids('field');
      const zones = engine.services.zones;
      zones.attach(g.state, under, host, 'under', () => undefined);
      zones.attach(g.state, token, host, 'token', () => undefined);
      const out = zones.move(g.state, host, 'grave@0', 'top', ['token'], () => undefined);
      const fresh = g.state.objects[out.newId];
      expect(fresh.attached).toHaveLength(1);
      expect(g.state.objects[fresh.attached[0]]).toMatchObject({
        def: 'big',
        zone: 'grave@0',
        attachedTo: out.newId,
        attachKind: 'token',
      });
      expect(out.leftBehind).toEqual([under]);
      expect(g.state.objects[under]).toMatchObject({ zone: 'field@0', attachedTo: null });
      expect(g.ids('field')).toEqual([under]);
      expect(zones.count(g.state, 'grave@0')).toBe(2);
    },
  );

  it('CT-9.10.1: last-known information is the card as it was, still attached, whatever was read before', () => {
    const g = new TestGame({ field: ['vanilla', 'big'] });
    const [host, big] = g.ids('field');
    const zones = engine.services.zones;
    zones.attach(g.state, big, host, 'token', () => undefined);
    // An effect on the field's top-level cards: an attached card is not one of them.
    addEffect(g.state, { selector: { zone: 'field' } }, [
      { layer: 'numeric', op: { kind: 'add', key: 'attack', amount: 5 } },
    ]);
    g.state.version++; // nothing cached: the snapshot computes from the state as it is at that moment
    let seen: { attachedTo: string | null; attack: unknown } | null = null;
    zones.move(g.state, big, 'grave@0', 'top', [], (obj) => {
      seen = { attachedTo: obj.attachedTo, attack: engine.characteristics(g.state, obj.id).attack };
    });
    expect(seen).toEqual({ attachedTo: host, attack: g.chars(g.ids('grave')[0]).attack });
    expect(g.state.objects[host].attached).toEqual([]);
  });

  it("CT-5.1.6: a card told to move without saying whose zone goes to its master's", () => {
    const g = new TestGame({ hand: ['ping'] }, { field: ['vanilla'] });
    g.play('ping').select([g.id('vanilla', 'field', 1)]);
    expect(g.defs('grave', 1)).toEqual(['vanilla']);
    expect(g.defs('grave', 0)).toEqual(['ping']);
  });

  it('CT-9.10.1: an effect referring to a card that already moved uses its last-known information', () => {
    const g = new TestGame({ field: ['vanilla'], hand: ['rally', 'recall-strike'] }, { field: ['eila'] });
    g.play('rally');
    const v = g.id('vanilla');
    g.play('recall-strike').select([v]);
    expect(g.defs('hand')).toEqual(['vanilla']);
    expect(g.defs('resolving')).toEqual(['recall-strike']); // public while it resolves
    expect(g.state.lastKnown[v].characteristics.attack).toBe(4);
    g.select([g.id('eila', 'field', 1)]);
    // 4 (last known attack with +2) reduced by 3
    expect(g.counter(g.id('eila', 'field', 1), 'damage')).toBe(1);
  });

  it('CT-1.3.3: a card put into the zone it is in, no place named, stays the same object; nothing is logged', () => {
    const g = new TestGame({ hand: ['shuffle-hand', 'big', 'vanilla'] });
    const before = g.ids('hand').filter((id) => g.state.objects[id].def !== 'shuffle-hand');
    g.play('shuffle-hand');
    expect(g.ids('hand')).toEqual(before);
    expect(g.log.filter((l) => l.message.includes('moves hand@0 → hand@0'))).toEqual([]);
  });

  it('CT-3.11.10: a reveal adds players who see a hidden card, in player order; a conceal removes them', () => {
    const g = new TestGame({ hand: ['show-hand', 'see-hand', 'hide-hand', 'big'] });
    const big = g.id('big', 'hand');
    expect(g.state.objects[big].revealedTo).toEqual([]);
    g.play('show-hand');
    expect(g.state.objects[big].revealedTo).toEqual([1]);
    g.play('see-hand');
    expect(g.state.objects[big].revealedTo).toEqual([0, 1]);
    g.play('hide-hand');
    expect(g.state.objects[big].revealedTo).toEqual([0]);
  });

  it('CT-9.10.1: last-known information lasts through the next turn and is dropped when the one after starts', () => {
    const deck = Array<string>(6).fill('vanilla');
    const g = new TestGame({ hand: ['ping'], deck }, { field: ['vanilla'], deck });
    const v = g.id('vanilla', 'field', 1);
    g.play('ping').select([v]);
    const taken = g.state.turn.number;
    expect(g.state.lastKnown[v]?.turn).toBe(taken);
    const passTurn = () => {
      const now = g.state.turn.number;
      for (let i = 0; i < 20 && g.state.turn.number === now; i++) g.pass();
      expect(g.state.turn.number).toBe(now + 1);
    };
    passTurn();
    expect(g.state.lastKnown[v]?.object.def).toBe('vanilla');
    passTurn();
    expect(g.state.lastKnown[v]).toBeUndefined();
  });

  it('CT-1.3.3: entering a state a card already has is not performed and triggers nothing', () => {
    const g = new TestGame({ field: ['vanilla', 'earth-sentinel', 'earth-aura'], hand: ['flip', 'flip'] });
    const v = g.id('vanilla');
    g.play('flip').select([v]);
    const statusEvents = () => g.events.filter((e) => e.event.kind === 'status').length;
    expect(statusEvents()).toBe(1);
    g.play('flip').select([v]);
    expect(statusEvents()).toBe(1);
    expect(g.counter(g.id('earth-sentinel'), 'flips')).toBe(1);
  });
});

describe('seeded randomness', () => {
  const deck = ['vanilla', 'big', 'ping', 'rally', 'stacker', 'eila', 'perrine', 'anchor'];
  const run = (seed: number) => {
    const g = new TestGame({ hand: ['coin', 'reshuffle'], deck }, {}, {}, seed);
    g.play('coin').play('reshuffle');
    return { heads: g.state.players[0].data.heads, deck: g.defs('deck'), rng: g.state.rng };
  };

  it('the same seed gives the same shuffles and coin flips, byte for byte', () => {
    expect(run(5)).toEqual(run(5));
    expect(run(5).deck).not.toEqual(deck);
  });

  it('different seeds give different shuffles and both coin results occur', () => {
    const decks = new Set(Array.from({ length: 8 }, (_, s) => run(s).deck.join()));
    expect(decks.size).toBeGreaterThan(1);
    const flips = new Set(Array.from({ length: 16 }, (_, s) => run(s).heads));
    expect(flips).toEqual(new Set([true, false]));
  });
});
