import { describe, it, expect } from 'vitest';
import { ruleProcessRequired, writableCounters } from '../src/index.js';
import { TestGame, engine } from './support/harness.js';

/** Sources of played triggers, in order, from the log. */
const played = (g: TestGame) =>
  g.log
    .filter((l) => l.rule === 'CT-9.6.3' && l.message.endsWith('is played'))
    .map((l) => (l.data as { ability: string }).ability + '@' + l.message.split(' of ')[1].split(' ')[0]);

describe('check timing and rule processes (CT-3.4, CT-9.4.1)', () => {
  it('CT-3.4 / CT-9.4.1.1: all required rule processes run at once and repeat while new ones arise', () => {
    const g = new TestGame({ field: ['anchor', 'vanilla'], hand: ['zero-ping', 'zero-ping', 'ping'] });
    const vanilla = g.id('vanilla');
    expect(g.chars(vanilla).defense).toBe(5);
    g.play('zero-ping').select([vanilla]);
    g.play('zero-ping').select([vanilla]);
    expect(g.counter(vanilla, 'damage')).toBe(4);
    g.play('ping').select([g.id('anchor')]);
    // First pass destroys the anchor; without its +2 the vanilla (4 damage, defense 3) is destroyed in the repeat.
    const destroys = g.log.filter((l) => l.rule === 'CT-11.7.1' && l.message === 'rule process destroy');
    expect(destroys).toHaveLength(2);
    expect(g.defs('grave')).toEqual(['vanilla', 'anchor', 'ping', 'zero-ping', 'zero-ping']);
  });

  it('CT-9.4.1.1: simultaneous rule processes are performed as one batch', () => {
    const g = new TestGame({ hand: ['splitter'] }, { field: ['stacker', 'stacker'] });
    g.play('splitter');
    const [a, b] = g.ids('field', 1);
    engineSubmitDistribute(g, [a, b], [2, 2]);
    const batch = g.log.filter((l) => l.rule === 'CT-11.7.1' && l.message === 'rule process destroy');
    expect(batch).toHaveLength(1);
    expect((batch[0].data as { events: unknown[] }).events).toHaveLength(2);
    expect(g.ids('field', 1)).toEqual([]);
  });

  it(
    'CT-9.4.1.2–CT-9.4.1.4: main player plays one, rule processes, then the sub player plays one (M1 → S1 ' + '→ M2)',
    () => {
      const g = new TestGame({ field: ['watcher', 'watcher'], hand: ['vanilla'] }, { field: ['watcher'] });
      const [m1, m2] = g.ids('field', 0);
      const s1 = g.ids('field', 1)[0];
      g.play('vanilla');
      expect(g.pending.player).toBe(0);
      expect(g.pending.rule).toBe('CT-9.6.3');
      expect(g.pending.options.map((o) => o.value).sort()).toHaveLength(2);
      g.choose(g.pending.options.find((o) => o.label.includes(m2))!.key);
      expect(played(g)).toEqual([`watcher.sees@${m2}`, `watcher.sees@${s1}`, `watcher.sees@${m1}`]);
    },
  );

  it('CT-9.4.1.5: the "exhaust" policy option plays all of the main player\'s first (M1 → M2 → S1)', () => {
    const g = new TestGame(
      { field: ['watcher', 'watcher'], hand: ['vanilla'] },
      { field: ['watcher'] },
      { checkTiming: 'exhaust' },
    );
    const [m1, m2] = g.ids('field', 0);
    const s1 = g.ids('field', 1)[0];
    g.play('vanilla');
    g.choose(g.pending.options.find((o) => o.label.includes(m1))!.key);
    expect(played(g)).toEqual([`watcher.sees@${m1}`, `watcher.sees@${m2}`, `watcher.sees@${s1}`]);
  });

  it("CT-9.4.1.3: rule processes run between the main player's play and the sub player's", () => {
    const g = new TestGame({ field: ['killer'], hand: ['vanilla'] }, { field: ['watcher'] });
    g.play('vanilla');
    const kill = g.log.findIndex((l) => l.rule === 'CT-11.7.1');
    const subPlay = g.log.findIndex((l) => l.rule === 'CT-9.6.3' && l.message.startsWith('watcher.sees'));
    expect(kill).toBeGreaterThan(0);
    expect(subPlay).toBeGreaterThan(kill);
    expect(g.defs('grave')).toEqual(['vanilla']);
  });
});

describe('automatic abilities (CT-9.6)', () => {
  it('CT-9.6.2 / CT-3.16.1: two cards moved together make the ability wait twice', () => {
    const g = new TestGame({ hand: ['splitter'], field: ['grave-watcher'] }, { field: ['stacker', 'stacker'] });
    g.play('splitter');
    const [a, b] = g.ids('field', 1);
    engineSubmitDistribute(g, [a, b], [2, 2]);
    const waits = g.log.filter((l) => l.rule === 'CT-9.6.2' && l.message.startsWith('grave.count'));
    expect(waits).toHaveLength(3); // two stackers and the spell itself
    // The player orders their three waiting instances (CT-9.6.3), then each resolves once.
    expect(g.pending.options).toHaveLength(3);
    g.choose(g.pending.options[2].key);
    expect(g.pending.options).toHaveLength(2);
    g.choose(g.pending.options[0].key);
    expect(g.pending.prompt).toBe('playTiming');
    expect(g.counter(g.id('grave-watcher'), 'buried')).toBe(3);
  });

  it('CT-9.6.3: playing a waiting ability is mandatory — the only options are the waiting abilities', () => {
    const g = new TestGame({ field: ['watcher', 'grave-watcher'], hand: ['ping'] }, { field: ['vanilla'] });
    g.play('ping').select([g.id('vanilla', 'field', 1)]);
    // grave.count waits twice (vanilla and ping): two options, no "pass".
    expect(g.pending.rule).toBe('CT-9.6.3');
    expect(g.pending.options.every((o) => o.label.startsWith('grave.count'))).toBe(true);
    expect(g.optionKeys()).not.toContain('pass');
  });

  it('CT-9.6.3: a once-per-turn ability that cannot be played has its waiting instance cancelled', () => {
    const g = new TestGame({ field: ['once'], hand: ['vanilla', 'big'] });
    g.play('vanilla');
    g.play('big');
    expect(g.counter(g.id('once'), 'once')).toBe(1);
    expect(g.messages('CT-9.3.3')).toEqual([`once.t of ${g.id('once')} is cancelled: already used this turn`]);
  });

  it('CT-9.3.3: a waiting ability invalid when it would be played is cancelled', () => {
    const g = new TestGame({ field: ['watcher', 'hush'], hand: ['vanilla'] });
    g.play('vanilla');
    g.choose(g.pending.options.find((o) => o.label.startsWith('hush.t'))!.key);
    expect(g.counter(g.id('watcher'), 'seen')).toBe(0);
    expect(g.messages('CT-9.3.3')).toEqual([`watcher.sees of ${g.id('watcher')} is cancelled: the ability is invalid`]);
  });

  it('the turn flow announces each phase end: "at the end of this main phase" fires as the main phase ends', () => {
    const g = new TestGame({ hand: ['delay-phase-end'], deck: ['big', 'big', 'big'] }, { deck: ['big', 'big', 'big'] });
    g.play('delay-phase-end');
    g.pass(0);
    expect(g.state.players[0].data.phaseEnded).toBeUndefined(); // both players pass to end the main phase
    g.pass(1);
    expect(g.state.players[0].data.phaseEnded).toBe(true);
    expect(g.state.delayed).toEqual([]);
  });

  it('CT-9.6.6: a delayed trigger fires once unless given a duration', () => {
    const once = new TestGame({ hand: ['delay'], deck: ['big', 'big', 'big'] }, { deck: ['big', 'big', 'big'] });
    once.play('delay').pass(0).pass(1); // turn 2 starts: fires
    expect(once.state.players[0].data.fired).toBe(1);
    once.pass(1).pass(0); // turn 3
    expect(once.state.turn.number).toBe(3);
    expect(once.state.players[0].data.fired).toBe(1);
    expect(once.state.delayed).toEqual([]);
    const lasting = new TestGame(
      { hand: ['delay-lasting'], deck: ['big', 'big', 'big'] },
      { deck: ['big', 'big', 'big'] },
    );
    lasting.play('delay-lasting').pass(0).pass(1).pass(1).pass(0);
    expect(lasting.state.players[0].data.fired).toBe(2);
    expect(lasting.messages('CT-9.6.6')).toHaveLength(2);
  });

  it(
    'CT-9.6.7: a state trigger waits once when its state arises and again after resolving while it still ' + 'holds',
    () => {
      const g = new TestGame({ field: ['sleeper'] });
      const s = g.id('sleeper');
      expect(g.counter(s, 'charge')).toBe(2);
      const seq = g.log.filter((l) => ['CT-9.6.7', 'CT-9.6.3'].includes(l.rule)).map((l) => l.rule);
      expect(seq).toEqual(['CT-9.6.7', 'CT-9.6.3', 'CT-9.6.7', 'CT-9.6.3']);
    },
  );

  it(
    'CT-9.6.7: a state trigger already waiting does not wait again; the same ability of another card waits ' +
      'on its own',
    () => {
      const g = new TestGame({ field: ['sleeper', 'sleeper'] });
      const [a, b] = g.ids('field');
      // Both wait at once: the same ability, two sources.
      expect(g.state.waiting.map((w) => w.source)).toEqual([a, b]);
      g.choose(g.optionKeys()[0]);
      // a resolved and its state still holds: it waits again; b is still waiting and is not added a second time.
      expect(g.state.waiting.map((w) => w.source).sort()).toEqual([a, b].sort());
      while (g.state.pending?.prompt === 'trigger.choose') g.choose(g.optionKeys()[0]);
      expect([g.counter(a, 'charge'), g.counter(b, 'charge')]).toEqual([2, 2]);
      expect(g.messages('CT-9.6.7')).toHaveLength(4);
    },
  );

  it('CT-9.6.8: an ability whose card changed zones is still played; its effect on the moved card fails', () => {
    const g = new TestGame({ field: ['bouncer'], hand: ['self-enter'] });
    g.play('self-enter');
    const entered = g.ids('field').find((id) => g.state.objects[id].def === 'self-enter')!;
    g.choose(g.pending.options.find((o) => o.label.startsWith('bouncer.t'))!.key);
    expect(g.defs('hand')).toEqual(['self-enter']);
    expect(g.messages('CT-9.6.3')).toContain(`selfenter of ${entered} is played`);
    expect(g.state.objects[g.id('self-enter', 'hand')].counters).toEqual({});
  });

  it('CT-9.6.9: a face-up → face-down trigger reads the card as it was face up', () => {
    const withAura = new TestGame({ field: ['earth-aura', 'earth-sentinel', 'vanilla'], hand: ['flip'] });
    expect(withAura.chars(withAura.id('vanilla')).traits).toEqual(['human', 'earth']);
    withAura.play('flip').select([withAura.id('vanilla')]);
    expect(withAura.chars(withAura.id('vanilla')).traits).toEqual(['human']); // face down: effects no longer apply
    expect(withAura.counter(withAura.id('earth-sentinel'), 'flips')).toBe(1);
    const without = new TestGame({ field: ['earth-sentinel', 'vanilla'], hand: ['flip'] });
    without.play('flip').select([without.id('vanilla')]);
    expect(without.counter(without.id('earth-sentinel'), 'flips')).toBe(0);
  });

  it('CT-9.6.5: a leave-the-arena trigger reads the card as it was in the arena', () => {
    const g = new TestGame({ field: ['marker-aura', 'lookback'], hand: ['ping'] });
    expect(g.chars(g.id('lookback')).traits).toEqual(['marked']);
    g.play('ping').select([g.id('lookback')]);
    expect(g.chars(g.id('lookback', 'grave')).traits).toEqual([]);
    expect(g.state.players[0].data.lookback).toBe(true);
    const unmarked = new TestGame({ field: ['lookback'], hand: ['ping'] });
    unmarked.play('ping').select([unmarked.id('lookback')]);
    expect(unmarked.state.players[0].data.lookback).toBeUndefined();
  });
});

describe('choosing among identical waiting triggers', () => {
  it(
    'CT-9.6.3: identical waiting triggers are one option (the earliest plays); when all are alike there is ' +
      'nothing to choose',
    () => {
      const g = new TestGame({ field: ['hurt-watcher', 'hurt-watcher'] });
      const [a, b] = g.ids('field');
      const wait = (id: string, source: string) => ({
        id,
        ability: 'hurt.count',
        program: null,
        source,
        controller: 0,
        event: null,
        stateTrigger: false,
        since: 0,
      });
      g.state.waiting.push(wait('w1', a), wait('w2', b), wait('w3', a));
      g.state.version++;
      g.pass(0); // the next play timing starts with a check timing
      expect(g.pending).toMatchObject({ player: 0, prompt: 'trigger.choose', rule: 'CT-9.6.3' });
      expect(g.pending.options.map((o) => [o.key, o.label])).toEqual([
        ['w1', `hurt.count (${a}) ×2`],
        ['w2', `hurt.count (${b})`],
      ]);
      g.choose('w2');
      // The two left are alike: both play without another question.
      expect([g.counter(a, 'hurt'), g.counter(b, 'hurt')]).toEqual([2, 1]);
      expect(g.state.waiting).toEqual([]);
      expect(g.pending.prompt).toBe('playTiming');
    },
  );
});

describe('choosing among waiting triggers with events', () => {
  const wait = (
    id: string,
    source: string,
    controller: number,
    event: { kind: string; target: string; amount: number },
  ) => ({ id, ability: 'hurt.count', program: null, source, controller, event, stateTrigger: false, since: 0 });

  it(
    'CT-9.6.3: triggers by events equal in content are alike (separate copies of one event); a different ' +
      'event makes a choice',
    () => {
      const g = new TestGame({ field: ['hurt-watcher'] });
      const a = g.id('hurt-watcher');
      g.state.waiting.push(
        wait('w1', a, 0, { kind: 'damage', target: a, amount: 1 }),
        wait('w2', a, 0, { kind: 'damage', target: a, amount: 1 }),
      );
      g.state.version++;
      g.pass(0);
      expect(g.counter(a, 'hurt')).toBe(2);
      expect(g.pending.prompt).toBe('playTiming');
      g.state.waiting.push(
        wait('w3', a, 0, { kind: 'damage', target: a, amount: 1 }),
        wait('w4', a, 0, { kind: 'damage', target: a, amount: 2 }),
      );
      g.state.version++;
      g.pass(g.pending.player);
      expect(g.pending).toMatchObject({ player: 0, prompt: 'trigger.choose' });
      expect(g.pending.options.map((o) => o.key)).toEqual(['w3', 'w4']);
    },
  );

  it(
    "CT-9.6.3 / CT-9.4.1: with both players' triggers waiting, the main player plays theirs first, then " +
      'the other player',
    () => {
      const g = new TestGame({ field: ['hurt-watcher'] }, { field: ['hurt-watcher'] });
      const mine = g.ids('field')[0];
      const theirs = g.ids('field', 1)[0];
      g.state.waiting.push(
        wait('w1', theirs, 1, { kind: 'damage', target: theirs, amount: 1 }),
        wait('w2', mine, 0, { kind: 'damage', target: mine, amount: 1 }),
      );
      g.state.version++;
      g.pass(0);
      const plays = g.log
        .filter((l) => l.rule === 'CT-9.6.3' && l.message.endsWith('is played'))
        .map((l) => l.data?.trigger);
      expect(plays).toEqual(['w2', 'w1']);
      expect([g.counter(mine, 'hurt'), g.counter(theirs, 'hurt')]).toEqual([1, 1]);
    },
  );
});

describe('resolving waiting triggers at a fixed step', () => {
  it(
    'CT-9.6.3: core.resolveWaiting plays every waiting ability inside a resolution, before rule processes, ' +
      'the controller ordering theirs',
    () => {
      const g = new TestGame({ hand: ['ping-all-now'], field: ['hurt-watcher', 'hurt-watcher', 'stacker'] });
      const [a, b, stacker] = g.ids('field');
      g.play('ping-all-now');
      expect(g.pending).toMatchObject({ player: 0, prompt: 'trigger.choose', rule: 'CT-9.6.3' });
      g.choose(
        g.pending.options.find(
          (o) => o.label === 'hurt.count' && g.state.waiting.find((w) => w.id === o.value)?.source === b,
        )!.key,
      );
      expect([g.counter(a, 'hurt'), g.counter(b, 'hurt')]).toEqual([1, 1]);
      // Both played before the spell left the resolving zone and before the stacker (1 damage, defense 1) was
      // destroyed.
      const plays = g.log
        .map((l, i) => [l, i] as const)
        .filter(([l]) => l.rule === 'CT-9.6.3' && l.message.endsWith('is played'))
        .map(([, i]) => i);
      const toGrave = g.log.findIndex((l) => l.rule === 'CT-9.5.3.6');
      const destroyed = g.log.findIndex((l) => l.rule === 'CT-11.7.1');
      expect(plays).toHaveLength(2);
      expect(Math.max(...plays)).toBeLessThan(toGrave);
      expect(toGrave).toBeLessThan(destroyed);
      expect(g.state.objects[stacker]).toBeUndefined();
    },
  );
});

describe('play timing (CT-3.5)', () => {
  it("CT-9.4.2: an action may end the play timing at once, skipping the other players' play timings", () => {
    const state = engine.createGame({
      seed: 1,
      players: [
        { cards: { deck: ['big'], field: ['sleeper'] }, data: { canFinish: true } },
        { cards: { deck: ['big'] } },
      ],
    });
    const finish = state.pending!.options.findIndex((o) => o.key === 'finish');
    expect(finish).toBeGreaterThanOrEqual(0);
    engine.submit(state, 0, { decision: state.pending!.id, choice: finish });
    // Player 1 never got a play timing in turn 1: the turn ended and turn 2 is player 1's.
    expect(state.turn).toMatchObject({ number: 2, activePlayer: 1 });
    expect(state.pending).toMatchObject({ player: 1, prompt: 'playTiming' });
  });

  it('CT-9.4.1.1: a rule process that needs a choice runs as a procedure inside the check timing', () => {
    const g = new TestGame({ hand: ['ping', 'rally', 'big'], deck: ['big'] });
    g.state.players[0].data.mustDiscard = true;
    g.state.version++;
    g.pass(0); // the next play timing starts with a check timing
    expect(g.pending).toMatchObject({ player: 0, prompt: 'discard', rule: 'CT-11.1.1' });
    g.choose('rally');
    expect(g.defs('grave')).toEqual(['rally']);
    expect(g.pending.prompt).toBe('playTiming');
    expect(g.messages('CT-11.1.1')).toEqual(['rule process forced-discard']);
  });

  it('ruleProcessRequired: finds a required rule process of either form without performing or logging it', () => {
    const g = new TestGame({ field: ['vanilla'], hand: ['rally'] });
    const ctx = { state: g.state, svc: engine.services, sink: g.sink };
    const logged = g.log.length;
    expect(ruleProcessRequired(ctx)).toBe(false);
    // An event-form process (destroy: damage reached defense).
    const vanilla = g.id('vanilla');
    writableCounters(g.state.objects[vanilla]).damage = 9;
    g.state.version++;
    expect(ruleProcessRequired(ctx)).toBe(true);
    writableCounters(g.state.objects[vanilla]).damage = 0;
    g.state.version++;
    expect(ruleProcessRequired(ctx)).toBe(false);
    // A procedure-form process (a forced discard that asks).
    g.state.players[0].data.mustDiscard = true;
    expect(ruleProcessRequired(ctx)).toBe(true);
    expect(g.defs('field')).toEqual(['vanilla']);
    expect(g.defs('hand')).toEqual(['rally']);
    expect(g.log.length).toBe(logged);
  });

  it('CT-3.5.1: a play timing starts with a check timing — waiting abilities resolve before the player may act', () => {
    const g = new TestGame({ field: ['sleeper'] });
    expect(g.pending.prompt).toBe('playTiming');
    expect(g.counter(g.id('sleeper'), 'charge')).toBe(2);
  });

  it('CT-3.5.2 / CT-3.5.3: the game moves on only after every eligible player passes in a row', () => {
    const g = new TestGame({ deck: ['big'] }, { hand: ['coin'], deck: ['big'] });
    g.pass(0);
    expect(g.pending.player).toBe(1);
    g.play('coin'); // player 1 acts: passes start over
    expect(g.state.turn.number).toBe(1);
    expect(g.pending.player).toBe(1);
    g.pass(1);
    expect(g.pending.player).toBe(0);
    g.pass(0);
    expect(g.state.turn.number).toBe(2);
    expect(g.state.turn.activePlayer).toBe(1);
  });
});

function engineSubmitDistribute(g: TestGame, targets: string[], amounts: number[]) {
  const picks = targets.map((t) => g.pending.options.findIndex((o) => o.value === t));
  const err = g.tryAnswer(g.pending.player, { decision: g.pending.id, picks, amounts });
  if (err) throw err;
}
