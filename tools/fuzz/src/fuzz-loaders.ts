import { InputError, ReplayDivergenceError, type Engine, type GameRecord } from '@tcgkit/core';
import { parseScenario, ScenarioError, SeededPicker, type Scenario } from '@tcgkit/testing';
import { mutate, corruptText } from './mutate.js';

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
 * Feeds `count` mutated records, scenarios, decks and card pools to the loaders. Each must be
 * accepted or rejected with a clear error — never crash with an unexpected exception.
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
): LoaderCrash[] {
  const pick = new SeededPicker(seed);
  const crashes: LoaderCrash[] = [];
  const attempt = (loader: string, input: unknown, run: () => unknown) => {
    try {
      run();
    } catch (e) {
      if (!clear(e)) crashes.push({ loader, input, error: e instanceof Error ? `${e.name}: ${e.message}` : String(e) });
    }
  };
  for (let i = 0; i < count; i++) {
    switch (i % 5) {
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
  return crashes;
}
