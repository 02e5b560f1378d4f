import { describe, it, expect } from 'vitest';
import { RulesetRegistry, type Engine, type GameState, type Json, type JsonObject } from '@tcgkit/core';
import { RandomAgent, SeededPicker } from '@tcgkit/testing';
import { pokemon, SAMPLE_DECKS } from '@tcgkit/pokemon';
import { fuzz } from '../fuzz/src/fuzz.js';
import { fuzzLoaders } from '../fuzz/src/fuzz-loaders.js';
import { shrink, fuzzGame } from '../fuzz/src/fuzz-games.js';
import { mutate } from '../fuzz/src/mutate.js';
import { STATE_MUTATIONS, mutateState } from '../fuzz/src/mutate-state.js';
import { InputError, INPUT_LIMITS } from '@tcgkit/core';
import { randomLegalDeck, legalTemplates, NoLegalTemplateError } from '../fuzz/src/random-deck.js';

const engine = new RulesetRegistry().register(pokemon).engine('pokemon');

/**
 * The Pokémon engine, except that right after its second answer (step 1) it writes `value()` into
 * `state.data.atStepOne`, and removes it after every other answer; `restart` for a new game.
 */
function writingAtStepOne(value: () => Json): { engine: Engine; restart(): void } {
  let submitted = 0;
  const writing = Object.create(engine) as Engine;
  writing.submit = (state, player, answer, sink) => {
    engine.submit(state, player, answer, sink);
    submitted++;
    if (submitted === 2) state.data.atStepOne = value();
    else delete state.data.atStepOne;
  };
  return { engine: writing, restart: () => (submitted = 0) };
}

describe('the fuzzer', () => {
  // The full CI fuzz (300 games per ruleset and era, 2,000 loader inputs per ruleset) is
  // `npm run fuzz:ci`, run by `npm test` before this suite; these runs check the fuzzer itself.
  it(
    'a short run per era: random legal decks of that era, illegal answers rejected, mutated loader inputs ' +
      'never crash, no failure',
    () => {
      for (const era of ['xy', 'dp', 'legend']) {
        const r = fuzz({ ruleset: 'pokemon', games: 3, seed: 7, era, loaderInputs: era === 'xy' ? 300 : 0, out: null });
        expect(r.games).toBe(3);
        expect(r.decisions).toBeGreaterThan(150);
        expect(r.adversarial).toBeGreaterThan(30);
        expect(r.failures).toEqual([]);
        expect(r.loaderCrashes).toEqual([]);
        expect(r.loaderInputs).toBe(era === 'xy' ? 300 : 0);
        expect(r.sample?.game).toBe(0);
      }
    },
    300_000,
  );

  it('ChaosTCG and Goofspiel too, with mutated loader inputs for both', () => {
    const g = fuzz({ ruleset: 'goofspiel', games: 30, seed: 3, loaderInputs: 100, out: null });
    expect(g.games).toBe(30);
    expect(g.adversarial).toBeGreaterThan(30);
    expect([g.failures, g.loaderCrashes]).toEqual([[], []]);
    const c = fuzz({ ruleset: 'chaos', games: 2, seed: 5, loaderInputs: 100, out: null });
    expect(c.decisions).toBeGreaterThan(300);
    expect([c.failures, c.loaderCrashes]).toEqual([[], []]);
  }, 300_000);

  it(
    'every Pokémon era gets decks legal in that era: the 30-card legend deck in the legend era, never a ' +
      '60-card one',
    () => {
      const pick = new SeededPicker(11);
      const legend = legalTemplates(engine, Object.values(SAMPLE_DECKS), { era: 'legend' });
      expect(legend.map((d) => d.deck.length)).toEqual([30]);
      for (let i = 0; i < 5; i++) {
        const d = randomLegalDeck(engine, legend, pick, { era: 'legend' });
        expect(engine.validateDeck(d, { era: 'legend' })).toEqual([]);
        expect(d.deck).toHaveLength(30);
      }
      expect(
        legalTemplates(engine, Object.values(SAMPLE_DECKS), { era: 'xy' }).every((d) => d.deck.length === 60),
      ).toBe(true);
      expect(() => legalTemplates(engine, [SAMPLE_DECKS.legend], { era: 'xy' })).toThrow(NoLegalTemplateError);
    },
  );

  it('the walk changes the sample deck: cards from the pool replace some of it', () => {
    const d = randomLegalDeck(engine, [SAMPLE_DECKS.water], new SeededPicker(2));
    const changed = d.deck.filter((c, i) => c !== SAMPLE_DECKS.water.deck[i]).length;
    expect(changed).toBeGreaterThan(5);
  });

  it(
    'a restored game that goes on differently from the one never saved is a restore failure, found by the ' +
      "replay's hashes",
    () => {
      // An engine whose restored states drift after their next answer (as a cache read only after a restore would).
      const restored = new WeakSet<GameState>();
      const drifting = Object.create(engine) as Engine;
      drifting.restore = (json: string, source?: string) => {
        const s = engine.restore(json, source);
        restored.add(s);
        return s;
      };
      drifting.submit = (state, player, answer, sink) => {
        engine.submit(state, player, answer, sink);
        if (restored.has(state)) state.data.drift = true;
      };
      const config = { seed: 4, players: [{ cards: SAMPLE_DECKS.water }, { cards: SAMPLE_DECKS.fire }] };
      const r = fuzzGame(drifting, config, 4);
      expect(r.failure?.kind).toBe('restore');
      // Resumed before answer n+1: the first answer on the restored copy is step n+1 of the replay.
      const [, at, step] = /^resumed at decision (\d+), the game went elsewhere: replay diverged at step (\d+)/.exec(
        r.failure!.message,
      )!;
      expect(Number(step)).toBe(Number(at) + 1);
      expect(fuzzGame(engine, config, 4).failure).toBeNull();
    },
  );

  it('the sampled checks (tree shape, layer coherence, restore) run every `checkEvery` steps: 1 is every step', () => {
    // An engine that leaves one object shared in two places for a single step (step 1), then removes it.
    const flicker = writingAtStepOne(() => {
      const shared = { x: 1 };
      return { a: shared, b: shared };
    });
    const flickering = flicker.engine;
    const config = { seed: 4, players: [{ cards: SAMPLE_DECKS.water }, { cards: SAMPLE_DECKS.fire }] };
    const everyStep = fuzzGame(flickering, config, 4, { checkEvery: 1 });
    expect(everyStep.failure?.kind).toBe('invariant');
    expect(everyStep.failure?.answers).toBe(2);
    flicker.restart();
    // Every 8th step (the default) does not look at step 1.
    expect(fuzzGame(flickering, config, 4).failure?.kind).not.toBe('invariant');
  });

  it('the restore round trip runs every `restoreEvery` steps, apart from `checkEvery`', () => {
    // An engine that, for step 1 only, leaves data nested deeper than a saved state may be: every
    // invariant passes, but that state would not restore.
    const deeply = writingAtStepOne(() => {
      let nested: JsonObject = {};
      for (let i = 0; i < INPUT_LIMITS.jsonDepth; i++) nested = { nested };
      return nested;
    });
    const deep = deeply.engine;
    const config = { seed: 4, players: [{ cards: SAMPLE_DECKS.water }, { cards: SAMPLE_DECKS.fire }] };
    const everyStep = fuzzGame(deep, config, 4, { checkEvery: 8, restoreEvery: 1 });
    expect(everyStep.failure?.kind).toBe('restore');
    expect(everyStep.failure?.answers).toBe(2);
    deeply.restart();
    // Coherence after every step does not restore after every step when told not to: the game is
    // played to its end, where the replay (by the real engine's rules, without the deep data) differs.
    expect(fuzzGame(deep, config, 4, { checkEvery: 1, restoreEvery: 8 }).failure?.kind).toBe('replay');
    deeply.restart();
    // By default it restores as often as it checks coherence.
    expect(fuzzGame(deep, config, 4, { checkEvery: 1 }).failure?.kind).toBe('restore');
  });

  it("random decks are legal by the ruleset's own rules", () => {
    const pick = new SeededPicker(3);
    for (let i = 0; i < 10; i++) {
      const d = randomLegalDeck(engine, [SAMPLE_DECKS.water], pick);
      expect(engine.validateDeck(d)).toEqual([]);
      expect(d.deck).toHaveLength(60);
    }
  });

  it('a loader that crashes is reported; a typed rejection is not', () => {
    const record = { format: 1 } as never;
    const crashes = fuzzLoaders(
      engine,
      {
        record,
        scenario: { name: 'x', ruleset: 'pokemon', players: [{}, {}] },
        deck: { deck: ['marill'] },
        pool: [{ id: 'a' }],
        loadPool: () => {
          throw new TypeError('boom');
        },
      },
      14,
      1,
    ).crashes;
    expect(crashes.map((c) => c.loader)).toEqual(['card pool', 'card pool']);
    expect(crashes[0].error).toBe('TypeError: boom');
  });

  it(
    'saved states with wrong content, forged pending decisions included, are refused by restore with a ' +
      'typed InputError',
    () => {
      const config = { seed: 4, players: [{ cards: SAMPLE_DECKS.water }, { cards: SAMPLE_DECKS.fire }] };
      const state = engine.createGame(config);
      const agent = new RandomAgent(4);
      // States along a game: each mutation is made to the first one it applies to (a select
      // decision, several options…), the untouched ones all restore.
      const states: GameState[] = [];
      for (let i = 0; i < 80 && state.pending; i++) {
        states.push(engine.clone(state));
        engine.submit(
          state,
          state.pending.player,
          agent.decide(engine.viewFor(state, state.pending.player), state.pending),
        );
      }
      const pick = new SeededPicker(5);
      const outcome: Record<string, string> = {};
      for (const kind of STATE_MUTATIONS) {
        let forged: GameState | null = null;
        for (const s of states) if ((forged = mutateState(s, kind, pick, 2))) break;
        expect(forged, kind).not.toBeNull();
        try {
          engine.restore(engine.serialize(forged!), 'forged');
          outcome[kind] = 'restored';
        } catch (e) {
          outcome[kind] =
            e instanceof InputError ? 'InputError' : `untyped ${(e as Error).name}: ${(e as Error).message}`;
        }
      }
      for (const s of states) expect(() => engine.restore(engine.serialize(s))).not.toThrow();
      expect(outcome).toEqual(Object.fromEntries(STATE_MUTATIONS.map((k) => [k, 'InputError'])));
    },
  );

  it('shrinking finds the shortest failing prefix', () => {
    const config = { seed: 2, players: [{ cards: SAMPLE_DECKS.water }, { cards: SAMPLE_DECKS.fire }] };
    const state = engine.createGame(config);
    const answers = [];
    for (let i = 0; i < 30 && state.pending; i++) {
      const a = { decision: state.pending.id, choice: 0 } as const;
      const d = state.pending;
      const answer = d.kind === 'choose' ? a : { decision: d.id, picks: [] };
      answers.push({ player: d.player, answer });
      engine.submit(state, d.player, answer);
    }
    // "Fails" once the turn number reaches 1: the shortest prefix is where setup ends.
    const minimal = shrink(engine, config, answers, (s) => s.turn.number >= 1);
    const replayed = engine.createGame(config);
    for (const a of minimal) engine.submit(replayed, a.player, a.answer);
    expect(replayed.turn.number).toBe(1);
    const shorter = engine.createGame(config);
    for (const a of minimal.slice(0, -1)) engine.submit(shorter, a.player, a.answer);
    expect(shorter.turn.number).toBe(0);
  });

  it('mutations change a value structurally and keep it JSON', () => {
    const pick = new SeededPicker(5);
    const v = { a: [1, 2, { b: 'c' }], d: null };
    const seen = new Set<string>();
    for (let i = 0; i < 30; i++) seen.add(JSON.stringify(mutate(v, pick)));
    expect(seen.size).toBeGreaterThan(10);
    expect(JSON.stringify(v)).toBe('{"a":[1,2,{"b":"c"}],"d":null}');
  });
});
