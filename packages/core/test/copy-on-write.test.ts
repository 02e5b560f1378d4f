import { describe, it, expect } from 'vitest';
import { TestGame, engine } from './support/harness.js';
import {
  NO_ATTACHED,
  NO_CHARACTERISTICS,
  NO_STATUS,
  writableAttached,
  writableCounters,
  writableStatus,
} from '../src/index.js';

describe('card objects share their empty fields until written (copy on write)', () => {
  it('fresh, restored and cloned objects share one frozen empty value per field', () => {
    // Deck cards get no status on entering (the test ruleset turns field cards face up).
    const g = new TestGame({ deck: ['big', 'vanilla', 'ping'], field: ['vanilla'] });
    const deck = (s: typeof g.state) => s.zones['deck@0'].map((id) => s.objects[id]);
    expect(deck(g.state).every((o) => o.attached === NO_ATTACHED && o.status === NO_STATUS)).toBe(true);
    const restored = engine.restore(engine.serialize(g.state));
    expect(deck(restored).every((o) => o.attached === NO_ATTACHED && o.status === NO_STATUS)).toBe(true);
    const copy = engine.clone(g.state);
    expect(deck(copy).every((o) => o.attached === NO_ATTACHED && o.status === NO_STATUS)).toBe(true);
    expect(engine.hash(copy)).toBe(engine.hash(g.state));
    expect(engine.serialize(restored)).toBe(engine.serialize(g.state));
  });

  it('a card that left a hidden zone keeps no characteristics of its own, live, restored or cloned (CT-9.10.1)', () => {
    const g = new TestGame({ hand: ['vanilla'], deck: ['big', 'ping'] }, { deck: ['big', 'ping'] });
    for (let i = 0; i < 20 && g.state.turn.number < 3; i++) g.pass();
    const fromDeck = (s: typeof g.state) =>
      Object.values(s.lastKnown).filter((lk) => lk.object.zone.startsWith('deck'));
    expect(fromDeck(g.state).length).toBeGreaterThan(0);
    const restored = engine.restore(engine.serialize(g.state));
    for (const s of [g.state, restored, engine.clone(g.state)]) {
      expect(fromDeck(s).every((lk) => lk.characteristics === NO_CHARACTERISTICS)).toBe(true);
      expect(fromDeck(s).every((lk) => lk.object.status === NO_STATUS && lk.object.attached === NO_ATTACHED)).toBe(
        true,
      );
    }
    expect(engine.serialize(restored)).toBe(engine.serialize(g.state));
    expect(engine.hash(engine.clone(g.state))).toBe(engine.hash(g.state));
  });

  it('a write changes only its own object, and a write past the helpers throws instead of changing them all', () => {
    const g = new TestGame({ field: ['vanilla', 'big', 'stacker'] });
    const [a, b, c] = g.ids('field').map((id) => g.state.objects[id]);
    writableStatus(a).face = 'down';
    writableCounters(b).damage = 2;
    engine.services.zones.attach(g.state, c.id, a.id, 'under', () => undefined);
    expect(a.status).toEqual({ face: 'down' });
    expect(b.status).toEqual({ face: 'up' });
    expect(a.counters).toEqual({});
    expect(b.counters).toEqual({ damage: 2 });
    expect(a.attached).toEqual([c.id]);
    expect(b.attached).toEqual([]);
    expect(NO_STATUS).toEqual({});
    // The shared empty value itself cannot be written: such a write would reach every object.
    expect(() => {
      (NO_STATUS as Record<string, unknown>).face = 'up';
    }).toThrow(TypeError);
  });

  it(
    'a state copied by structuredClone (shared lists stay shared, unfrozen) plays on without one write ' +
      'reaching every object',
    () => {
      const g = new TestGame({ field: ['vanilla', 'big', 'stacker'] });
      const copy = structuredClone(g.state);
      const [a, b, c] = g.ids('field').map((id) => copy.objects[id]);
      // The clone's objects share one list that is no longer frozen.
      expect(a.attached).toBe(b.attached);
      expect(Object.isFrozen(a.attached)).toBe(false);
      engine.services.zones.attach(copy, c.id, a.id, 'under', () => undefined);
      writableAttached(b); // a value of its own, whatever it was
      writableStatus(a).face = 'down';
      expect(a.attached).toEqual([c.id]);
      expect(b.attached).toEqual([]);
      expect(b.status).toEqual({ face: 'up' });
      expect(Object.values(copy.objects).filter((o) => o.attached.length > 0)).toHaveLength(1);
    },
  );
});
