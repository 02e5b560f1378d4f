import { describe, it, expect } from 'vitest';
import { TestGame, engine } from './support/harness.js';
import { ExpressionEvaluator, ZoneDefinitionSchema, type EvalContext, type Expr } from '../src/index.js';

const zones = ['deck', 'hand', 'field', 'grave'].map((id) =>
  ZoneDefinitionSchema.parse({ id, scope: 'player', visibility: 'public', ordered: false }),
);
const evaluator = new ExpressionEvaluator(zones, [], 2);
const op = (name: string, ...args: Expr[]): Expr => ({ op: name, args });
const list = (...items: Expr[]): Expr => ({ list: items });
const card: Expr = { ref: 'card' };

function contextOf(g: TestGame): EvalContext {
  return {
    state: g.state,
    self: null,
    source: null,
    controller: 0,
    characteristics: (id) => engine.characteristics(g.state, id),
  };
}

describe('expression evaluator', () => {
  const g = new TestGame({ field: ['vanilla', 'big'], hand: ['ping'] }, { field: ['perrine'] });
  const ctx = contextOf(g);
  const value = (e: Expr) => evaluator.evaluate(e, ctx);

  it('eq / ne compare scalars by value and type, lists and objects by structure', () => {
    expect(value(op('eq', 3, 3))).toBe(true);
    expect(value(op('eq', 1, '1'))).toBe(false);
    expect(value(op('eq', 0, false))).toBe(false);
    expect(value(op('eq', null, 0))).toBe(false);
    expect(value(op('eq', null, null))).toBe(true);
    expect(value(op('eq', list(1, 'a'), list(1, 'a')))).toBe(true);
    expect(value(op('eq', list(1, 'a'), list('a', 1)))).toBe(false);
    expect(value(op('eq', list(1), 1))).toBe(false);
    expect(value(op('ne', 'x', 'y'))).toBe(true);
    expect(value(op('ne', list(2), list(2)))).toBe(false);
    expect(value(op('has', list(list(1, 2), 3), list(1, 2)))).toBe(true);
    expect(value(op('has', list(1, 2), '2'))).toBe(false);
  });

  it('and / or stop at the first deciding argument', () => {
    // An unknown operator throws when evaluated: after a deciding argument it must not be.
    expect(() => value(op('nope'))).toThrow('unknown operator "nope"');
    expect(value(op('and', 1, false, op('nope')))).toBe(false);
    expect(value(op('and', 1, 'x', true))).toBe(true);
    expect(value(op('or', 0, 'yes', op('nope')))).toBe(true);
    expect(value(op('or', 0, '', null))).toBe(false);
  });

  it('a selector tests each candidate as `card`, and a selector nested in its condition does not disturb it', () => {
    const vanilla = g.id('vanilla');
    // Field cards of player 0 named vanilla, asked after a nested selection over every field card
    // (whose own `card` runs over all three): the outer `card` must still be the outer candidate.
    const nested: Expr = { select: { zone: 'field', where: op('ne', op('def', card), 'nothing') } };
    const selector = {
      zone: 'field',
      player: 0,
      where: op('and', op('eq', op('len', nested), 3), op('eq', op('def', card), 'vanilla')),
    };
    expect(evaluator.select(selector, ctx)).toEqual([vanilla]);
    expect(evaluator.matches(vanilla, selector, ctx)).toBe(true);
    expect(evaluator.matches(g.id('big'), selector, ctx)).toBe(false);
    // The caller's context is left as it was.
    expect(ctx.card).toBeUndefined();
  });

  it('a one-part and a dotted path read from context values', () => {
    const withVars: EvalContext = { ...ctx, vars: { n: 4, target: { hp: 7 } } };
    expect(evaluator.evaluate({ ref: 'var', path: 'n' }, withVars)).toBe(4);
    expect(evaluator.evaluate({ ref: 'var', path: 'target.hp' }, withVars)).toBe(7);
    expect(evaluator.evaluate({ ref: 'var', path: 'n.more' }, withVars)).toBe(null);
    expect(evaluator.evaluate({ ref: 'var', path: 'missing' }, withVars)).toBe(null);
    expect(evaluator.evaluate({ ref: 'var', path: 'n' }, ctx)).toBe(null);
  });
});
