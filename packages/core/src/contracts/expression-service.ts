import type { Expr, ExprValue, Selector } from './expr.js';
import type { EvalContext } from './eval-context.js';
import type { Operator } from './operator.js';
import type { ObjectId } from './ids.js';
import type { StateFacet } from './state-facet.js';

/** Evaluates expressions and selectors of the card language over the built-in and the ruleset's operators. */
export interface ExpressionService {
  /** The state facets an operator of a ruleset declares it reads (all when it declares none). */
  operatorReads(name: string): readonly StateFacet[] | undefined;
  /** Whether an operator name is known (used by card-data validation). */
  hasOperator(name: string): boolean;
  /** The operator with this name, if known. */
  operator(name: string): Operator | undefined;
  /** The value of an expression (`undefined` evaluates to null). */
  evaluate(expr: Expr | undefined, ctx: EvalContext): ExprValue;
  /** Whether a condition holds (no condition always holds). */
  test(expr: Expr | undefined, ctx: EvalContext): boolean;
  /** The ids of the objects a selector matches, in zone order (top first). */
  select(selector: Selector, ctx: EvalContext): ObjectId[];
  /** Whether one object matches a selector (zone, player and condition). */
  matches(id: ObjectId, selector: Selector, ctx: EvalContext): boolean;
  /** Characteristic keys an expression may read (for dependency detection). */
  reads(expr: Expr | undefined, into?: Set<string>): Set<string>;
}
