import {
  zoneKey,
  parseZoneKey,
  type GameState,
  type ObjectId,
  type PlayerId,
  type RunContext,
  type Characteristics,
  logText,
} from '@tcgkit/core';
import { AREAS, FRIEND_AREAS, isArea, type AreaId } from '../rules/zones.js';
import { resolveOptions, type ChaosOptions } from '../rules/options.js';

/** Board reads shared by the procedures (they hold no state). */
export const opponentOf = (p: PlayerId): PlayerId => 1 - p;
export const options = (s: GameState): ChaosOptions => resolveOptions(s.ruleset.options);
export const areaKey = (area: AreaId, p: PlayerId): string => zoneKey(area, p);
export const zoneOf = (s: GameState, id: ObjectId): string => parseZoneKey(s.objects[id].zone).zone;

/** Zone keys of each player's areas, made once (rule processes read every area at every check timing). */
const areaKeys: string[][] = [];
const keysOf = (p: PlayerId): string[] => (areaKeys[p] ??= AREAS.map((a) => areaKey(a, p)));
const isCharaObject = (s: GameState, id: ObjectId): boolean =>
  s.objects[id].attachKind === null && !s.objects[id].status.stackRole;

/** Top-level cards of an area that are charas (normally one; two until chara duplication, CT-11.3.1). */
export function charasIn(s: GameState, p: PlayerId, area: AreaId): ObjectId[] {
  return (s.zones[keysOf(p)[AREAS.indexOf(area)]] ?? []).filter((id) => isCharaObject(s, id));
}

/** The chara of an area (CT-2.2.4), if any. */
export const charaOf = (s: GameState, p: PlayerId, area: AreaId): ObjectId | null => charasIn(s, p, area)[0] ?? null;

/** Every chara a player masters, with its area. */
export function charasOf(s: GameState, p: PlayerId): { id: ObjectId; area: AreaId }[] {
  const out: { id: ObjectId; area: AreaId }[] = [];
  const keys = keysOf(p);
  for (let i = 0; i < AREAS.length; i++)
    for (const id of s.zones[keys[i]] ?? []) if (isCharaObject(s, id)) out.push({ id, area: AREAS[i] });
  return out;
}

/** The friends of a player: charas outside the partner area (CT-3.12.1). */
export const friendsOf = (s: GameState, p: PlayerId): ObjectId[] => FRIEND_AREAS.flatMap((a) => charasIn(s, p, a));
export const partnerOf = (s: GameState, p: PlayerId): ObjectId | null => charaOf(s, p, 'partner');
export const isPartner = (s: GameState, id: ObjectId): boolean =>
  zoneOf(s, id) === 'partner' && s.objects[id].attachKind === null;
export const isChara = (s: GameState, id: ObjectId): boolean =>
  !!s.objects[id] && isArea(zoneOf(s, id)) && s.objects[id].attachKind === null && !s.objects[id].status.stackRole;

/** Cards stacked on a chara by kind (level cards CT-3.9.1, set cards CT-3.10.4, charas under it CT-3.10.2). */
export const stacked = (s: GameState, id: ObjectId, kind: 'level' | 'set' | 'base'): ObjectId[] =>
  (s.objects[id]?.attached ?? []).filter((a) => s.objects[a]?.attachKind === kind);

export const faceUp = (s: GameState, id: ObjectId): boolean => s.objects[id].status.face !== 'down';
export const pose = (s: GameState, id: ObjectId): string => text(s.objects[id].status.pose ?? 'stand');
export const handOf = (s: GameState, p: PlayerId): ObjectId[] => [...(s.zones[zoneKey('hand', p)] ?? [])];
export const deckOf = (s: GameState, p: PlayerId): ObjectId[] => [...(s.zones[zoneKey('deck', p)] ?? [])];

export const chars = (ctx: RunContext, id: ObjectId): Characteristics => ctx.svc.layers.view(ctx.state, id);
export const num = (v: unknown): number => (typeof v === 'number' ? v : 0);
/** A JSON value as text for log lines and keys (the core's {@link logText}). */
export const text = logText;
export const list = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
export const hasSkill = (ctx: RunContext, id: ObjectId, skill: string): boolean =>
  list(chars(ctx, id).skills).includes(skill);
export const hasKeyword = (ctx: RunContext, id: ObjectId, kw: string): boolean =>
  list(chars(ctx, id).keywords).includes(kw);
export const hasAppend = (ctx: RunContext, id: ObjectId, word: string): boolean =>
  list(chars(ctx, id).append).includes(word);

/** The state of the current battle (CT-8.1.2); null outside one. */
export interface BattleState {
  attacker: ObjectId;
  /** The attack target: a chara id or a player (CT-8.3.1.1). */
  target: { chara: ObjectId } | { player: PlayerId };
  originalTarget: { chara: ObjectId } | { player: PlayerId };
  guard: ObjectId | null;
  damageTarget: { chara: ObjectId } | { player: PlayerId } | null;
  /** Master of the attack chara when it last existed (CT-12.6.3). */
  attackerMaster: PlayerId;
  /** Charas that dealt their damage in the first-strike sub-step (CT-8.7.1.5). */
  dealtFirst: ObjectId[];
  /** Charas participating in this battle (CT-8.3.1.3, CT-8.5.1, CT-12.2.2). */
  participants: ObjectId[];
}
export const battleOf = (s: GameState): BattleState | null =>
  (s.data.battle as unknown as BattleState | undefined) ?? null;
