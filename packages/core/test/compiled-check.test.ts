import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { z } from 'zod';
import { engine } from './support/harness.js';
import { GameSession, SavedStateSchema, GameStateSchema, type GameState } from '../src/index.js';
import { CompiledCheck } from '../src/state/compiled-check.js';
import type { Json } from '../src/contracts/json.js';

const config = {
  seed: 5,
  players: [
    { cards: { deck: ['vanilla', 'big', 'ping', 'rally'], hand: ['splitter', 'watcher'], field: ['eila'] } },
    { cards: { deck: ['big', 'vanilla', 'ping'], hand: ['coin'], field: ['perrine', 'hurt-watcher'] } },
  ],
};

/** Saved texts of one game at several decisions (first option each time). */
function savedTexts(): string[] {
  const s = GameSession.create(engine, config).start();
  const out = [engine.serialize(s.state)];
  for (let i = 0; i < 12 && s.state.pending; i++) {
    const d = s.state.pending;
    s.submit(d.player, d.kind === 'choose' ? { decision: d.id, choice: 0 } : firstAnswer(s.state));
    out.push(engine.serialize(s.state));
  }
  return out;
}

function firstAnswer(state: GameState) {
  const d = state.pending!;
  if (d.kind === 'order') return { decision: d.id, order: d.options.map((_, i) => i) };
  if (d.kind === 'distribute') return { decision: d.id, picks: [0], amounts: [d.total ?? 1] };
  if (d.kind === 'number') return { decision: d.id, number: d.min ?? 0 };
  return { decision: d.id, picks: Array.from({ length: d.min ?? 0 }, (_, i) => i) };
}

type Node = Record<string, Json> | Json[];
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null;

/** Every object and array inside `root` (itself included), so that a change can be made anywhere. */
function nodesOf(root: Json): Node[] {
  const out: Node[] = [];
  const walk = (v: Json) => {
    if (!isNode(v)) return;
    out.push(v);
    for (const c of Array.isArray(v) ? v : Object.values(v)) walk(c);
  };
  walk(root);
  return out;
}

/** One change to a parsed saved game: what a corrupt or hostile file could hold. */
type Change =
  | { kind: 'replace'; node: number; key: number; value: Json }
  | { kind: 'delete'; node: number; key: number }
  | { kind: 'add'; node: number; name: string; value: Json }
  | { kind: 'reverse'; node: number };

const change: fc.Arbitrary<Change> = fc.oneof(
  fc.record({
    kind: fc.constant('replace' as const),
    node: fc.nat(),
    key: fc.nat(),
    value: fc.jsonValue() as fc.Arbitrary<Json>,
  }),
  fc.record({ kind: fc.constant('delete' as const), node: fc.nat(), key: fc.nat() }),
  fc.record({
    kind: fc.constant('add' as const),
    node: fc.nat(),
    name: fc.oneof(fc.constantFrom('__proto__', 'constructor', 'id', 'o1', 'deck@0'), fc.string()),
    value: fc.jsonValue() as fc.Arbitrary<Json>,
  }),
  fc.record({ kind: fc.constant('reverse' as const), node: fc.nat() }),
);

/** Applies changes to a copy of `text` parsed, as JSON text would carry them (a `__proto__` key is an own key). */
function changed(text: string, changes: Change[]): unknown {
  const root = JSON.parse(text) as Json;
  for (const c of changes) {
    const nodes = nodesOf(root);
    const node = nodes[c.node % nodes.length];
    const keys = Object.keys(node);
    if (c.kind === 'reverse') {
      if (Array.isArray(node)) node.reverse();
      else
        for (const k of keys.reverse()) {
          const v = node[k];
          delete node[k];
          node[k] = v;
        }
    } else if (c.kind === 'add') {
      if (Array.isArray(node)) node.push(c.value);
      else
        Object.defineProperty(node, c.name, { value: c.value, enumerable: true, writable: true, configurable: true });
    } else if (keys.length > 0) {
      const k = keys[c.key % keys.length];
      if (c.kind === 'delete') {
        if (Array.isArray(node)) node.splice(Number(k), 1);
        else delete node[k];
      } else (node as Record<string, Json>)[k] = c.value;
    }
  }
  return root;
}

/** Zod's verdict and data, as JSON text (key order included), or the first issue. */
function zodSays(schema: z.ZodType, raw: unknown): string {
  const r = schema.safeParse(raw);
  return r.success ? JSON.stringify(r.data) : `refused at ${r.error.issues[0].path.join('.')}`;
}

function compiledSays(check: CompiledCheck<unknown>, raw: unknown): string {
  const r = check.parse(raw);
  return r.success ? JSON.stringify(r.data) : `refused at ${r.error.issues[0].path.join('.')}`;
}

describe('the compiled check of saved games gives zod’s verdict and data', () => {
  const texts = savedTexts();
  const saved = new CompiledCheck(SavedStateSchema);
  const full = new CompiledCheck(GameStateSchema);

  it('on saved games as written, and with up to four changes anywhere in them', () => {
    fc.assert(
      fc.property(fc.nat(), fc.array(change, { minLength: 0, maxLength: 4 }), (which, changes) => {
        const text = texts[which % texts.length];
        // Each side gets its own copy: a check may reorder keys in place.
        expect(compiledSays(saved, changed(text, changes))).toBe(zodSays(SavedStateSchema, changed(text, changes)));
      }),
      { numRuns: 400, seed: 7 },
    );
  });

  it('on full states (the form JSON.stringify writes), changed the same way', () => {
    const states = texts.map((t) => JSON.stringify(engine.restore(t)));
    fc.assert(
      fc.property(fc.nat(), fc.array(change, { minLength: 0, maxLength: 3 }), (which, changes) => {
        const text = states[which % states.length];
        expect(compiledSays(full, changed(text, changes))).toBe(zodSays(GameStateSchema, changed(text, changes)));
      }),
      { numRuns: 200, seed: 8 },
    );
  });

  it('a saved game whose keys come in another order restores to the same game, saved form and hash', () => {
    const text = texts[texts.length - 1];
    const reordered = changed(text, [{ kind: 'reverse', node: 0 }]) as Record<string, Json>;
    // The nested records keep their order (it is the game's); the fixed shapes are reversed too.
    for (const k of ['seq', 'turn', 'ruleset'])
      reordered[k] = changed(JSON.stringify(reordered[k]), [{ kind: 'reverse', node: 0 }]) as Json;
    const reorderedText = JSON.stringify(reordered);
    expect(reorderedText).not.toBe(text);
    const restored = engine.restore(reorderedText);
    expect(engine.serialize(restored)).toBe(text);
    expect(engine.hash(restored)).toBe(engine.hash(engine.restore(text)));
  });

  it('a record key "__proto__" is left to zod, which drops it, as a restore always did', () => {
    const raw = JSON.parse(texts[0].replace('"zones":{', '"zones":{"__proto__":["o1"],')) as { zones: object };
    expect(Object.hasOwn(raw.zones, '__proto__')).toBe(true);
    const r = saved.parse(raw);
    expect(r.success && Object.hasOwn((r.data as { zones: object }).zones, '__proto__')).toBe(false);
  });
});
