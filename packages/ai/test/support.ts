import {
  discoverRulesets,
  GameSession,
  type Engine,
  type GameConfig,
  type GameState,
  type JsonObject,
  type PlayerId,
} from '@tcgkit/core';
import { RandomAgent, SeededPicker, lazyView } from '@tcgkit/testing';
import { trivial } from '../src/index.js';

/** Every installed ruleset (found as the CLI finds them: the search names no game). */
export const { registry, found } = await discoverRulesets();

/** A game to take positions from: a ruleset, its sample decks and options. */
export interface GameCase {
  ruleset: string;
  decks: [string, string];
  options: JsonObject;
}

/** One case per installed ruleset (its first two sample decks), plus the Pokémon eras' own decks. */
export function gameCases(): GameCase[] {
  const cases: GameCase[] = registry.ids().map((ruleset) => {
    const names = Object.keys(found.get(ruleset)?.sampleDecks ?? {});
    return { ruleset, decks: [names[0], names[1] ?? names[0]], options: {} };
  });
  // Eras are options of one ruleset, each with its own sample deck.
  if (registry.has('pokemon'))
    for (const era of ['dp', 'legend'])
      if (found.get('pokemon')?.sampleDecks[era])
        cases.push({ ruleset: 'pokemon', decks: [era, era], options: { era } });
  return cases;
}

/** The game config of a case for a seed. */
export function configOf(c: GameCase, seed: number): GameConfig {
  const decks = found.get(c.ruleset)!.sampleDecks;
  return { seed, players: [{ cards: decks[c.decks[0]] }, { cards: decks[c.decks[1]] }], options: c.options };
}

/**
 * Positions from a real seeded game (the ruleset's bot, or the random agent, on both seats): copies
 * of the state at `count` of `seat`'s decisions that have more than one answer, spread over the
 * game (every `stride`-th one).
 */
export function positions(engine: Engine, config: GameConfig, seat: PlayerId, count: number, stride = 3): GameState[] {
  const session = GameSession.create(engine, config).start();
  const agents = [0, 1].map((p) => engine.bot(config.seed * 2 + p) ?? new RandomAgent(config.seed * 2 + p));
  const out: GameState[] = [];
  let seen = 0;
  for (let step = 0; step < 3000 && out.length < count; step++) {
    const d = session.state.pending;
    if (!d || session.state.result) break;
    if (d.player === seat && !trivial(d) && seen++ % stride === 0) out.push(engine.clone(session.state));
    session.submit(d.player, agents[d.player].decide(lazyView(engine, session.state, d.player), d));
  }
  return out;
}

/**
 * The same position with the cards hidden from `viewer` permuted in the true state: within each
 * owner, the card definitions of every card the viewer does not see in a player's hidden zone (the
 * other hand, both decks, prizes …) are shuffled among those cards, and the cards of a shared hidden
 * zone or face-down in a visible zone among themselves; cards the viewer's own pending decision
 * names are known and stay. Returns the new state and how many cards changed identity. The test
 * checks that the viewer's view is unchanged, so the permutation is one the viewer cannot tell.
 */
export function permuteHidden(
  engine: Engine,
  state: GameState,
  viewer: PlayerId,
  seed: number,
): { state: GameState; changed: number } {
  const out = engine.clone(state);
  const view = engine.viewFor(state, viewer);
  // The cards the viewer's own pending decision names are known to it (a search of its deck shows them).
  const named = new Set<string>();
  const collect = (v: unknown): void => {
    if (typeof v === 'string') named.add(v);
    else if (v && typeof v === 'object') Object.values(v).forEach(collect);
  };
  if (state.pending?.player === viewer) collect(state.pending.options);
  const groups = new Map<string, string[]>();
  for (const [key, zone] of Object.entries(view.zones)) {
    const ids = state.zones[key] ?? [];
    const shown = new Set((zone.revealed ?? []).map((c) => c.id));
    ids.forEach((id, i) => {
      const seen = zone.cards ? !('hidden' in zone.cards[i]) : false;
      if (seen || shown.has(id) || named.has(id)) return;
      // A player's hidden cards mix across that player's hidden zones (hand, deck, prizes); the cards of
      // a shared hidden zone, and face-down cards of a visible zone, stay in their zone.
      const group = `${state.objects[id].owner}|${zone.cards || zone.player === null ? key : 'hidden'}`;
      groups.set(group, [...(groups.get(group) ?? []), id]);
    });
  }
  const pick = new SeededPicker(seed);
  let changed = 0;
  for (const ids of groups.values()) {
    const defs = pick.shuffle(ids.map((id) => out.objects[id].def));
    ids.forEach((id, i) => {
      if (out.objects[id].def === defs[i]) return;
      out.objects[id] = { ...out.objects[id], def: defs[i] };
      changed++;
    });
  }
  return { state: out, changed };
}
