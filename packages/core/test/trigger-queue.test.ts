import { describe, it, expect } from 'vitest';
import { type GameState, type RunContext, type WaitingTrigger } from '../src/index.js';
import { TestGame, engine, printersOnly } from './support/harness.js';

const triggers = engine.services.triggers;
const ctxOf = (g: TestGame): RunContext => ({ state: g.state, svc: engine.services, sink: g.sink });
const big3 = ['big', 'big', 'big'];

describe('the waiting queue: what each trigger records when it starts waiting', () => {
  it('waitingOf gives one player only their own waiting triggers, also when none of the queue is theirs', () => {
    const w = (id: string, controller: number) => ({ id, controller }) as unknown as WaitingTrigger;
    const state = { waiting: [w('t1', 1), w('t2', 1)] } as unknown as GameState;
    expect(triggers.waitingOf(state, 0)).toEqual([]);
    expect(triggers.waitingOf(state, 1).map((x) => x.id)).toEqual(['t1', 't2']);
    const mixed = { waiting: [w('t1', 1), w('t2', 0), w('t3', 1)] } as unknown as GameState;
    expect(triggers.waitingOf(mixed, 1).map((x) => x.id)).toEqual(['t1', 't3']);
  });

  it(
    'CT-9.6.6: a delayed trigger waits only on its own kind of event, as a new trigger of its own id and ' +
      'timestamp; a one-shot one is then gone, the others stay',
    () => {
      const g = new TestGame({ hand: ['delay', 'delay-lasting', 'delay-damage'], deck: big3 }, { deck: big3 });
      g.play('delay').play('delay-lasting').play('delay-damage');
      const [once, lasting, onDamage] = g.state.delayed.map((d) => d.id);
      const programs = g.state.delayed.map((d) => structuredClone(d.program));
      const sources = g.state.delayed.map((d) => d.source);
      const seq = { ...g.state.seq };
      const logged = g.log.length;
      const event = { kind: 'boundary', name: 'turn.start', qualifier: null, player: 1 };
      triggers.observe(ctxOf(g), event, {});
      expect(g.state.waiting).toEqual(
        [0, 1].map((i) => ({
          id: `t${seq.trigger + i}`,
          ability: null,
          program: programs[i],
          source: sources[i],
          controller: 0,
          event,
          stateTrigger: false,
          since: seq.timestamp + i,
        })),
      );
      expect([g.state.seq.trigger, g.state.seq.timestamp]).toEqual([seq.trigger + 2, seq.timestamp + 2]);
      // The one-shot trigger is gone; the lasting one and the one waiting for damage stay.
      expect(g.state.delayed.map((d) => d.id)).toEqual([lasting, onDamage]);
      expect(g.log.slice(logged).map((l) => [l.rule, l.data])).toEqual([
        ['CT-9.6.6', { delayed: once }],
        ['CT-9.6.6', { delayed: lasting }],
      ]);
    },
  );

  it('CT-9.6.2: every matching trigger waits with its ability, its source and a timestamp of its own', () => {
    const g = new TestGame({ field: ['watcher', 'watcher'], hand: ['vanilla'] });
    const [a, b] = g.ids('field');
    const seq = { ...g.state.seq };
    const logged = g.log.length;
    triggers.observe(ctxOf(g), { kind: 'move', card: 'o99' }, { newId: 'o100', toZone: 'field' });
    expect(g.state.waiting).toEqual(
      [a, b].map((source, i) => ({
        id: `t${seq.trigger + i}`,
        ability: 'watcher.sees',
        program: null,
        source,
        controller: 0,
        event: { kind: 'move', card: 'o99', newId: 'o100', toZone: 'field' },
        stateTrigger: false,
        since: seq.timestamp + i,
      })),
    );
    expect(g.log.slice(logged).map((l) => [l.rule, l.data])).toEqual([
      ['CT-9.6.2', { ability: 'watcher.sees', source: a }],
      ['CT-9.6.2', { ability: 'watcher.sees', source: b }],
    ]);
  });

  it(
    'CT-9.6.7: two state triggers of one card both wait, each once; the check says whether any started ' + 'waiting',
    () => {
      const g = new TestGame({ field: ['twin-sleeper'] });
      const t = g.id('twin-sleeper');
      // Both states hold from the start: the same card's two abilities wait side by side, and its controller
      // chooses which to play first (CT-9.6.3).
      expect([g.pending.prompt, g.state.waiting.map((w) => [w.ability, w.source, w.stateTrigger])]).toEqual([
        'trigger.choose',
        [
          ['twin.charge', t, true],
          ['twin.spark', t, true],
        ],
      ]);
      const [first, second] = g.state.waiting;
      expect([Number(second.id.slice(1)) - Number(first.id.slice(1)), second.since - first.since]).toEqual([1, 1]);
      expect(g.log.filter((l) => l.rule === 'CT-9.6.7').map((l) => l.data)).toEqual([
        { ability: 'twin.charge', source: t },
        { ability: 'twin.spark', source: t },
      ]);
      // Already waiting: the check adds nothing and says so.
      expect(triggers.checkStateTriggers(ctxOf(g))).toBe(false);
      expect(g.state.waiting).toHaveLength(2);
      g.choose(g.optionKeys()[1]);
      while (g.state.pending?.prompt === 'trigger.choose') g.choose(g.optionKeys()[0]);
      expect([g.counter(t, 'charge'), g.counter(t, 'spark')]).toEqual([1, 1]);
      // One state arises again (as a rule process might make it): only its ability waits, and the check says so.
      g.state.objects[t].counters = { charge: 0, spark: 1 };
      const seq = { ...g.state.seq };
      expect(triggers.checkStateTriggers(ctxOf(g))).toBe(true);
      expect(g.state.waiting).toEqual([
        {
          id: `t${seq.trigger}`,
          ability: 'twin.charge',
          program: null,
          source: t,
          controller: 0,
          event: null,
          stateTrigger: true,
          since: seq.timestamp,
        },
      ]);
      // While that one waits, the other state arising makes the other ability wait too.
      g.state.objects[t].counters = { charge: 0, spark: 0 };
      expect(triggers.checkStateTriggers(ctxOf(g))).toBe(true);
      expect(g.state.waiting.map((w) => w.ability)).toEqual(['twin.charge', 'twin.spark']);
    },
  );
});

describe('which triggers are found (CT-9.6.2, CT-9.6.5)', () => {
  it('CT-2.5.1: a triggered ability that functions only in the reserve triggers there and not on the field', () => {
    const g = new TestGame({ field: ['reserve-watcher'], reserve: ['reserve-watcher'], hand: ['vanilla'] });
    const [onField, inReserve] = [g.id('reserve-watcher'), g.id('reserve-watcher', 'reserve')];
    g.play('vanilla');
    expect([g.counter(onField, 'seen'), g.counter(inReserve, 'seen')]).toEqual([0, 1]);
  });

  it('CT-9.6.5: a card leaving a zone where abilities do not function triggers no leave trigger', () => {
    const left = new TestGame({ field: ['leave-any'], hand: ['ping'] });
    left.play('ping').select([left.id('leave-any')]);
    expect(left.state.players[0].data.left).toBe(1); // destroyed from the field: it triggers
    const g = new TestGame({ hand: ['raise'], grave: ['leave-any'] });
    g.play('raise');
    expect(g.defs('hand')).toEqual(['leave-any']);
    expect(g.state.players[0].data.left).toBeUndefined(); // from the grave: it does not
  });

  it('CT-9.6.5: a leave trigger waits for its own kind of event only: one on being attached ignores a move', () => {
    const g = new TestGame({ field: ['under-leave'], hand: ['ping'] });
    g.play('ping').select([g.id('under-leave')]);
    expect(g.defs('grave')).toContain('under-leave');
    expect(g.state.players[0].data.left).toBeUndefined();
  });
});

describe.each([
  ['every object searched', engine],
  ['only objects carrying a printing card', printersOnly],
])('triggers of attached and granted abilities: %s', (_name, e) => {
  it('CT-9.6.2: a unit with two cards under it, the second printing a trigger, finds that trigger', () => {
    const g = new TestGame({ field: ['big'], hand: ['graft', 'vanilla'], deck: ['big', 'watcher'] }, {}, {}, 1, e);
    const big = g.id('big');
    g.play('graft').select([big]);
    const under = g.state.objects[big].attached;
    expect(under.map((id) => g.state.objects[id].def)).toEqual(['big', 'watcher']);
    g.play('vanilla');
    expect(g.counter(under[1], 'seen')).toBe(1);
  });

  it('CT-9.3.4: a triggered ability granted by an effect triggers, though no card prints it', () => {
    const g = new TestGame({ field: ['big'], hand: ['gift-sight', 'vanilla'] }, {}, {}, 1, e);
    const big = g.id('big');
    g.play('gift-sight').select([big]);
    g.play('vanilla');
    expect(g.counter(big, 'seen')).toBe(1);
  });
});
