import { NO_ATTACHED, NO_REVEALS, type GameState, type Invariant } from '@tcgkit/core';

/**
 * No object or list is reachable twice in the state. A saved game is JSON text, which cannot keep
 * two places pointing at one object: shared parts would be one object in the live game and two
 * after a restore, and a write through one of them would then change the game differently.
 * A frozen value cannot be written through, so it may be shared (the empty status and counters
 * card objects share); what it holds is still checked. The core's shared empty lists are not
 * frozen (for speed): they may be shared, and must still be empty.
 */
export function stateIsTree(): Invariant {
  return {
    id: 'state-is-tree',
    description: 'no object of the state is shared by two places',
    check(state: GameState): string[] {
      // Most states are trees: a first walk without paths (building a path for every value was
      // most of the check's cost), and only when it finds something a second one that names them.
      return isTree(state) ? [] : problemsOf(state);
    },
  };
}

/** Whether no unfrozen object or list is reachable twice, and the shared empty lists are empty. */
function isTree(state: GameState): boolean {
  const seen = new Set<object>();
  const walk = (value: unknown): boolean => {
    if (value === null || typeof value !== 'object') return true;
    if (value === NO_ATTACHED || value === NO_REVEALS) return (value as readonly unknown[]).length === 0;
    if (!Object.isFrozen(value)) {
      if (seen.has(value)) return false;
      seen.add(value);
    }
    if (Array.isArray(value)) {
      for (const v of value) if (!walk(v)) return false;
    } else for (const k in value) if (!walk((value as Record<string, unknown>)[k])) return false;
    return true;
  };
  return walk(state);
}

/** Every place that breaks the tree shape, by path. */
function problemsOf(state: GameState): string[] {
  const seen = new Map<object, string>();
  const problems: string[] = [];
  const walk = (value: unknown, path: string): void => {
    if (value === null || typeof value !== 'object') return;
    if (value === NO_ATTACHED || value === NO_REVEALS) {
      if ((value as readonly unknown[]).length > 0)
        problems.push(`${path} is the core's shared empty list, and something was written into it`);
      return;
    }
    if (!Object.isFrozen(value)) {
      const first = seen.get(value);
      if (first !== undefined) {
        problems.push(`${path} is the same object as ${first}`);
        return;
      }
      seen.set(value, path);
    }
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}.${i}`));
    else for (const k in value) walk((value as Record<string, unknown>)[k], `${path}.${k}`);
  };
  walk(state, 'state');
  return problems;
}
