import type { GameEvent } from '../../contracts/game-event.js';
import type { GameState } from '../../contracts/game-state.js';
import type { JsonObject } from '../../contracts/json.js';
import type { LogStoryDraft } from '../../contracts/log-story.js';

/*
 * What the core's own events tell a player, as log stories. Kinds carry the zones or keys that
 * give them meaning (`move:deck>hand` is a draw in most games), so that a ruleset's presentation
 * can word each one; a template may leave a part out (`move:*>hand`).
 */

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number => (typeof v === 'number' ? v : 0);
const masterOf = (state: GameState, id: unknown) =>
  typeof id === 'string' ? (state.objects[id]?.master ?? null) : null;

export const moveStory = (_e: GameEvent, o: JsonObject): LogStoryDraft => ({
  kind: `move:${str(o.fromZone)}>${str(o.toZone)}`,
  actor: num(o.owner),
  cards: { card: { id: str(o.newId), zones: [str(o.from), str(o.to)] } },
});

export const shuffleStory = (e: GameEvent, o: JsonObject, s: GameState): LogStoryDraft => {
  const key = str(e.zone);
  const player = s.objects[s.zones[key]?.[0] ?? '']?.owner ?? null;
  return { kind: 'shuffle', actor: player, numbers: { count: num(o.count) }, words: { zone: key.split(':')[0] } };
};

export const damageStory = (e: GameEvent, o: JsonObject, s: GameState): LogStoryDraft => ({
  kind: 'damage',
  actor: masterOf(s, e.target),
  cards: {
    target: str(e.target),
    ...(typeof e.source === 'string' && s.objects[e.source] ? { source: e.source } : {}),
  },
  numbers: { amount: num(e.amount), total: num(o.total) },
});

/**
 * Counters put on a card (`counter:damage`, amount > 0) or removed from it (`counter:damage:removed`,
 * the amount removed as a positive number): "−20 added" reads as nonsense to a player.
 */
export const counterStory = (e: GameEvent, o: JsonObject, s: GameState): LogStoryDraft => {
  const amount = num(e.amount);
  return {
    kind: amount < 0 ? `counter:${str(e.key)}:removed` : `counter:${str(e.key)}`,
    actor: masterOf(s, e.card),
    cards: { card: str(e.card) },
    numbers: { amount: Math.abs(amount), value: num(o.value) },
  };
};

export const statusStory = (e: GameEvent, _o: JsonObject, s: GameState): LogStoryDraft => {
  const value = e.value;
  // `status:asleep` when a condition starts, `status:asleep:off` when it ends, `status:pose:rest` for a named value.
  const suffix = value === null || value === false ? ':off' : typeof value === 'string' ? `:${value}` : '';
  return { kind: `status:${str(e.key)}${suffix}`, actor: masterOf(s, e.card), cards: { card: str(e.card) } };
};

export const attachStory = (e: GameEvent, o: JsonObject, s: GameState): LogStoryDraft => ({
  kind: `attach:${str(o.attachKind)}`,
  actor: masterOf(s, e.to),
  cards: { card: str(o.newId), host: str(e.to) },
});

export const loseStory = (e: GameEvent): LogStoryDraft => ({ kind: 'lose', actor: num(e.player) });

export const coinStory = (e: GameEvent, o: JsonObject): LogStoryDraft => ({
  kind: o.heads ? 'coin:heads' : 'coin:tails',
  actor: num(e.player),
});

export const revealStory = (e: GameEvent, _o: JsonObject, s: GameState): LogStoryDraft => ({
  kind: 'reveal',
  actor: masterOf(s, e.card),
  cards: { card: str(e.card) },
});

export const playerDataStory = (e: GameEvent): LogStoryDraft => ({
  kind: `playerData:${str(e.key)}`,
  actor: num(e.player),
  ...(typeof e.value === 'number' ? { numbers: { value: e.value } } : {}),
});

export const boundaryStory = (e: GameEvent): LogStoryDraft => ({
  kind: `boundary:${str(e.name)}${e.qualifier ? `:${str(e.qualifier)}` : ''}`,
});
