import {
  RulesetFailure,
  type Agent,
  type Answer,
  type Decision,
  type GameState,
  type PlayerId,
  type PlayerView,
} from '@tcgkit/core';
import { RandomAgent, SeededPicker, randomAnswer } from '@tcgkit/testing';
import { answerFor, candidateMoves, trivial } from './moves.js';
import { SearchTree, ucb, type Edge, type SearchNode } from './search-tree.js';
import { rollout } from './rollout.js';
import { outcome } from './outcome.js';
import { resolveOptions, type ResolvedSearchOptions, type SearchOptions } from './search-options.js';

/** What a search agent has done so far (for benchmarks and logs). */
export interface SearchStats {
  /** Decisions answered. */
  decisions: number;
  /** Of those, decisions searched (the others had one answer only). */
  searched: number;
  /** Iterations run, over all searched decisions. */
  iterations: number;
  /** Milliseconds spent in searched decisions, by the agent's clock. */
  ms: number;
  /** Iterations given up because no seed dealt a state the game could be in (they searched nothing). */
  noDeal: number;
}

/** The largest seed a deal or a rollout takes (a positive 31-bit integer). */
const SEED_RANGE = 2 ** 31 - 1;

/**
 * An information-set Monte Carlo tree search agent (single-observer ISMCTS) for any ruleset.
 *
 * Each iteration deals a full state from what the agent's seat knows (`Engine.determinize` from its
 * own seat: hidden cards dealt again, the random generator seeded anew), walks the tree of moves
 * with UCB over the moves this deal offers, adds one node, plays on with the default policy and
 * backs the result up. Every seat's decisions are tree nodes, each scored from its decider's side,
 * so the search expects replies that are good for the opponent rather than random ones; the
 * opponent's nodes are information sets of the agent's (they merge every deal of the opponent's
 * hidden cards), which is the usual single-observer approximation. A decision the rules declare
 * simultaneous is not shown to the next player's node: the opponent's reply to a face-down bid is
 * searched once for all of the agent's bids.
 *
 * The host's state is read only through the dealer (`determinize`), so permuting hidden cards in it
 * changes nothing the agent does. Seeded, with an iteration budget it replays exactly.
 */
export class SearchAgent implements Agent {
  readonly name = 'search';
  private readonly o: ResolvedSearchOptions;
  private readonly pick: SeededPicker;
  private readonly fallback: Agent;
  private readonly counts: SearchStats = { decisions: 0, searched: 0, iterations: 0, ms: 0, noDeal: 0 };

  constructor(options: SearchOptions) {
    this.o = resolveOptions(options);
    this.pick = new SeededPicker(options.seed);
    this.fallback = new RandomAgent(options.seed ^ 0x5eed);
  }

  /** What the agent has done so far. */
  get stats(): Readonly<SearchStats> {
    return this.counts;
  }

  /**
   * Without the game's state there is nothing to deal from: answers like the random agent. Hosts
   * that hold the state call {@link decideInGame}.
   */
  decide(view: PlayerView, decision: Decision): Answer {
    this.counts.decisions++;
    return this.fallback.decide(view, decision);
  }

  /** Searches the decision from what `decision.player` knows of `state`; `state` is not changed. */
  decideInGame(state: GameState, decision: Decision): Answer {
    this.counts.decisions++;
    if (trivial(decision)) return this.firstLegal(decision);
    const { clock, timeMs, iterations } = this.o;
    const start = clock();
    const tree = new SearchTree();
    const root = tree.create(tree.root, decision.player, decision.kind !== 'choose');
    let done = 0;
    while (done < iterations && (timeMs === null || clock() - start < timeMs)) {
      this.iterate(state, decision.player, tree);
      done++;
    }
    this.counts.searched++;
    this.counts.iterations += done;
    this.counts.ms += clock() - start;
    return this.best(root, decision) ?? this.firstLegal(decision);
  }

  /** One iteration: deal, descend, expand one node, roll out, back up. */
  private iterate(host: GameState, me: PlayerId, tree: SearchTree): void {
    const { engine } = this.o;
    const state = this.dealFor(host, me);
    if (!state) {
      this.counts.noDeal++;
      return;
    }
    const path: { edge: Edge; player: PlayerId }[] = [];
    let id = tree.root;
    // The node an opponent's decision is looked up under after a simultaneous decision of another seat.
    let hiddenFrom: { id: number; player: PlayerId } | null = null;
    try {
      for (;;) {
        const d = state.pending;
        if (!d || state.result) break;
        const lookup = hiddenFrom && hiddenFrom.player !== d.player ? hiddenFrom.id : id;
        const existing = tree.get(lookup);
        const node = existing ?? tree.create(lookup, d.player, d.kind !== 'choose');
        const edge = this.select(node, d, state);
        if (!edge) break;
        path.push({ edge, player: d.player });
        hiddenFrom = d.simultaneous ? { id: tree.child(id, '?'), player: d.player } : null;
        id = tree.child(id, edge.move.key);
        // A new node ends the walk in the tree: expand one node per iteration, then roll out.
        if (!existing) break;
      }
      rollout(engine, state, this.o.rolloutDepth, this.o.rollout, this.pick, this.bots());
    } catch (e) {
      // A ruleset failure inside a dealt game is no reason to stop the real one: drop the iteration.
      if (e instanceof RulesetFailure) return;
      throw e;
    }
    const rewards = new Map<PlayerId, number>();
    for (const { edge, player } of path) {
      let r = rewards.get(player);
      if (r === undefined) rewards.set(player, (r = outcome(engine, state, player)));
      edge.visits++;
      edge.total += r;
    }
  }

  /**
   * Picks the move to play at `node` in this deal and plays it on `state`: an untried one first (in
   * a seeded random order), then the best by UCB among those this deal offers. A move the rules
   * refuse here is set aside for this iteration and another is tried. Null when none is accepted.
   */
  private select(node: SearchNode, d: Decision, state: GameState): Edge | null {
    this.addMoves(node, d);
    const offered: { edge: Edge; answer: Answer }[] = [];
    for (const edge of node.edges.values()) {
      const answer = answerFor(d, edge.move);
      if (answer) offered.push({ edge, answer });
    }
    for (const o of offered) o.edge.available++;
    while (offered.length > 0) {
      const untried = offered.filter((o) => o.edge.visits === 0);
      let chosen: (typeof offered)[number];
      if (untried.length > 0) chosen = untried[this.pick.below(untried.length)];
      else {
        chosen = offered[0];
        let best = -Infinity;
        for (const o of offered) {
          const score = ucb(o.edge, this.o.exploration);
          if (score > best) [best, chosen] = [score, o];
        }
      }
      if (this.o.engine.trySubmit(state, d.player, chosen.answer) === null) return chosen.edge;
      offered.splice(offered.indexOf(chosen), 1);
    }
    return null;
  }

  /** Adds this deal's moves to the node: every option of a choice; a sample of a large answer space once. */
  private addMoves(node: SearchNode, d: Decision): void {
    if (node.sampled && node.edges.size > 0) return;
    for (const move of candidateMoves(d, this.pick, this.o.maxMoves))
      if (!node.edges.has(move.key) && node.edges.size < this.o.maxMoves * 2)
        node.edges.set(move.key, { move, visits: 0, total: 0, available: 0 });
  }

  /** A deal from `me`'s knowledge, trying a few seeds; null when none is a state the game could be in. */
  private dealFor(host: GameState, me: PlayerId): GameState | null {
    for (let i = 0; i < this.o.dealAttempts; i++) {
      const dealt = this.o.deal(host, me, this.pick.below(SEED_RANGE));
      if (dealt) return dealt;
    }
    return null;
  }

  private botsMade: (Agent | null)[] | null = null;

  /** The ruleset's bot for each seat, made once (rollouts with the `bot` policy). */
  private bots(): readonly (Agent | null)[] {
    if (this.o.rollout !== 'bot') return [];
    const players = this.o.engine.manifest.players;
    return (this.botsMade ??= Array.from({ length: players }, (_, p) => this.o.engine.bot(this.o.seed + p)));
  }

  /** The root move tried most (ties: the better mean, then the first found), as an answer to `d`. */
  private best(root: SearchNode, d: Decision): Answer | null {
    let best: Edge | null = null;
    for (const e of root.edges.values()) {
      if (e.visits === 0 || answerFor(d, e.move) === null) continue;
      if (!best || e.visits > best.visits || (e.visits === best.visits && e.total > best.total)) best = e;
    }
    return best ? answerFor(d, best.move) : null;
  }

  /** The first answer, for a decision with one answer only or when no iteration could be run. */
  private firstLegal(d: Decision): Answer {
    const moves = candidateMoves(d, this.pick, 1);
    const a = moves.length > 0 ? answerFor(d, moves[0]) : null;
    return a ?? randomAnswer(d, this.pick);
  }
}
