import type { StateFacet } from '../contracts/state-facet.js';
import type { Expr, ExprValue, Selector } from '../contracts/expr.js';
import type { EvalContext } from '../contracts/eval-context.js';
import type { Operator } from '../contracts/operator.js';
import { BUILTIN_OPERATORS } from './builtin-operators.js';
import type { ObjectId } from '../contracts/ids.js';
import type { CardObject } from '../contracts/game-state.js';
import type { ZoneDefinition } from '../contracts/zone-definition.js';
import { zoneKey } from '../zones/zone-key.js';
import { RulesetError } from '../contracts/errors.js';
import type { ExpressionService } from '../contracts/expression-service.js';

const NO_ARGS: readonly Expr[] = Object.freeze([]);
const truthy = (v: ExprValue): boolean => !(v === null || v === false || v === 0 || v === '');

/**
 * Evaluates expressions and selectors. Stateless: one per ruleset, shared by every game.
 */
export class ExpressionEvaluator implements ExpressionService {
  private readonly operators = new Map<string, Operator>();

  constructor(
    private readonly zones: readonly ZoneDefinition[],
    extraOperators: readonly Operator[],
    private readonly playerCount: number,
  ) {
    for (const op of BUILTIN_OPERATORS) this.operators.set(op.name, op);
    for (const op of extraOperators) this.operators.set(op.name, op);
  }

  /** The state facets an operator of a ruleset declares it reads (all when it declares none). */
  operatorReads(name: string): readonly StateFacet[] | undefined {
    return this.operators.get(name)?.stateReads;
  }

  /** Whether an operator name is known (used by card-data validation). */
  hasOperator(name: string): boolean {
    return this.operators.has(name);
  }

  operator(name: string): Operator | undefined {
    return this.operators.get(name);
  }

  evaluate(expr: Expr | undefined, ctx: EvalContext): ExprValue {
    if (expr === undefined) return null;
    if (expr === null || typeof expr !== 'object') return expr;
    if ('ref' in expr) return this.ref(expr.ref, expr.path, ctx);
    if ('op' in expr) {
      const op = this.operators.get(expr.op);
      if (!op) throw new RulesetError(`unknown operator "${expr.op}"`);
      // `and`/`or`/`if` short-circuit so guards protect later arguments.
      if (expr.op === 'and') {
        for (const a of expr.args ?? []) if (!truthy(this.evaluate(a, ctx))) return false;
        return true;
      }
      if (expr.op === 'or') {
        for (const a of expr.args ?? []) if (truthy(this.evaluate(a, ctx))) return true;
        return false;
      }
      if (expr.op === 'if') {
        const [c, a, b] = expr.args ?? [];
        return truthy(this.evaluate(c, ctx)) ? this.evaluate(a, ctx) : this.evaluate(b ?? null, ctx);
      }
      // A loop rather than `map`: no closure per evaluation (this is the hottest call of the engine).
      const args = expr.args ?? NO_ARGS;
      const values = new Array<ExprValue>(args.length);
      for (let i = 0; i < args.length; i++) values[i] = this.evaluate(args[i], ctx);
      return op.evaluate(values, ctx);
    }
    if ('select' in expr) return this.select(expr.select, ctx);
    return expr.list.map((e) => this.evaluate(e, ctx));
  }

  test(expr: Expr | undefined, ctx: EvalContext): boolean {
    return expr === undefined ? true : truthy(this.evaluate(expr, ctx));
  }

  /** The ids of the objects a selector matches, in zone order (top first). */
  select(selector: Selector, ctx: EvalContext): ObjectId[] {
    const out: ObjectId[] = [];
    // One context for all candidates, its `card` set to each in turn: evaluation is synchronous
    // and nothing keeps a context, so a copy per candidate would only feed the collector.
    const each: EvalContext = Object.assign({ card: undefined }, ctx);
    for (const key of this.zoneKeys(selector, ctx)) {
      const ids = ctx.state.zones[key];
      if (!ids) continue;
      for (const id of ids) {
        this.consider(id, selector, each, out);
        if (selector.includeAttached) this.considerAttached(ctx.state.objects[id], selector, each, out);
      }
    }
    return out;
  }

  /** Whether one object matches a selector (zone, player and condition). */
  matches(id: ObjectId, selector: Selector, ctx: EvalContext): boolean {
    const obj = ctx.state.objects[id];
    if (!obj) return false;
    if (obj.attachedTo !== null && !selector.includeAttached) return false;
    if (!this.zoneKeys(selector, ctx).includes(obj.zone)) return false;
    if (selector.where === undefined) return true;
    return this.test(selector.where, ctx.card === id ? ctx : { ...ctx, card: id });
  }

  private considerAttached(host: CardObject | undefined, selector: Selector, ctx: EvalContext, out: ObjectId[]): void {
    if (!host) return;
    for (const id of host.attached) {
      this.consider(id, selector, ctx, out);
      this.considerAttached(ctx.state.objects[id], selector, ctx, out);
    }
  }

  /** Adds a candidate that meets the selector's condition; `each` is the select's own context, its `card` set here. */
  private consider(id: ObjectId, selector: Selector, each: EvalContext, out: ObjectId[]): void {
    if (selector.where === undefined) {
      out.push(id);
      return;
    }
    each.card = id;
    if (this.test(selector.where, each)) out.push(id);
  }

  /** Zone keys per selector and evaluated players (selectors are data that does not change). */
  private readonly keyMemo = new WeakMap<Selector, Map<string, string[]>>();

  private zoneKeys(selector: Selector, ctx: EvalContext): string[] {
    const players = selector.player === undefined ? null : this.evaluate(selector.player, ctx);
    // Almost always no player or one player: keys without a JSON round trip.
    const memoKey = players === null || typeof players === 'number' ? String(players) : JSON.stringify(players);
    let memo = this.keyMemo.get(selector);
    const hit = memo?.get(memoKey);
    if (hit) return hit;
    const keys = this.computeZoneKeys(selector, players);
    if (!memo) this.keyMemo.set(selector, (memo = new Map<string, string[]>()));
    memo.set(memoKey, keys);
    return keys;
  }

  private computeZoneKeys(selector: Selector, players: ExprValue): string[] {
    const ids =
      selector.zone === undefined
        ? this.zones.map((z) => z.id)
        : Array.isArray(selector.zone)
          ? selector.zone
          : [selector.zone];
    const wanted: number[] | null =
      players === null
        ? null
        : (Array.isArray(players) ? players : [players]).filter((p): p is number => typeof p === 'number');
    const keys: string[] = [];
    for (const id of ids) {
      const def = this.zones.find((z) => z.id === id);
      if (!def) throw new RulesetError(`selector names unknown zone "${id}"`);
      if (def.scope === 'shared') keys.push(zoneKey(id, null));
      else
        for (let p = 0; p < this.playerCount; p++) if (wanted === null || wanted.includes(p)) keys.push(zoneKey(id, p));
    }
    return keys;
  }

  private ref(ref: string, path: string | undefined, ctx: EvalContext): ExprValue {
    let base: ExprValue;
    switch (ref) {
      case 'self':
        base = ctx.self;
        break;
      case 'source':
        base = ctx.source;
        break;
      case 'controller':
        base = ctx.controller;
        break;
      case 'opponent':
        base = (ctx.controller + 1) % this.playerCount;
        break;
      case 'active':
        base = ctx.state.turn.activePlayer;
        break;
      case 'card':
        base = ctx.card ?? null;
        break;
      case 'event':
        base = ctx.event ?? null;
        break;
      case 'var':
        base = ctx.vars ?? null;
        break;
      default:
        throw new RulesetError(`unknown ref "${ref}"`);
    }
    if (path === undefined) return base;
    if (!path.includes('.'))
      return base === null || typeof base !== 'object' || Array.isArray(base) ? null : (base[path] ?? null);
    for (const part of path.split('.')) {
      if (base === null || typeof base !== 'object' || Array.isArray(base)) return null;
      base = base[part] ?? null;
    }
    return base;
  }

  /** Characteristic keys an expression may read (for dependency detection). */
  reads(expr: Expr | undefined, into: Set<string> = new Set()): Set<string> {
    if (expr === undefined || expr === null || typeof expr !== 'object') return into;
    if ('op' in expr) {
      const op = this.operators.get(expr.op);
      if (expr.op === 'char') {
        const key = expr.args?.[1];
        into.add(typeof key === 'string' ? key : '*');
      } else if (op?.reads === '*') into.add('*');
      else for (const k of op?.reads ?? []) into.add(k);
      for (const a of expr.args ?? []) this.reads(a, into);
    } else if ('select' in expr) {
      this.reads(expr.select.where, into);
      this.reads(expr.select.player, into);
    } else if ('list' in expr) for (const e of expr.list) this.reads(e, into);
    return into;
  }
}
