import {
  AnswerError,
  InputError,
  ReplayDivergenceError,
  RulesetFailure,
  type Engine,
  type GameRecord,
  type GameState,
  type Invariant,
} from '@tcgkit/core';
import {
  cardConservation,
  parseScenario,
  ScenarioError,
  SeededPicker,
  stateIsTree,
  viewRedaction,
  type Scenario,
} from '@tcgkit/testing';
import { mutate, corruptText } from './mutate.js';
import { PENDING_FORGERIES, STATE_MUTATIONS, mutateState, type StateMutation } from './mutate-state.js';

/** What the loader fuzz found: crashes, and counts by outcome (e.g. how saved states fared). */
export interface LoaderFindings {
  crashes: LoaderCrash[];
  /** Counts by outcome, e.g. `saved state: rejected`, `saved state: forged option restored`. */
  stats: Record<string, number>;
}

/**
 * States of the sample game to mutate: at the start, at several points of the game, and at its
 * end, so that mutations meet pending decisions of every kind and a finished game.
 */
function sampleStates(engine: Engine, record: GameRecord): GameState[] {
  let state: GameState;
  try {
    state = engine.createGame(record.config);
  } catch {
    return []; // a sample that is no game (a test's stand-in): no states to mutate
  }
  const n = record.answers.length;
  const at = new Set([0, ...[1, 2, 3, 4, 5, 6].map((k) => Math.floor((k * n) / 7)), n]);
  const out: GameState[] = [];
  for (let i = 0; i <= n; i++) {
    if (at.has(i)) out.push(engine.clone(state));
    if (i < n) engine.submit(state, record.answers[i].player, record.answers[i].answer);
  }
  return out;
}

/** An input that crashed a loader instead of being rejected with a clear error. */
export interface LoaderCrash {
  loader: string;
  input: unknown;
  error: string;
}

/** Errors that count as clear rejections: typed input errors, or errors naming what was wrong. */
function clear(e: unknown): boolean {
  if (e instanceof InputError || e instanceof ScenarioError || e instanceof ReplayDivergenceError) return true;
  // The card-pool loader reports `card pool entry N (id): field: message`.
  return e instanceof Error && /^card pool entry \d+/.test(e.message);
}

/**
 * Feeds `count` mutated records, scenarios, decks, card pools and saved states to the loaders.
 * Each must be accepted or rejected with a clear error — never crash with an unexpected
 * exception; a restored saved state must then pass every invariant and take an answer.
 */
export function fuzzLoaders(
  engine: Engine,
  samples: {
    record: GameRecord;
    scenario: Scenario;
    deck: Record<string, string[]>;
    pool: unknown[];
    loadPool: (pool: unknown[]) => unknown;
  },
  count: number,
  seed: number,
): LoaderFindings {
  const pick = new SeededPicker(seed);
  const crashes: LoaderCrash[] = [];
  const stats: Record<string, number> = {};
  const tally = (what: string) => (stats[what] = (stats[what] ?? 0) + 1);
  const describe = (e: unknown) => (e instanceof Error ? `${e.name}: ${e.message}` : String(e));
  const attempt = (loader: string, input: unknown, run: () => unknown) => {
    try {
      run();
    } catch (e) {
      if (!clear(e)) crashes.push({ loader, input, error: describe(e) });
    }
  };
  const states = sampleStates(engine, samples.record);
  const objects = states.length ? Object.keys(states[0].objects).length : 0;
  const invariants: Invariant[] = [
    cardConservation(objects),
    viewRedaction(engine),
    stateIsTree(),
    ...engine.invariants(),
  ];
  /**
   * A saved state must be refused with an InputError, or restore to a state that passes every
   * invariant and can be viewed and answered (an answer is accepted, or refused with a typed
   * error). `kind` names the mutation (null for the generic ones).
   */
  const restoreSaved = (kind: string | null, text: string) => {
    let restored: GameState;
    try {
      restored = engine.restore(text, 'fuzz');
    } catch (e) {
      if (e instanceof InputError) return tally('saved state: refused (InputError)');
      tally('saved state: untyped error');
      return crashes.push({
        loader: `saved state${kind ? ` (${kind})` : ''}`,
        input: text.slice(0, 2000),
        error: describe(e),
      });
    }
    const fail = (error: string) =>
      crashes.push({ loader: `saved state${kind ? ` (${kind})` : ''}, restored`, input: text.slice(0, 2000), error });
    if (kind !== null && PENDING_FORGERIES.has(kind as StateMutation)) {
      tally(`saved state: restored with a ${kind}`);
      return fail('a forged pending decision was restored: it must be rebuilt from the procedure stack');
    }
    tally('saved state: restored');
    try {
      for (const inv of invariants) {
        const problems = inv.check(restored);
        if (problems.length) return fail(`${inv.id}: ${problems[0]}`);
      }
      for (let p = 0; p < restored.players.length; p++) engine.viewFor(restored, p);
      const d = restored.pending;
      if (!d) return;
      // Every option is accepted or refused with a typed error.
      const choice = pick.below(d.options.length);
      const answer =
        d.kind === 'choose'
          ? { decision: d.id, choice }
          : d.kind === 'order'
            ? { decision: d.id, order: d.options.map((_, i) => i) }
            : d.kind === 'distribute'
              ? { decision: d.id, picks: [choice], amounts: [d.total ?? 1] }
              : d.kind === 'number'
                ? { decision: d.id, number: d.max ?? 0 }
                : { decision: d.id, picks: [choice] };
      try {
        engine.submit(restored, d.player, answer);
      } catch (e) {
        if (e instanceof AnswerError) return;
        // Typed, and the game is unchanged: procedure locals are checked by the code that reads them.
        if (e instanceof RulesetFailure) return tally(`saved state: ${kind ?? 'restored'} answered, RulesetFailure`);
        return fail(`answering the restored game: ${describe(e)}`);
      }
    } catch (e) {
      fail(describe(e));
    }
  };
  for (let i = 0; i < count; i++) {
    switch (i % 7) {
      case 5: {
        if (!states.length) break;
        const kind = STATE_MUTATIONS[pick.below(STATE_MUTATIONS.length)];
        const forged = mutateState(states[pick.below(states.length)], kind, pick, engine.manifest.players);
        if (!forged) {
          tally('saved state: mutation not applicable');
          break;
        }
        let text: string;
        try {
          text = engine.serialize(forged);
        } catch {
          // A state too wrong to save has no saved form: nothing for restore to read.
          tally('saved state: mutation not savable');
          break;
        }
        restoreSaved(kind, text);
        break;
      }
      case 6: {
        if (!states.length) break;
        const saved = JSON.parse(engine.serialize(states[pick.below(states.length)])) as unknown;
        restoreSaved(null, JSON.stringify(mutate(saved, pick, false)));
        break;
      }
      case 0: {
        const r = mutate(samples.record, pick);
        attempt('record', r, () => engine.replay(r));
        break;
      }
      case 1: {
        const text = corruptText(JSON.stringify(samples.record), pick);
        attempt('record text', text, () => {
          let parsed: unknown;
          try {
            parsed = JSON.parse(text);
          } catch {
            return; // not JSON: the CLI reports it before the engine sees it
          }
          engine.replay(parsed);
        });
        break;
      }
      case 2: {
        const sc = mutate(samples.scenario, pick);
        attempt('scenario', sc, () => parseScenario(sc, 'fuzz.yaml'));
        break;
      }
      case 3: {
        const d = mutate(samples.deck, pick) as Record<string, string[]>;
        // A deck that is not zone → card ids is rejected by the deck-file schema before this point.
        attempt('deck', d, () => {
          if (
            !d ||
            typeof d !== 'object' ||
            Object.values(d).some((z) => !Array.isArray(z) || z.some((c) => typeof c !== 'string'))
          )
            return;
          engine.validateDeck(d);
        });
        break;
      }
      default: {
        const pool = samples.pool.map((c, k) => (k === pick.below(samples.pool.length) ? mutate(c, pick) : c));
        attempt('card pool', pool, () => samples.loadPool(pool));
      }
    }
  }
  return { crashes, stats };
}
