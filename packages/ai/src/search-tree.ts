import type { PlayerId } from '@tcgkit/core';
import type { Move } from './moves.js';

/** One move out of an information set, with its statistics from the deciding player's side. */
export interface Edge {
  move: Move;
  /** Iterations that took this move. */
  visits: number;
  /** Sum of the rewards (in [0, 1]) the deciding player got after it. */
  total: number;
  /**
   * Iterations in which this move was available (ISUCT): a move some deals do not offer is not
   * penalised for the iterations it could not have been tried in.
   */
  available: number;
}

/** An information set of the search: the decisions reached by one sequence of moves, over every deal. */
export interface SearchNode {
  player: PlayerId;
  edges: Map<string, Edge>;
  /** Sampled moves of a decision whose answer space is too large to list (select, order, …). */
  sampled: boolean;
}

/**
 * The tree, stored as a table: a node is named by its parent's number and the move's key, so a
 * path of any length costs one short string per step.
 */
export class SearchTree {
  private readonly ids = new Map<string, number>();
  private readonly nodes: SearchNode[] = [];

  /** The root's number. */
  readonly root = 0;

  /** The number of the node reached from `parent` by the move named `key`. */
  child(parent: number, key: string): number {
    const name = `${parent}|${key}`;
    let id = this.ids.get(name);
    if (id === undefined) {
      // Numbers are handed out on first use; node 0 is the root.
      id = this.ids.size + 1;
      this.ids.set(name, id);
    }
    return id;
  }

  /** The node with this number, or undefined when no iteration has reached it yet. */
  get(id: number): SearchNode | undefined {
    return this.nodes[id];
  }

  /** Creates the node with this number. */
  create(id: number, player: PlayerId, sampled: boolean): SearchNode {
    const node: SearchNode = { player, edges: new Map(), sampled };
    this.nodes[id] = node;
    return node;
  }
}

/**
 * The upper confidence bound of an edge (UCB1 over availability counts): its mean reward plus an
 * exploration bonus that shrinks as it is tried. An untried edge is always tried first.
 */
export function ucb(edge: Edge, exploration: number): number {
  if (edge.visits === 0) return Infinity;
  return edge.total / edge.visits + exploration * Math.sqrt(Math.log(Math.max(1, edge.available)) / edge.visits);
}
