import type { StateFacet } from './state-facet.js';
import type { ExprValue } from './expr.js';
import type { EvalContext } from './eval-context.js';

/**
 * A named operator of the expression language. Rulesets add their own through the
 * `Operators` extension point; the core's built-ins cover comparison, arithmetic, logic and
 * card reads.
 */
export interface Operator {
  name: string;
  /**
   * Characteristic keys this operator reads from cards (for dependency detection, CT-9.8.11);
   * `'*'` when it may read any.
   */
  reads?: readonly string[] | '*';
  /**
   * State facets it reads besides zones, definitions and characteristics (default: all; declaring
   * them lets computed characteristics survive events that change other facets). What is attached
   * where is a facet: `attachments`, or `attach:<kind>` for one kind.
   */
  stateReads?: readonly StateFacet[];
  evaluate(args: readonly ExprValue[], ctx: EvalContext): ExprValue;
}
