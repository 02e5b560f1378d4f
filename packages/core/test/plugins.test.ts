import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  RulesetRegistry,
  UnknownRulesetError,
  RulesetError,
  TOKENS,
  InputError,
  PLAY_TIMING,
  procedure,
  type GameState,
  type ProcedureDefinition,
  type StepResult,
} from '../src/index.js';
import { testRuleset } from './support/test-ruleset.js';
import { garden } from '../examples/tiny-ruleset.js';
import { lcg, randomLegalAnswer } from './support/random-answers.js';

describe('rulesets as plugins through DI', () => {
  it('the registry finds rulesets by id and builds one container and one engine per ruleset', () => {
    const reg = new RulesetRegistry().register(testRuleset()).register(garden);
    expect(reg.ids()).toEqual(['garden', 'test']);
    expect(reg.engine('test')).toBe(reg.engine('test'));
    expect(reg.container('test')).toBe(reg.container('test'));
    expect(reg.engine('garden')).not.toBe(reg.engine('test'));
    expect(reg.container('test').get(TOKENS.Manifest)).toMatchObject({ id: 'test', version: '1.0.0' });
    expect(() => reg.engine('nope')).toThrow(UnknownRulesetError);
    expect(() => reg.engine('nope')).toThrow('unknown ruleset "nope" (known: garden, test)');
    expect(() => reg.register(garden)).toThrow('already registered');
  });

  it('one engine serves many interleaved games exactly as it serves them one at a time', () => {
    const engine = new RulesetRegistry().register(testRuleset()).engine('test');
    const config = (seed: number) => ({
      seed,
      players: [
        { cards: { deck: ['vanilla', 'ping', 'big'], hand: ['rally', 'watcher'] } },
        { cards: { deck: ['eila', 'coin'], hand: ['ping'] } },
      ],
    });
    const play = (states: GameState[], rnds: (() => number)[]) => {
      for (let round = 0; round < 200; round++) {
        states.forEach((s, i) => {
          if (s.pending) engine.submit(s, s.pending.player, randomLegalAnswer(s.pending, rnds[i]));
        });
      }
      return states.map((s) => engine.hash(s));
    };
    const together = play(
      [1, 2, 3].map((s) => engine.createGame(config(s))),
      [1, 2, 3].map(lcg),
    );
    const alone = [1, 2, 3].map((s) => play([engine.createGame(config(s))], [lcg(s)])[0]);
    expect(together).toEqual(alone);
  });

  it('a game config is validated: player count, zones, card ids and options name the field', () => {
    const engine = new RulesetRegistry().register(testRuleset()).engine('test');
    expect(() => engine.createGame({ seed: 1, players: [{ cards: {} }] })).toThrow(
      'game config (players): test is played by 2 players, not 1',
    );
    expect(() => engine.createGame({ seed: 1, players: [{ cards: { deck: ['nope'] } }, { cards: {} }] })).toThrow(
      'game config (players.0.cards.deck.0): unknown card "nope"',
    );
    expect(() => engine.createGame({ seed: 1, players: [{ cards: { attic: [] } }, { cards: {} }] })).toThrow(
      'unknown zone "attic"',
    );
    expect(() =>
      engine.createGame({ seed: 1, players: [{ cards: {} }, { cards: {} }], options: { checkTiming: 'sideways' } }),
    ).toThrow(InputError);
    expect(() => engine.createGame({ seed: 'x', players: [] })).toThrow('game config (seed)');
  });

  it('deck rules report the rule they cite', () => {
    const engine = new RulesetRegistry().register(testRuleset()).engine('test');
    expect(engine.validateDeck({ deck: Array(21).fill('vanilla') })).toEqual([
      { rule: 'CT-6.1.1', message: 'at most 20 cards' },
    ]);
    expect(engine.validateDeck({ deck: ['vanilla'] })).toEqual([]);
  });

  it('the core names no game', () => {
    const root = join(import.meta.dirname, '..');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const f of readdirSync(dir)) {
        const p = join(dir, f);
        if (f === 'node_modules' || f === 'dist') continue;
        if (statSync(p).isDirectory()) walk(p);
        else if (p.endsWith('.ts')) files.push(p);
      }
    };
    walk(root);
    // Spelled in pieces so this file does not match itself.
    const names = new RegExp(['p' + 'okemon', 'p' + 'okémon', 'c' + 'haos'].join('|'), 'i');
    const offenders = files.filter((f) => names.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});

describe("a ruleset's procedures", () => {
  const engineWith = (extra: ProcedureDefinition[]) =>
    new RulesetRegistry().register(testRuleset('test', { extraProcedures: extra })).engine('test');
  const step = (): StepResult => ({ done: null });

  it('need an id no other of them has, and steps with names no other step of theirs has', () => {
    expect(() => engineWith([procedure('', [['only', step]])])).toThrow(new RulesetError('a procedure has no id'));
    expect(() => engineWith([procedure('x.twice', [['a', step]]), procedure('x.twice', [['b', step]])])).toThrow(
      new RulesetError('two procedures have the id "x.twice"'),
    );
    expect(() =>
      engineWith([
        procedure('x.unnamed', [
          ['a', step],
          ['', step],
        ]),
      ]),
    ).toThrow(new RulesetError('step 1 of "x.unnamed" has no name'));
    expect(() =>
      engineWith([
        procedure('x.same', [
          ['a', step],
          ['a', step],
        ]),
      ]),
    ).toThrow(new RulesetError('procedure "x.same" has two steps named "a"'));
  });

  it("may replace a core procedure of the same id (the ruleset's runs)", () => {
    const replaced = procedure(PLAY_TIMING, [['the ruleset’s own', step]]);
    const engine = engineWith([replaced]);
    expect(engine.services.procedure(PLAY_TIMING)).toBe(replaced);
  });
});
