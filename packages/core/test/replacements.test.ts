import { describe, it, expect } from 'vitest';
import { TestGame } from './support/harness.js';
import { writableCounters } from '../src/index.js';

const damageEvents = (g: TestGame) => g.events.filter((e) => e.event.kind === 'damage');

describe('replacement effects (CT-9.9)', () => {
  it(
    'CT-9.9.1: a replaced event never happened — the card goes to the deck bottom and grave triggers do ' + 'not wait',
    () => {
      const g = new TestGame({ field: ['exile-guard', 'vanilla', 'grave-watcher'], hand: ['ping'], deck: ['big'] });
      const vanilla = g.id('vanilla');
      g.play('ping').select([vanilla]);
      expect(g.defs('grave')).toEqual(['ping']);
      expect(g.defs('deck')).toEqual(['big', 'vanilla']);
      expect(g.counter(g.id('grave-watcher'), 'buried')).toBe(1); // only the spell itself
      expect(g.rules()).toContain('CT-9.9.1');
      const moves = g.events.filter((e) => e.event.kind === 'move' && e.outcome.oldId === vanilla);
      expect(moves).toHaveLength(1);
      expect(moves[0].outcome.toZone).toBe('deck');
    },
  );

  it('CT-9.9.1.1: a cost paid through a replaced action is still paid', () => {
    const g = new TestGame({ field: ['sacrificer', 'vanilla', 'exile-guard'], deck: [] });
    g.choose('activate:sacrificer.act');
    expect(g.pending.kind).toBe('select');
    g.select([g.id('vanilla')]);
    expect(g.defs('deck')).toEqual(['vanilla']);
    expect(g.defs('grave')).toEqual([]);
    expect(g.counter(g.id('sacrificer'), 'paid')).toBe(1);
  });

  it('CT-9.9.2: the master of the affected card orders two replacements, not the acting player', () => {
    const order = (first: string) => {
      const g = new TestGame({ field: ['plus-one'], hand: ['ping'] }, { field: ['doubler', 'hurt-watcher'] });
      g.play('ping').select([g.id('hurt-watcher', 'field', 1)]);
      expect(g.pending.player).toBe(1);
      expect(g.pending.rule).toBe('CT-9.9.2');
      const eventFrame = [...g.state.stack].reverse().find((f) => f.locals.event !== undefined)!;
      expect(g.pending.params.event).toEqual(eventFrame.locals.event);
      expect(g.pending.params.event).not.toBe(eventFrame.locals.event);
      expect(g.pending.options.map((o) => o.label).sort()).toEqual(['doubler.more', 'plusone.more']);
      g.choose(g.pending.options.find((o) => o.label === first)!.key);
      return damageEvents(g)[0].event.amount;
    };
    expect(order('doubler.more')).toBe(11); // 5 × 2 + 1
    expect(order('plusone.more')).toBe(12); // (5 + 1) × 2
  });

  it('CT-9.9.3: each replacement applies at most once to the same event', () => {
    const g = new TestGame({ field: ['doubler'], hand: ['ping'] }, { field: ['hurt-watcher'] });
    g.play('ping').select([g.id('hurt-watcher', 'field', 1)]);
    expect(damageEvents(g).map((e) => e.event.amount)).toEqual([10]);
    expect(g.messages('CT-9.9.1')).toEqual(['replacement doubler.more applies to damage']);
  });

  it('CT-9.9.4: an optional replacement asks its controller; declined, the original event happens unchanged', () => {
    const setup = () => {
      const g = new TestGame({ hand: ['ping'] }, { field: ['shielded'] });
      writableCounters(g.state.objects[g.id('shielded', 'field', 1)]).shield = 1;
      g.state.version++;
      g.play('ping').select([g.id('shielded', 'field', 1)]);
      return g;
    };
    const accepted = setup();
    expect(accepted.pending.player).toBe(1);
    expect(accepted.pending.rule).toBe('CT-9.9.4');
    // The decision shows the event as a copy: a saved game (JSON) cannot keep one object in two places.
    const eventFrame = [...accepted.state.stack].reverse().find((f) => f.locals.event !== undefined)!;
    expect(accepted.pending.params.event).toEqual(eventFrame.locals.event);
    expect(accepted.pending.params.event).not.toBe(eventFrame.locals.event);
    accepted.choose('yes');
    const s1 = accepted.id('shielded', 'field', 1);
    expect(accepted.counter(s1, 'shield')).toBe(0);
    expect(accepted.counter(s1, 'damage')).toBe(0);
    const declined = setup();
    declined.choose('no');
    const s2 = declined.id('shielded', 'field', 1);
    expect(declined.counter(s2, 'shield')).toBe(1);
    expect(declined.counter(s2, 'damage')).toBe(5);
  });

  it('CT-9.9.4: an optional replacement whose choice cannot be carried out is not offered', () => {
    const g = new TestGame({ hand: ['ping'] }, { field: ['shielded'] });
    g.play('ping').select([g.id('shielded', 'field', 1)]);
    expect(g.pending.prompt).toBe('playTiming');
    expect(g.counter(g.id('shielded', 'field', 1), 'damage')).toBe(5);
  });

  it('CT-9.9.5: "damage received is reduced by 3" — Eila takes 2 from 5', () => {
    const g = new TestGame({ hand: ['ping'] }, { field: ['eila'] });
    g.play('ping').select([g.id('eila', 'field', 1)]);
    expect(g.counter(g.id('eila', 'field', 1), 'damage')).toBe(2);
    expect(damageEvents(g)[0].event.amount).toBe(2);
  });

  it('CT-9.9.5.1: damage reduced to 0 or less is not dealt and "when damaged" triggers do not wait', () => {
    const g = new TestGame({ hand: ['zero-ping', 'ping'], field: ['damage-watcher'] }, { field: ['eila'] });
    const eila = g.id('eila', 'field', 1);
    g.play('zero-ping').select([eila]);
    expect(g.counter(eila, 'damage')).toBe(0);
    expect(damageEvents(g)).toHaveLength(0);
    expect(g.counter(g.id('damage-watcher'), 'sawDamage')).toBe(0);
    expect(g.rules()).toContain('CT-9.9.5.1');
    g.play('ping').select([eila]);
    expect(g.counter(eila, 'damage')).toBe(2);
    expect(g.counter(g.id('damage-watcher'), 'sawDamage')).toBe(1);
  });

  it(
    'CT-9.9.6: "does not receive non-battle damage" — Perrine takes nothing from 5 effect damage but takes ' +
      'battle damage',
    () => {
      const g = new TestGame({ hand: ['ping', 'battle-ping'] }, { field: ['perrine'] });
      const perrine = g.id('perrine', 'field', 1);
      g.play('ping').select([perrine]);
      expect(g.counter(perrine, 'damage')).toBe(0);
      expect(damageEvents(g)).toHaveLength(0);
      g.play('battle-ping').select([perrine]);
      expect(g.counter(perrine, 'damage')).toBe(5);
    },
  );
});
