import type { GameState, JsonObject } from '@tcgkit/core';
import { writableReveals } from '@tcgkit/core';
import type { SeededPicker } from '@tcgkit/testing';

/**
 * The kinds of structure-aware mutation of a saved state: each keeps the text valid JSON and the
 * shape of a state, and makes its content wrong in one way a hostile or careless save could.
 */
export const STATE_MUTATIONS = [
  'unknown card',
  'owner out of range',
  'active player out of range',
  'revealed to no player',
  'winner out of range',
  'pending null without a result',
  'pending player out of range',
  'pending decision never issued',
  'pending kind unknown',
  'pending options empty',
  'pending options not options',
  'pending bounds not whole',
  'deep nesting in data',
  'thousands of effects',
  'effects over the limit',
  'malformed effect',
  'invalid ruleset options',
  'unknown procedure',
  'no frame receives the pending decision',
  'card in two zones',
  'unknown zone',
  'forged pending option value',
  'pending option value swapped for another card',
  'pending option added',
  'pending option dropped',
  'pending decision for the other player',
  'pending bounds changed',
] as const;

export type StateMutation = (typeof STATE_MUTATIONS)[number];

/**
 * Forgeries of the pending decision: restore rebuilds the decision from the procedure stack, so
 * a state carrying one of these is always refused (the loader fuzz counts a restore as a failure).
 */
export const PENDING_FORGERIES: ReadonlySet<StateMutation> = new Set([
  'forged pending option value',
  'pending option value swapped for another card',
  'pending option added',
  'pending option dropped',
  'pending decision for the other player',
  'pending bounds changed',
]);

/** A plausible continuous effect: what a hostile save would add (well-formed, made up). */
const forgedEffect = (source: string | null): JsonObject => ({
  id: 'e-forged',
  source,
  ability: null,
  controller: 0,
  timestamp: 1,
  lockedAt: null,
  affects: { kind: 'self' },
  parts: [],
  duration: { kind: 'forever' },
  flags: [],
  vars: {},
  fromStatic: false,
});

const nested = (depth: number): JsonObject => {
  let v: JsonObject = { leaf: true };
  for (let i = 0; i < depth; i++) v = { down: v };
  return v;
};

/**
 * Applies one mutation of `kind` to a copy of a live state (the caller saves it with
 * `engine.serialize`, so that the text is what a save looks like). Returns null when the state
 * has nothing the mutation could change (no card objects, no pending decision).
 */
export function mutateState(
  state: GameState,
  kind: StateMutation,
  pick: SeededPicker,
  players: number,
): GameState | null {
  const s = structuredClone(state);
  const ids = Object.keys(s.objects);
  const anyId = () => ids[pick.below(ids.length)];
  const beyond = () => [players, players + 1 + pick.below(9), -1, 0.5][pick.below(4)];
  const pending = s.pending as unknown as Record<string, unknown> | null;
  switch (kind) {
    case 'unknown card':
      if (!ids.length) return null;
      s.objects[anyId()].def = ['no-such-card', '', '__proto__', 'o1'][pick.below(4)];
      return s;
    case 'owner out of range':
      if (!ids.length) return null;
      s.objects[anyId()][pick.below(2) ? 'owner' : 'master'] = beyond();
      return s;
    case 'active player out of range':
      s.turn.activePlayer = beyond();
      return s;
    case 'revealed to no player':
      if (!ids.length) return null;
      writableReveals(s.objects[anyId()]).push(beyond());
      return s;
    case 'winner out of range':
      s.result = { winners: [beyond()], draw: false, reason: 'forged', rule: 'X-1' };
      s.pending = null;
      return s;
    case 'pending null without a result':
      s.pending = null;
      s.result = null;
      return s;
    case 'pending player out of range':
      if (!pending) return null;
      pending.player = [beyond(), '0', null][pick.below(3)];
      return s;
    case 'pending decision never issued':
      if (!pending) return null;
      pending.id = s.seq.decision + pick.below(5);
      return s;
    case 'pending kind unknown':
      if (!pending) return null;
      pending.kind = ['pick', '', 7][pick.below(3)];
      return s;
    case 'pending options empty':
      if (!pending) return null;
      pending.options = [];
      return s;
    case 'pending options not options':
      if (!pending) return null;
      pending.options = [[null], [{ key: 1, label: 'x', value: 0 }], [{ key: 'k', label: 'x' }], 'all'][pick.below(4)];
      return s;
    case 'pending bounds not whole':
      if (!pending) return null;
      pending[['min', 'max', 'total'][pick.below(3)]] = [0.5, '1', null, -Infinity][pick.below(4)];
      return s;
    case 'deep nesting in data':
      s.data = { ...s.data, deep: nested(100 + pick.below(4000)) };
      return s;
    case 'thousands of effects':
    case 'effects over the limit': {
      // Copies of a stored effect (a state may hold many, up to the limit), or of a made-up one.
      const count = kind === 'thousands of effects' ? 1000 + pick.below(5000) : 10_001 + pick.below(5000);
      const one = (s.effects[0] as unknown as JsonObject | undefined) ?? forgedEffect(ids[0] ?? null);
      s.effects = Array.from({ length: count }, (_, i) => ({ ...one, id: `e-forged-${i}` })) as GameState['effects'];
      return s;
    }
    case 'malformed effect': {
      const effect = forgedEffect(anyId() ?? null);
      const broken: JsonObject[] = [
        { id: 'e-bad' },
        { ...effect, parts: null },
        { ...effect, affects: 'everything' },
        { ...effect, parts: [{ layer: 'nope', set: 'x' }] },
        { ...effect, duration: { until: 'never' } },
        { ...effect, controller: 9 },
      ];
      s.effects = [...s.effects, broken[pick.below(broken.length)]] as unknown as GameState['effects'];
      return s;
    }
    case 'invalid ruleset options':
      s.ruleset.options = [{ era: 'stone-age' }, { benchSize: -3 }, { nonsense: { deep: [1] } }][pick.below(3)];
      return s;
    case 'unknown procedure':
      if (!s.stack.length) return null;
      s.stack[pick.below(s.stack.length)].proc = 'no.such.procedure';
      return s;
    case 'no frame receives the pending decision': {
      const top = s.stack[s.stack.length - 1];
      if (!top || !pending) return null;
      delete top.locals.$into;
      return s;
    }
    case 'card in two zones': {
      const keys = Object.keys(s.zones).filter((k) => s.zones[k].length > 0);
      if (!keys.length) return null;
      const from = keys[pick.below(keys.length)];
      const to = Object.keys(s.zones)[pick.below(Object.keys(s.zones).length)];
      s.zones[to].push(s.zones[from][0]);
      return s;
    }
    case 'unknown zone':
      s.zones['nowhere@0'] = [];
      return s;
    case 'forged pending option value': {
      const options = pending?.options as { value: unknown }[] | undefined;
      if (!options?.length) return null;
      const forged: JsonObject[] = [
        { card: 'o99999' },
        { card: anyId() ?? 'o1', target: anyId() ?? 'o1' },
        { forged: true },
      ];
      const option = options[pick.below(options.length)];
      const value = [forged[pick.below(forged.length)], 12345, 'pass', null][pick.below(4)];
      // The same value again (a "pass" option whose value is null) would be no forgery.
      if (JSON.stringify(value) === JSON.stringify(option.value)) return null;
      option.value = value;
      return s;
    }
    // The forgeries a player would make: a card of their deck offered as if it could be chosen, an
    // extra option, a missing one, the opponent's decision taken over, more picks than allowed.
    case 'pending option value swapped for another card': {
      const options = pending?.options as { value: unknown }[] | undefined;
      if (!options?.length) return null;
      const offered = new Set(options.map((o) => JSON.stringify(o.value)));
      const hidden = ids.filter((id) => s.objects[id].revealedTo.length === 0 && !offered.has(JSON.stringify(id)));
      if (hidden.length === 0) return null;
      options[pick.below(options.length)].value = hidden[pick.below(hidden.length)];
      return s;
    }
    case 'pending option added': {
      const options = pending?.options as JsonObject[] | undefined;
      if (!options?.length) return null;
      options.push({ ...options[pick.below(options.length)], key: 'forged', label: 'forged' });
      return s;
    }
    case 'pending option dropped': {
      const options = pending?.options as JsonObject[] | undefined;
      if (!options || options.length < 2) return null;
      options.splice(pick.below(options.length), 1);
      return s;
    }
    case 'pending decision for the other player':
      if (!pending || players < 2) return null;
      pending.player = (Number(pending.player) + 1 + pick.below(players - 1)) % players;
      return s;
    case 'pending bounds changed': {
      if (!pending || pending.kind !== 'select') return null;
      const n = (pending.options as unknown[]).length;
      if (pending.min !== 0) pending.min = 0;
      else pending.max = pending.max === n ? n - 1 : n;
      return s;
    }
  }
}
