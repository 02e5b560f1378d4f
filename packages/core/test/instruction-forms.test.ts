import { describe, it, expect } from 'vitest';
import type { LogEntry, ObservedEvent } from '../src/index.js';
import { TestGame } from './support/harness.js';

/**
 * The forms of the core's generic instructions that rulesets' card texts use, each in a position where an engine
 * that drops the form (a branch, a named place, a named player, a minimum) gives a different game.
 */
describe('"you may": the answering player picks the branch', () => {
  it('yes runs `then` only; the text goes on after it', () => {
    const g = new TestGame({ hand: ['draw-or-note'], deck: ['big'] });
    g.play('draw-or-note');
    expect(g.pending).toMatchObject({ player: 0, kind: 'choose', prompt: 'draw a card?', rule: 'T-MAY' });
    expect(g.pending.options.map((o) => [o.key, o.value])).toEqual([
      ['yes', true],
      ['no', false],
    ]);
    g.choose('yes');
    expect(g.defs('hand')).toEqual(['big']);
    expect(g.state.players[0].data).toMatchObject({ after: true });
    expect(g.state.players[0].data.declined).toBeUndefined();
  });

  it('no runs `else` only', () => {
    const g = new TestGame({ hand: ['draw-or-note'], deck: ['big'] });
    g.play('draw-or-note').choose('no');
    expect(g.defs('hand')).toEqual([]);
    expect(g.defs('deck')).toEqual(['big']);
    expect(g.state.players[0].data).toMatchObject({ declined: true, after: true });
  });

  it('no with no `else` does nothing and the effect ends normally', () => {
    const g = new TestGame({ hand: ['maybe-draw'], deck: ['big'] });
    g.play('maybe-draw').choose('no');
    expect(g.defs('deck')).toEqual(['big']);
    expect(g.defs('grave')).toEqual(['maybe-draw']);
    expect(g.optionKeys()).toContain('pass');
  });

  it('"your opponent may": the opponent answers, and their answer counts', () => {
    const g = new TestGame({ hand: ['their-maybe-draw'] }, { deck: ['vanilla'] });
    g.play('their-maybe-draw');
    expect(g.pending.player).toBe(1);
    g.choose('yes', 1);
    expect(g.defs('hand', 1)).toEqual(['vanilla']);
  });
});

describe('move: to a named place, into a named player’s zone, of cards that are gone (CT-1.3.3, CT-9.10.1)', () => {
  it('"put the bottom card of your deck on top": a named place moves a card inside its own zone', () => {
    const g = new TestGame({ hand: ['bottom-to-top'], deck: ['vanilla', 'big', 'stacker'] });
    const before = g.ids('deck');
    g.play('bottom-to-top');
    expect(g.defs('deck')).toEqual(['stacker', 'vanilla', 'big']);
    // It moved (a new object), unlike "put it into the zone it is in" without a place.
    expect(g.ids('deck')[0]).not.toBe(before[2]);
  });

  it('"put your unit on top of your deck" puts it on top, not at the default bottom', () => {
    const g = new TestGame({ field: ['big'], hand: ['tuck'], deck: ['vanilla', 'stacker'] });
    g.play('tuck').select([g.id('big')]);
    expect(g.defs('deck')).toEqual(['big', 'vanilla', 'stacker']);
  });

  it('a move to another zone without a place is recorded with the place it took (the bottom)', () => {
    const g = new TestGame({ hand: ['sweep'] }, { field: ['big'] });
    g.play('sweep');
    const moves = g.events.filter((e) => e.event.kind === 'move' && e.event.to === 'hand@1');
    expect(moves.map((e) => e.event.position)).toEqual(['bottom']);
  });

  it('"put target unit into your hand": the named player’s zone, not its master’s; the text’s rule is logged', () => {
    const g = new TestGame({ hand: ['steal'] }, { field: ['big'] });
    g.play('steal').select([g.id('big', 'field', 1)]);
    expect(g.defs('hand', 0)).toEqual(['big']);
    expect(g.defs('hand', 1)).toEqual([]);
    expect(g.rules()).toContain('T-STEAL');
  });

  it('without a named player a card goes to its master’s zone, whoever’s effect moves it (CT-5.1.6)', () => {
    const g = new TestGame({ hand: ['sweep'] }, { field: ['big', 'vanilla'] });
    g.play('sweep');
    expect(g.defs('hand', 1).sort()).toEqual(['big', 'vanilla']);
    expect(g.defs('hand', 0)).toEqual([]);
  });

  it('a second move of a card that has already moved does nothing: it is a new object now', () => {
    const g = new TestGame({ field: ['big'], hand: ['recall-then-bury'] });
    g.play('recall-then-bury').select([g.id('big')]);
    expect(g.defs('hand')).toEqual(['big']);
    expect(g.defs('grave')).toEqual(['recall-then-bury']);
    expect(g.state.players[0].data.second).toEqual({ performed: false, replaced: false, outcomes: [] });
  });

  it('"put the top card of your deck into your opponent’s hand" (moveTop to another player’s zone)', () => {
    const g = new TestGame({ hand: ['gift-top'], deck: ['big', 'vanilla'] });
    g.play('gift-top');
    expect(g.defs('hand', 1)).toEqual(['big']);
    expect(g.defs('deck', 0)).toEqual(['vanilla']);
    expect(g.rules()).toContain('T-GIFT');
  });
});

describe('choose: who chooses, and how many at least', () => {
  it('"choose 2 to 3 of your units" asks for at least 2 when there are more', () => {
    const g = new TestGame({ field: ['big', 'vanilla', 'stacker', 'based'], hand: ['pick-some'] });
    g.play('pick-some');
    expect(g.pending).toMatchObject({ kind: 'select', min: 2, max: 3 });
    expect(g.tryAnswer(0, { decision: g.pending.id, picks: [0] })).not.toBeNull();
  });

  it('with only 1 available, "choose 2 to 3" asks for exactly that 1 (all of them)', () => {
    const g = new TestGame({ field: ['big'], hand: ['pick-some'] });
    g.play('pick-some');
    expect(g.pending).toMatchObject({ kind: 'select', min: 1, max: 1 });
  });

  it('"up to 2" may choose none', () => {
    const g = new TestGame({ field: ['big', 'vanilla'], hand: ['pick-any'] });
    g.play('pick-any');
    expect(g.pending).toMatchObject({ kind: 'select', min: 0, max: 2 });
    g.select([]);
    expect(g.counter(g.id('big'), 'picked') + g.counter(g.id('vanilla'), 'picked')).toBe(0);
  });

  it('"your opponent chooses one of their units": the opponent is asked, and their pick is marked', () => {
    const g = new TestGame({ hand: ['their-choice'] }, { field: ['big', 'vanilla'] });
    g.play('their-choice');
    expect(g.pending.player).toBe(1);
    const vanilla = g.id('vanilla', 'field', 1);
    g.select([vanilla], 1);
    expect(g.counter(vanilla, 'marked')).toBe(1);
    expect(g.counter(g.id('big', 'field', 1), 'marked')).toBe(0);
  });

  it('choosing from a card that is not there (nothing) asks nothing and chooses nothing', () => {
    const g = new TestGame({ hand: ['pick-tenth'], deck: ['big'] });
    g.play('pick-tenth');
    expect(g.optionKeys()).toContain('pass');
    expect(g.state.players[0].data.chosen).toEqual([]);
  });

  it('distributing a total of 0 asks nothing and divides nothing, though there are units', () => {
    const g = new TestGame({ field: ['big'], hand: ['split-grave'] });
    g.play('split-grave');
    expect(g.optionKeys()).toContain('pass');
    expect(g.state.players[0].data.split).toEqual([]);
  });

  it('CT-9.5.4.2: distributing over no possible target asks nothing and the spell resolves', () => {
    const g = new TestGame({ hand: ['splitter'] });
    g.play('splitter');
    expect(g.pending.kind).not.toBe('distribute');
    expect(g.defs('grave')).toEqual(['splitter']);
  });
});

describe('coin, if', () => {
  it('a coin flip that is prevented has no outcome: "if heads" reads tails', () => {
    const g = new TestGame({ hand: ['no-coins', 'coin'] });
    g.play('no-coins').play('coin');
    expect(g.events.filter((e) => e.event.kind === 'coin')).toEqual([]);
    expect(g.state.players[0].data.heads).toBe(false);
  });

  it('an `if` whose test fails and that has no `else` goes on with the text', () => {
    const g = new TestGame({ field: ['big'], hand: ['note-if-empty'] });
    g.play('note-if-empty');
    expect(g.state.players[0].data).toMatchObject({ after: true });
    expect(g.state.players[0].data.empty).toBeUndefined();
  });
});

describe('creating continuous and replacement effects (CT-9.8.12 timestamps)', () => {
  it('each effect created gets its own id and a later timestamp than every earlier one, of either kind', () => {
    const g = new TestGame({ hand: ['rally', 'shield-wall', 'rally', 'delay', 'rally', 'delay'] });
    g.play('rally').play('shield-wall').play('rally').play('delay').play('rally').play('delay');
    const made = [...g.state.effects.filter((e) => e.source !== null), ...g.state.replacements];
    const ids = [...made.map((e) => e.id), ...g.state.delayed.map((d) => d.id)];
    expect([ids.length, new Set(ids).size]).toEqual([6, 6]);
    const stamps = [g.state.effects[0], g.state.replacements[0], g.state.effects[1]].map((e) => e.timestamp);
    expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
    expect(new Set(stamps).size).toBe(3);
    // The log names the effect by the id it got.
    const logged = g.log.filter((l) => /^continuous effect /.test(l.message)).map((l) => l.message.split(' ')[2]);
    expect(logged).toEqual(g.state.effects.map((e) => e.id));
  });

  it('a text creating a replacement and then a continuous effect stamps them in that order', () => {
    const g = new TestGame({ hand: ['wall-then-rally'] });
    g.play('wall-then-rally');
    expect(g.state.effects[0].timestamp).toBeGreaterThan(g.state.replacements[0].timestamp);
  });

  it('creating an effect is a change of state: each creation moves the version on by one', () => {
    // The version at the "continuous effect …" log line, against the last event's before it.
    const bumps = (spell: string) => {
      const g = new TestGame({ hand: [spell] });
      const seen: number[] = [];
      let bump = NaN;
      Object.assign(g.sink, {
        event: (e: ObservedEvent) => seen.push(e.version),
        log: (l: LogEntry) => {
          if (l.message.startsWith('continuous effect ')) bump = g.state.version - seen[seen.length - 1];
        },
      });
      g.play(spell);
      return bump;
    };
    // "+2 attack": one change; a replacement then a continuous effect: two.
    expect([bumps('rally'), bumps('wall-then-rally')]).toEqual([1, 2]);
  });

  it('an effect keeps the flags its text gives: "face-down ones too" reaches a face-down unit', () => {
    const flagged = new TestGame({ field: ['big', 'vanilla'], hand: ['flip', 'dark-rally'] });
    const plain = new TestGame({ field: ['big', 'vanilla'], hand: ['flip', 'rally'] });
    for (const [g, spell] of [
      [flagged, 'dark-rally'],
      [plain, 'rally'],
    ] as const)
      g.play('flip')
        .select([g.id('vanilla')])
        .play(spell);
    expect(flagged.state.effects.at(-1)?.flags).toEqual(['faceDown']);
    expect(plain.state.effects.at(-1)?.flags).toEqual([]);
    // A face-down unit has no printed attack (0); only the flagged effect reaches it.
    expect([flagged.chars(flagged.id('vanilla')).attack, plain.chars(plain.id('vanilla')).attack]).toEqual([2, 0]);
    expect([flagged.chars(flagged.id('big')).attack, plain.chars(plain.id('big')).attack]).toEqual([5, 5]);
  });
});

describe('moving a unit with cards attached, and the attached cards themselves', () => {
  /** A `vanilla` (attack 2) with two `stacker`s under it (+1 each), and the given spell in hand. */
  const stacked = (spell: string) => {
    const g = new TestGame({ field: ['vanilla'], hand: ['graft', spell], deck: ['stacker', 'stacker'] });
    g.play('graft').select([g.id('vanilla')]);
    expect(g.chars(g.id('vanilla')).attack).toBe(4);
    g.play(spell).select([g.id('vanilla')]);
    return g;
  };

  it('"with every card under it": they move along, still under it', () => {
    const g = stacked('retreat-all');
    const host = g.id('vanilla', 'hand');
    expect(g.state.objects[host].attached.map((a) => g.state.objects[a].def)).toEqual(['stacker', 'stacker']);
    expect(g.defs('field')).toEqual([]);
  });

  it('"with the cards of its kind": a listed kind moves along; an unlisted one stays behind on its own', () => {
    const under = stacked('retreat-under');
    expect(under.state.objects[under.id('vanilla', 'hand')].attached).toHaveLength(2);
    expect(under.defs('field')).toEqual([]);
    const over = stacked('retreat-over');
    expect(over.state.objects[over.id('vanilla', 'hand')].attached).toEqual([]);
    expect(over.defs('field')).toEqual(['stacker', 'stacker']);
    expect(over.state.objects[over.id('stacker')].attachedTo).toBeNull();
  });

  it('cards under a unit put into the zone the unit is in leave it (a move, though the zone is the same)', () => {
    const g = stacked('unstack');
    expect(g.state.objects[g.id('vanilla')].attached).toEqual([]);
    expect(g.chars(g.id('vanilla')).attack).toBe(2);
    expect(g.defs('field')).toEqual(['vanilla', 'stacker', 'stacker']);
  });
});

describe('effects that end', () => {
  it('CT-9.2.3: "until the end of the turn" +2 attack is gone once the turn has ended', () => {
    const g = new TestGame({ field: ['big'], hand: ['rally'], deck: ['vanilla'] }, { deck: ['vanilla'] });
    const big = g.id('big');
    g.play('rally');
    expect(g.chars(big).attack).toBe(5);
    g.pass(0).pass(1);
    expect(g.state.turn.activePlayer).toBe(1);
    expect(g.chars(big).attack).toBe(3);
  });
});

describe('raw events and the log', () => {
  it('a raw move event of a card that no longer exists does not happen', () => {
    const g = new TestGame({ field: ['big'], hand: ['raw-bury-stale'] });
    g.play('raw-bury-stale').select([g.id('big')]);
    expect(g.defs('hand')).toEqual(['big']);
    expect(g.state.players[0].data.r).toEqual({ performed: false, replaced: false, outcomes: [] });
  });

  it('a reveal and a conceal are logged with the card and under the text’s rule', () => {
    const g = new TestGame({ hand: ['show-hand', 'hide-hand', 'big'] });
    g.play('show-hand');
    const big = g.id('big', 'hand');
    expect(g.messages('T-SHOW')).toContain(`${big} (big) is revealed`);
    g.play('hide-hand');
    expect(g.log.map((l) => l.message)).toContain(`${big} (big) is hidden again`);
  });

  it('CT-9.2.3: the turn-end boundary names the effects that ended there, not the ones that go on', () => {
    const g = new TestGame({ hand: ['rally', 'next-turn-shield'], deck: ['vanilla'] }, { deck: ['vanilla'] });
    g.play('rally').play('next-turn-shield');
    const [rally, shield] = [g.state.effects.find((e) => e.source !== null)!.id, g.state.replacements[0].id];
    g.pass(0).pass(1);
    const ended = g.log.filter((l) => /^turn\.end.*expired/.test(l.message)).map((l) => l.message);
    expect(ended).toHaveLength(1);
    expect(ended[0]).toContain(rally);
    expect(ended[0]).not.toContain(shield);
  });
});
