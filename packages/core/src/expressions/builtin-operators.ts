import type { Operator } from '../contracts/operator.js';
import type { ExprValue } from '../contracts/expr.js';
import type { EvalContext } from '../contracts/eval-context.js';
import { parseZoneKey } from '../zones/zone-key.js';
import type { CardObject } from '../contracts/game-state.js';

const num = (v: ExprValue): number => (typeof v === 'number' ? v : 0);
const truthy = (v: ExprValue): boolean => !(v === null || v === false || v === 0 || v === '');

function objectOf(ctx: EvalContext, id: ExprValue): CardObject | null {
  if (typeof id !== 'string') return null;
  return ctx.state.objects[id] ?? ctx.state.lastKnown[id]?.object ?? null;
}

function listOf(v: ExprValue): ExprValue[] {
  return Array.isArray(v) ? v : v === null ? [] : [v];
}

/** Structural equality of two values; scalars (nearly every comparison) without serializing them. */
function sameValue(a: ExprValue, b: ExprValue): boolean {
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b;
  return JSON.stringify(a) === JSON.stringify(b);
}

const compare = (name: string, f: (a: number, b: number) => boolean): Operator => ({
  name,
  evaluate: ([a, b]) => f(num(a), num(b)),
});

/** The core's operators. Card reads go through computed characteristics (never stored values). */
export const BUILTIN_OPERATORS: readonly Operator[] = [
  { name: 'eq', evaluate: ([a, b]) => sameValue(a, b) },
  { name: 'ne', evaluate: ([a, b]) => !sameValue(a, b) },
  compare('lt', (a, b) => a < b),
  compare('lte', (a, b) => a <= b),
  compare('gt', (a, b) => a > b),
  compare('gte', (a, b) => a >= b),
  { name: 'and', evaluate: (args) => args.every(truthy) },
  { name: 'or', evaluate: (args) => args.some(truthy) },
  { name: 'not', evaluate: ([a]) => !truthy(a) },
  { name: 'add', evaluate: (args) => args.reduce<number>((s, v) => s + num(v), 0) },
  { name: 'sub', evaluate: ([a, b]) => num(a) - num(b) },
  { name: 'mul', evaluate: (args) => args.reduce<number>((s, v) => s * num(v), 1) },
  { name: 'neg', evaluate: ([a]) => -num(a) },
  { name: 'min', evaluate: (args) => Math.min(...args.map(num)) },
  { name: 'max', evaluate: (args) => Math.max(...args.map(num)) },
  { name: 'if', evaluate: ([c, a, b]) => (truthy(c) ? a : (b ?? null)) },
  { name: 'at', evaluate: ([l, i]) => listOf(l)[typeof i === 'number' ? i : 0] ?? null },
  { name: 'len', evaluate: ([l]) => listOf(l).length },
  { name: 'has', evaluate: ([l, v]) => listOf(l).some((x) => sameValue(x, v)) },
  {
    name: 'get',
    evaluate: ([o, k]) =>
      o && typeof o === 'object' && !Array.isArray(o) && typeof k === 'string' ? (o[k] ?? null) : null,
  },
  {
    name: 'char',
    reads: '*',
    evaluate: ([id, key], ctx) => {
      if (typeof id !== 'string' || typeof key !== 'string') return null;
      if (!ctx.state.objects[id]) return ctx.state.lastKnown[id]?.characteristics[key] ?? null;
      return ctx.characteristics(id)[key] ?? null;
    },
  },
  {
    name: 'status',
    evaluate: ([id, key], ctx) => (typeof key === 'string' ? (objectOf(ctx, id)?.status[key] ?? null) : null),
  },
  {
    name: 'counter',
    evaluate: ([id, key], ctx) => (typeof key === 'string' ? (objectOf(ctx, id)?.counters[key] ?? 0) : 0),
  },
  {
    name: 'zone',
    evaluate: ([id], ctx) => {
      const o = objectOf(ctx, id);
      return o ? parseZoneKey(o.zone).zone : null;
    },
  },
  {
    name: 'zonePlayer',
    evaluate: ([id], ctx) => {
      const o = objectOf(ctx, id);
      return o ? parseZoneKey(o.zone).player : null;
    },
  },
  { name: 'master', evaluate: ([id], ctx) => objectOf(ctx, id)?.master ?? null },
  { name: 'owner', evaluate: ([id], ctx) => objectOf(ctx, id)?.owner ?? null },
  { name: 'def', evaluate: ([id], ctx) => objectOf(ctx, id)?.def ?? null },
  { name: 'exists', evaluate: ([id], ctx) => typeof id === 'string' && ctx.state.objects[id] !== undefined },
  { name: 'attachedTo', evaluate: ([id], ctx) => objectOf(ctx, id)?.attachedTo ?? null },
  { name: 'attached', evaluate: ([id], ctx) => objectOf(ctx, id)?.attached.slice() ?? [] },
  {
    name: 'playerData',
    evaluate: ([p, key], ctx) =>
      typeof p === 'number' && typeof key === 'string' ? (ctx.state.players[p]?.data[key] ?? null) : null,
  },
  {
    name: 'zoneKey',
    evaluate: ([zoneId, p]) =>
      typeof zoneId === 'string' ? (typeof p === 'number' ? `${zoneId}@${p}` : zoneId) : null,
  },
  { name: 'zoneIdOf', evaluate: ([key]) => (typeof key === 'string' ? parseZoneKey(key).zone : null) },
  {
    name: 'zoneCount',
    evaluate: ([zoneId, p], ctx) => {
      if (typeof zoneId !== 'string') return 0;
      const key = typeof p === 'number' ? `${zoneId}@${p}` : zoneId;
      return ctx.state.zones[key]?.length ?? 0;
    },
  },
];
