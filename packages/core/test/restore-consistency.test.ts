import { describe, it, expect } from 'vitest';
import { engine } from './support/harness.js';
import { testRuleset } from './support/test-ruleset.js';
import {
  GameSession,
  InputError,
  INPUT_LIMITS,
  RulesetRegistry,
  jsonTextDepth,
  nestsDeeperThan,
  type Engine,
} from '../src/index.js';

const config = {
  seed: 11,
  players: [
    { cards: { deck: ['vanilla', 'big', 'ping', 'rally'], hand: ['splitter', 'watcher'], field: ['eila'] } },
    { cards: { deck: ['big', 'vanilla', 'ping'], hand: ['coin'], field: ['perrine', 'hurt-watcher'] } },
  ],
};

/** A saved game at its first decision, as the live (full) form a tool would edit. */
function savedLive(): Record<string, unknown> & { objects: Record<string, Record<string, unknown>> } {
  const s = GameSession.create(engine, config).start();
  return JSON.parse(JSON.stringify(s.state)) as ReturnType<typeof savedLive>;
}

/** Restores the saved game after `change`, returning the error (or null when it restores). */
function restoreChanged(change: (saved: ReturnType<typeof savedLive>) => void, by: Engine = engine): InputError | null {
  const saved = savedLive();
  change(saved);
  try {
    by.restore(JSON.stringify(saved));
    return null;
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
}

/** A stored continuous effect of the shape the core creates (`createEffect`). */
const EFFECT = {
  id: 'e1',
  source: null,
  ability: null,
  controller: 0,
  timestamp: 1,
  lockedAt: 1,
  affects: { objects: [] },
  parts: [{ layer: 'numeric', op: { kind: 'add', key: 'attack', amount: 1 } }],
  duration: { kind: 'game' },
  flags: [],
  vars: {},
  fromStatic: false,
};

const firstObject = (saved: ReturnType<typeof savedLive>) => Object.values(saved.objects)[0];

describe('restore checks that a well-formed save is one this ruleset can continue (INPUT_LIMITS)', () => {
  it('an unchanged save restores', () => {
    expect(restoreChanged(() => undefined)).toBeNull();
  });

  it('a card definition outside the pool is refused, naming the object', () => {
    const e = restoreChanged((s) => (firstObject(s).def = 'no-such-card'));
    expect(e?.field).toMatch(/^objects\.o\d+\.def$/);
    expect(e?.message).toContain('unknown card definition "no-such-card"');
  });

  it('player indices out of range are refused wherever they stand', () => {
    expect(restoreChanged((s) => ((s.turn as { activePlayer: number }).activePlayer = 9))?.field).toBe(
      'turn.activePlayer',
    );
    expect(restoreChanged((s) => ((s.pending as { player: number }).player = 9))?.field).toBe('pending.player');
    expect(restoreChanged((s) => (firstObject(s).owner = 2))?.field).toMatch(/\.owner$/);
    expect(restoreChanged((s) => (firstObject(s).revealedTo = [0, 5]))?.field).toMatch(/\.revealedTo\.1$/);
    expect(restoreChanged((s) => (s.players as unknown[]).pop())?.message).toContain('played by 2');
  });

  it('options the ruleset refuses are refused at restore, not at the next answer', () => {
    const e = restoreChanged((s) => ((s.ruleset as { options: object }).options = { checkTiming: 'sideways' }));
    expect(e?.field).toBe('ruleset.options');
  });

  it('a game that is not over must wait for an answer that a frame receives', () => {
    expect(restoreChanged((s) => (s.pending = null))?.message).toContain('cannot continue');
    expect(restoreChanged((s) => (s.stack = []))?.field).toBe('stack');
    expect(restoreChanged((s) => ((s.pending as { id: number }).id = 999))?.field).toBe('pending.id');
    expect(restoreChanged((s) => ((s.pending as { options: unknown[] }).options = []))?.field).toBe('pending.options');
    const over = restoreChanged((s) => (s.result = { winners: [0], draw: false, reason: 'test', rule: 'T-1' }));
    expect(over?.message).toContain('the game is over but a decision is pending');
  });

  it('zones other than the ruleset’s are refused', () => {
    expect(restoreChanged((s) => ((s.zones as Record<string, string[]>)['moon@0'] = []))?.message).toContain(
      'unknown zone "moon@0"',
    );
  });

  it('nesting deeper than INPUT_LIMITS.jsonDepth is refused before parsing (20,000 deep in data)', () => {
    const saved = savedLive();
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const text = JSON.stringify({ ...saved, data: { x: '@' } }).replace('"@"', deep);
    expect(() => engine.restore(text)).toThrow(/nested 20002 deep: at most 64/);
    // One level under the limit passes the depth check (and then restores).
    const ok = JSON.stringify({ ...saved, data: { x: '@' } }).replace('"@"', `${'['.repeat(50)}${']'.repeat(50)}`);
    expect(engine.restore(ok).data).toEqual({ x: JSON.parse(`${'['.repeat(50)}${']'.repeat(50)}`) as unknown });
  });

  it('more stored effects than INPUT_LIMITS.effects are refused; exactly the limit is accepted', () => {
    const effect = EFFECT;
    const at = restoreChanged((s) => (s.effects = Array.from({ length: INPUT_LIMITS.effects }, () => effect)));
    expect(at).toBeNull();
    const over = restoreChanged((s) => (s.effects = Array.from({ length: INPUT_LIMITS.effects + 1 }, () => effect)));
    expect(over?.message).toContain('INPUT_LIMITS.effects');
  });

  it('a stored effect missing what the layer engine reads is refused at restore, not a TypeError later', () => {
    expect(restoreChanged((s) => (s.effects = [EFFECT]))).toBeNull();
    const broken: [Record<string, unknown>, RegExp][] = [
      [{ id: 'e-bad' }, /^effects\.0\./],
      [{ ...EFFECT, parts: null }, /^effects\.0\.parts$/],
      [{ ...EFFECT, affects: 'everything' }, /^effects\.0\.affects$/],
      [{ ...EFFECT, duration: { until: 'never' } }, /^effects\.0\.duration/],
      [{ ...EFFECT, controller: 9 }, /^effects\.0\.controller$/],
      [{ ...EFFECT, stray: 1 }, /^effects\.0$/],
    ];
    for (const [effect, field] of broken) expect(restoreChanged((s) => (s.effects = [effect]))?.field).toMatch(field);
  });

  it("a save that breaks one of the ruleset's invariants is refused, naming it; an invariant that throws too", () => {
    const guarded = (check: () => string[]) =>
      new RulesetRegistry()
        .register(testRuleset('test', { invariants: [{ id: 'guard', description: 'a test invariant', check }] }))
        .engine('test');
    expect(
      restoreChanged(
        () => undefined,
        guarded(() => []),
      ),
    ).toBeNull();
    expect(
      restoreChanged(
        () => undefined,
        guarded(() => ['a card is twice in play']),
      )?.message,
    ).toContain('breaks the invariant guard: a card is twice in play');
    const thrown = restoreChanged(
      () => undefined,
      guarded(() => {
        throw new TypeError('no such zone');
      }),
    );
    expect(thrown?.message).toContain('breaks the invariant guard: cannot be checked (TypeError: no such zone)');
  });

  it('text over INPUT_LIMITS.inputBytes is refused before parsing', () => {
    const big = ' '.repeat(INPUT_LIMITS.inputBytes + 1);
    expect(() => engine.restore(big)).toThrow(/INPUT_LIMITS\.inputBytes/);
    // Multi-byte characters count as bytes, not as characters.
    const wide = `"${'é'.repeat(INPUT_LIMITS.inputBytes / 2 + 1)}"`;
    expect(() => engine.restore(wide)).toThrow(/INPUT_LIMITS\.inputBytes/);
  });
});

describe('JSON depth, without recursion', () => {
  it('counts brackets outside strings only, escapes included', () => {
    expect(jsonTextDepth('{"a":[1,{"b":"[[[\\"{{"}]}')).toBe(3);
    expect(jsonTextDepth('"plain"')).toBe(0);
  });

  it('finds a deep path in a built value, shared and looping objects included', () => {
    const shared = { leaf: [[[1]]] };
    // Deepest path: the outer object, b, shared and its three arrays: 6 levels.
    expect(nestsDeeperThan({ a: shared, b: { c: shared } }, 6)).toBe(false);
    expect(nestsDeeperThan({ a: shared, b: { c: shared } }, 5)).toBe(true);
    expect(nestsDeeperThan({ a: shared, b: { c: { d: shared } } }, 6)).toBe(true);
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(nestsDeeperThan(loop, 64)).toBe(true);
  });
});
