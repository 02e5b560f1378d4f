import { z } from 'zod';
import type { Json } from './json.js';

/**
 * The expression language shared by selectors, conditions, amounts and event matchers.
 * Expressions are data (they live in card files and in the game state) and are validated here.
 *
 * - a literal (number, string, boolean, null);
 * - `{ ref, path? }`: a value from the evaluation context (see {@link ExprRef});
 * - `{ op, args }`: an operator applied to evaluated arguments (built-in or ruleset-registered);
 * - `{ select }`: the ids of the card objects a {@link Selector} matches;
 * - `{ list }`: a list of expressions.
 */
export type Expr =
  | null
  | boolean
  | number
  | string
  | { ref: ExprRef; path?: string }
  | { op: string; args?: Expr[] }
  | { select: Selector }
  | { list: Expr[] };

/**
 * Context values: `self` the object whose ability this is; `controller` its master;
 * `opponent` the next player after the controller; `active` the player whose turn it is;
 * `card` the candidate card while a selector filters; `event` the event being matched or
 * replaced; `var` a program variable; `source` the effect's source object.
 */
export type ExprRef = 'self' | 'controller' | 'opponent' | 'active' | 'card' | 'event' | 'var' | 'source';

/** A set of card objects described as data. */
export interface Selector {
  /** Zone id(s) to look in. Omitted: every zone. */
  zone?: string | string[];
  /** Whose zone instance (a player id or a list), evaluated. Omitted: every player's and shared. */
  player?: Expr;
  /** A condition evaluated with `{ ref: 'card' }` bound to each candidate. */
  where?: Expr;
  /** Whether attached/stacked cards are candidates too. Default false. */
  includeAttached?: boolean;
}

export const ExprRefSchema = z.enum(['self', 'controller', 'opponent', 'active', 'card', 'event', 'var', 'source']);

export const SelectorSchema: z.ZodType<Selector> = z.lazy(() =>
  z.object({
    zone: z.union([z.string(), z.array(z.string())]).optional(),
    player: ExprSchema.optional(),
    where: ExprSchema.optional(),
    includeAttached: z.boolean().optional(),
  }),
);

export const ExprSchema: z.ZodType<Expr> = z.lazy(() =>
  z.union([
    z.null(),
    z.boolean(),
    z.number(),
    z.string(),
    z.object({ ref: ExprRefSchema, path: z.string().optional() }).strict(),
    z.object({ op: z.string().min(1), args: z.array(ExprSchema).optional() }).strict(),
    z.object({ select: SelectorSchema }).strict(),
    z.object({ list: z.array(ExprSchema) }).strict(),
  ]),
);

/** Shorthands for writing expressions in TypeScript. */
export const E = {
  ref: (ref: ExprRef, path?: string): Expr => (path === undefined ? { ref } : { ref, path }),
  op: (op: string, ...args: Expr[]): Expr => ({ op, args }),
  char: (card: Expr, key: string): Expr => ({ op: 'char', args: [card, key] }),
  select: (selector: Selector): Expr => ({ select: selector }),
  eq: (a: Expr, b: Expr): Expr => ({ op: 'eq', args: [a, b] }),
  and: (...args: Expr[]): Expr => ({ op: 'and', args }),
  self: { ref: 'self' } as Expr,
  card: { ref: 'card' } as Expr,
  controller: { ref: 'controller' } as Expr,
  opponent: { ref: 'opponent' } as Expr,
};

/** A value an expression can produce. */
export type ExprValue = Json;
