export { SearchAgent, type SearchStats } from './search-agent.js';
export { resolveOptions, type SearchOptions, type ResolvedSearchOptions, type Dealer } from './search-options.js';
export { candidateMoves, answerFor, moveOf, trivial, type Move } from './moves.js';
export { SearchTree, ucb, type Edge, type SearchNode } from './search-tree.js';
export { rollout, type RolloutPolicy } from './rollout.js';
export { outcome } from './outcome.js';
