import { describe, expect, it } from 'vitest';
import {
  CardProgramError,
  InputError,
  RulesetRegistry,
  TOKENS,
  checkCardPrograms,
  type CoreServices,
} from '@tcgkit/core';
import { chaos, chaosRuleset, ChaosCardSchema, SAMPLE_POOL } from '../src/index.js';

// A card program is checked against the instructions' own schemas when the ruleset is built, so a
// malformed card is refused with where it is wrong instead of failing (or doing something else) mid-game.

// Built in the first test that needs it, not when the file loads: a mutant that breaks building the ruleset then
// fails these tests, where a load failure would leave no test run (and Stryker would call the mutant survived).
let built: CoreServices | undefined;
const services = () =>
  (built ??= new RulesetRegistry().register(chaos).container('chaos').get<CoreServices>(TOKENS.Services));
const instruction = (name: string) => {
  const svc = services();
  try {
    return svc.instruction(name);
  } catch {
    return undefined;
  }
};
const event = (effect: unknown[], id = 'test-program') => ({
  id,
  name: id,
  type: 'event',
  work: 'Nitro+',
  timing: 'main',
  effect,
});
const t = { ref: 'var', path: 't' };
/** The problem the checker finds in one event card with this effect (undefined: none). */
const problem = (effect: unknown[]): CardProgramError | undefined => {
  try {
    checkCardPrograms(ChaosCardSchema, [ChaosCardSchema.parse(event(effect))], instruction);
    return undefined;
  } catch (e) {
    if (e instanceof CardProgramError) return e;
    throw e;
  }
};

describe('card programs are checked against each instruction', () => {
  // Every value each instruction's parameters allow, enum members one by one: a schema narrower than
  // the instruction (a member dropped, a literal misspelt) would refuse a card the rules need.
  const accepted: [string, Record<string, unknown>][] = [
    ['damageCharas', { targets: t, amount: 3 }],
    ['damageSplit', { split: t }],
    ['damagePlayer amount', { do: 'damagePlayer', player: { ref: 'opponent' }, amount: 2 }],
    ['damagePlayer amounts', { do: 'damagePlayer', player: { ref: 'opponent' }, amounts: [1, 2] }],
    ['draw', { count: 1 }],
    ['draw for a player', { do: 'draw', count: 2, player: { ref: 'opponent' } }],
    ['drawUpTo', { max: 2 }],
    ...(['stand', 'rest', 'reverse'] as const).map((pose): [string, Record<string, unknown>] => [
      `setPose ${pose}`,
      { do: 'setPose', cards: t, pose },
    ]),
    ['toExtraDeck up', { do: 'toExtraDeck', face: 'up', rule: 'CT-13.11.1' }],
    ['toExtraDeck down', { do: 'toExtraDeck', face: 'down', rule: 'CT-13.12.1' }],
    ['turnFace up', { do: 'turnFace', cards: t, face: 'up' }],
    ['turnFace down', { do: 'turnFace', cards: t, face: 'down' }],
    ['recover', { cards: t }],
    ['recover an amount', { do: 'recover', cards: t, amount: 2 }],
    ['moveFriend', { card: t }],
    ['moveFriend to an area', { do: 'moveFriend', card: t, to: 'back1' }],
    ['swapAreas', { player: { ref: 'controller' }, a: 'front1', b: 'front2' }],
    ['rearrange', {}],
    ['lookUpTo', { max: 3 }],
    ['endPhase main', { do: 'endPhase', phase: 'main' }],
    ['endPhase battle', { do: 'endPhase', phase: 'battle' }],
    ['lookTop', { count: 3 }],
    ['lookTop taking', { do: 'lookTop', count: 3, take: 1, where: true }],
    ['pseudoCard', { card: t }],
    ['solarCharge appear', { do: 'solarCharge', mode: 'appear' }],
    ['solarCharge return', { do: 'solarCharge', mode: 'return' }],
    ['loyaltyCard', { card: t, to: t }],
    ['handToDeckTop', { cards: t }],
    ['becomeSet', { card: t, onto: t }],
    ['maintain', {}],
  ];
  it.each(accepted)('accepts %s', (name, params) => {
    expect(problem([{ do: name, ...params }])).toBeUndefined();
  });

  // Each refused form names the field: a missing required parameter, a value outside an enum, an
  // unknown (misspelt) parameter that zod would drop silently.
  const refused: [string, Record<string, unknown>, string, RegExp][] = [
    ['damageCharas', { targets: t }, 'amount', /needs parameter "amount"/],
    ['damageSplit', {}, 'split', /needs parameter "split"/],
    ['damagePlayer', { player: 1 }, '', /either amount or amounts/],
    ['damagePlayer', { player: 1, amount: 1, amounts: [1] }, '', /either amount or amounts/],
    ['damagePlayer', { player: 1, amounts: [] }, 'amounts', /too small|>=1/i],
    ['draw', {}, 'count', /needs parameter "count"/],
    ['draw', { count: 1, palyer: 1 }, 'palyer', /no parameter "palyer"/],
    ['drawUpTo', {}, 'max', /needs parameter "max"/],
    ['setPose', { cards: t, pose: 'tapped' }, 'pose', /stand|rest|reverse/],
    ['setPose', { pose: 'rest' }, 'cards', /needs parameter "cards"/],
    ['toExtraDeck', { face: 'sideways', rule: 'CT-13.11.1' }, 'face', /up|down/],
    ['toExtraDeck', { face: 'up' }, 'rule', /needs parameter "rule"/],
    ['turnFace', { cards: t, face: 'left' }, 'face', /up|down/],
    ['recover', { amount: 1 }, 'cards', /needs parameter "cards"/],
    ['moveFriend', { to: 'back1' }, 'card', /needs parameter "card"/],
    ['moveFriend', { card: t, to: 3 }, 'to', /expected string/i],
    ['swapAreas', { player: 0, a: 'front1' }, 'b', /needs parameter "b"/],
    ['rearrange', { cards: t }, 'cards', /no parameter "cards"/],
    ['lookUpTo', {}, 'max', /needs parameter "max"/],
    ['endPhase', { phase: 'end' }, 'phase', /main|battle/],
    ['lookTop', {}, 'count', /needs parameter "count"/],
    ['lookTop', { count: 3, take: -1 }, 'take', /too small|>=0/i],
    ['lookTop', { count: 3, take: 1.5 }, 'take', /int/i],
    ['pseudoCard', {}, 'card', /needs parameter "card"/],
    ['solarCharge', { mode: 'charge' }, 'mode', /appear|return/],
    ['loyaltyCard', { card: t }, 'to', /needs parameter "to"/],
    ['handToDeckTop', {}, 'cards', /needs parameter "cards"/],
    ['becomeSet', { card: t }, 'onto', /needs parameter "onto"/],
    ['maintain', { card: t }, 'card', /no parameter "card"/],
  ];
  it.each(refused)('refuses %s %j', (name, params, field, message) => {
    const e = problem([
      { do: 'draw', count: 1 },
      { do: name, ...params },
    ]);
    expect(e?.path).toEqual(['effect', 1, ...(field ? [field] : [])]);
    expect(e?.problem).toMatch(message);
    expect(e?.problem).toContain(`instruction "${name}"`);
  });

  it('refuses an instruction no ruleset part defines, and one without `do`', () => {
    const unknown = problem([{ do: 'drow', count: 1 }]);
    expect([unknown?.path, unknown?.problem]).toEqual([['effect', 0, 'do'], 'unknown instruction "drow"']);
    // Cards not yet read with the card schema (which would refuse it first) are checked as well.
    expect(() => checkCardPrograms(ChaosCardSchema, [event([{ count: 1 }])], instruction)).toThrow(
      /0\.effect\.0.*needs `do`/,
    );
  });

  it("checks programs inside instructions (an if's branches, a loop's body) and the core's own instructions", () => {
    const nested = problem([{ do: 'if', cond: true, then: [{ do: 'draw', count: 1 }], else: [{ do: 'draw' }] }]);
    expect(nested?.path).toEqual(['effect', 0, 'else', 0, 'count']);
    const loop = problem([{ do: 'repeat', times: 2, body: [{ do: 'if', cond: true, then: [{ do: 'drow' }] }] }]);
    expect(loop?.path).toEqual(['effect', 0, 'body', 0, 'then', 0, 'do']);
    const core = problem([{ do: 'move', cards: t, to: 'wr', position: 'middle' }]);
    expect(core?.path).toEqual(['effect', 0, 'position']);
  });

  it('finds programs wherever the card schema has one: an ability, a granted ability, an event', () => {
    const chara = {
      id: 'test-bad-ability',
      name: 'x',
      type: 'chara',
      work: 'Nitro+',
      attack: 1,
      durability: 1,
      grants: [
        {
          id: 'g',
          kind: 'activated',
          icons: ['main'],
          effect: [{ do: 'setPose', cards: t, pose: 'sideways' }],
        },
      ],
    };
    let e: unknown;
    try {
      checkCardPrograms(ChaosCardSchema, [SAMPLE_POOL[0], ChaosCardSchema.parse(chara)], instruction);
    } catch (err) {
      e = err;
    }
    expect(e).toBeInstanceOf(CardProgramError);
    expect((e as CardProgramError).cardIndex).toBe(1);
    expect((e as CardProgramError).cardId).toBe('test-bad-ability');
    expect((e as CardProgramError).path).toEqual(['grants', 0, 'effect', 0, 'pose']);
  });

  it('every program of the sample pool passes (the check runs whenever the ruleset is built)', () => {
    const pool = SAMPLE_POOL.map((c) => ChaosCardSchema.parse(c));
    let programs = 0;
    expect(() => checkCardPrograms(ChaosCardSchema, pool, (n) => (programs++, instruction(n)))).not.toThrow();
    expect(programs).toBeGreaterThan(50);
  });
});

describe('a bad program is refused where the cards come from', () => {
  it('extra cards (a scenario, --cards): the source, the index among them and the field, before any game', () => {
    const good = event([{ do: 'draw', count: 1 }], 'test-good');
    const bad = event([{ do: 'setPose', cards: t, pose: 'tapped' }], 'test-bad');
    let e: unknown;
    try {
      chaosRuleset().cards!.withCards([good, bad], 'mine.json');
    } catch (err) {
      e = err;
    }
    expect(e).toBeInstanceOf(InputError);
    expect((e as InputError).source).toBe('mine.json');
    expect((e as InputError).field).toBe('1.effect.0.pose');
    expect((e as Error).message).toContain('card "test-bad": instruction "setPose"');
    expect(() => chaosRuleset().cards!.withCards([good], 'mine.json')).not.toThrow();
  });

  it("the ruleset's own pool: refused when its engine is built, naming the card", () => {
    const plugin = chaosRuleset([...SAMPLE_POOL, event([{ do: 'draw', cuont: 1 }], 'test-typo')]);
    const registry = new RulesetRegistry().register(plugin);
    let e: unknown;
    try {
      registry.engine('chaos');
    } catch (err) {
      e = err;
    }
    expect(e).toBeInstanceOf(CardProgramError);
    expect([(e as InputError).source, (e as InputError).field]).toEqual([
      'card pool',
      `${SAMPLE_POOL.length}.effect.0.cuont`,
    ]);
  });
});
