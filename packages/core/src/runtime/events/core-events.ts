import { copyCardObject } from '../../state/copy-card-object.js';
import type { EventHandler } from '../../contracts/ruleset-parts.js';
import type { GameEvent } from '../../contracts/game-event.js';
import type { JsonObject } from '../../contracts/json.js';
import type { GameState } from '../../contracts/game-state.js';
import type { ObjectId } from '../../contracts/ids.js';
import type { RunContext } from '../../contracts/ruleset-parts.js';
import type { Position } from '../../contracts/zone-service.js';
import { parseZoneKey } from '../../zones/zone-key.js';
import { shuffleInPlace, flipCoin } from '../../random/seeded-random.js';
import { boundaryEnds } from '../../contracts/duration.js';
import type { Duration } from '../../contracts/duration.js';
import { logText } from '../../log/log-text.js';
import {
  attachStory,
  boundaryStory,
  coinStory,
  counterStory,
  damageStory,
  loseStory,
  moveStory,
  playerDataStory,
  revealStory,
  shuffleStory,
  statusStory,
} from './core-event-stories.js';
import { NO_CHARACTERISTICS, NO_REVEALS, writableCounters, writableStatus } from '../../state/copy-on-write-fields.js';

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number => (typeof v === 'number' ? v : 0);
const masterOf = (state: GameState, id: unknown) =>
  typeof id === 'string' ? (state.objects[id]?.master ?? null) : null;

/**
 * Moves one card to a zone instance (`to` is a zone key). Cards already gone, or a full
 * destination, make the move impossible (it is simply not done, CT-1.3.2).
 */
export const moveEvent: EventHandler = {
  kind: 'move',
  story: moveStory,
  // Between two zones where abilities do not function (a draw, a discard from hand), only those zones' contents change.
  writes: (_e, o, ctx) =>
    !ctx.svc.zones.functions(str(o.from)) && !ctx.svc.zones.functions(str(o.to)) ? 'offField' : null,
  rule: (e, _s) => str(e.rule) || 'zone.move',
  affected: (e, s) => masterOf(s, e.card),
  isVoid: (e, ctx) => {
    const obj = ctx.state.objects[str(e.card)];
    if (!obj) return true;
    const to = str(e.to);
    if (obj.zone === to && obj.attachedTo === null && e.position === undefined) return true;
    return !ctx.svc.zones.hasRoom(ctx.state, to);
  },
  apply: (e, ctx) => {
    const state = ctx.state;
    const carry = e.carry === 'all' ? 'all' : Array.isArray(e.carry) ? (e.carry as string[]) : [];
    // Last-known characteristics matter for cards leaving public zones (CT-9.6.5, CT-9.10.1);
    // a card leaving a hand or deck is known by its printed information only.
    const snapshot = (obj: { id: ObjectId; zone: string }) => {
      const visible = ctx.svc.zones.defOfKey(obj.zone).visibility === 'public';
      state.lastKnown[obj.id] = {
        object: copyCardObject(state.objects[obj.id]),
        characteristics: visible ? ctx.svc.layers.characteristics(state, obj.id) : NO_CHARACTERISTICS,
        turn: state.turn.number,
      };
    };
    const def = state.objects[str(e.card)].def;
    const owner = state.objects[str(e.card)].owner;
    const out = ctx.svc.zones.move(
      state,
      str(e.card),
      str(e.to),
      (e.position ?? 'bottom') as Position,
      carry,
      snapshot,
    );
    return {
      oldId: out.oldId,
      newId: out.newId,
      from: out.from,
      to: out.to,
      fromZone: parseZoneKey(out.from).zone,
      toZone: parseZoneKey(out.to).zone,
      carried: out.carried,
      leftBehind: out.leftBehind,
      def,
      owner,
    };
  },
  describe: (e, o) =>
    `${logText(o.def)} ${logText(o.oldId)} moves ${logText(o.from)} → ` +
    `${logText(o.to)}${o.newId !== o.oldId ? ` as ${logText(o.newId)}` : ''}`,
};

export const shuffleEvent: EventHandler = {
  kind: 'shuffle',
  story: shuffleStory,
  // Shuffling a zone where abilities do not function (a deck) changes only its order.
  writes: (e, _o, ctx) => (ctx.svc.zones.functions(str(e.zone)) ? null : 'offField'),
  rule: (e) => str(e.rule) || 'random',
  affected: (e) => parseZoneKey(str(e.zone)).player,
  apply: (e, ctx) => {
    const list = ctx.state.zones[str(e.zone)] ?? [];
    shuffleInPlace(ctx.state, list);
    for (const id of list) ctx.state.objects[id].revealedTo = NO_REVEALS;
    return { count: list.length };
  },
  describe: (e) => `${logText(e.zone)} is shuffled`,
};

/**
 * Damage to a card: adds to its `damage` counter. Damage of 0 or less is not dealt and triggers
 * nothing (CT-9.9.5.1, CT-3.14.8). Reductions and "does not receive damage" are replacements.
 */
export const damageEvent: EventHandler = {
  kind: 'damage',
  story: damageStory,
  writes: 'counters',
  rule: (e) => str(e.rule) || 'damage',
  affected: (e, s) => masterOf(s, e.target),
  isVoid: (e, ctx) => num(e.amount) <= 0 || !ctx.state.objects[str(e.target)],
  apply: (e, ctx) => {
    const counters = writableCounters(ctx.state.objects[str(e.target)]);
    counters.damage = (counters.damage ?? 0) + num(e.amount);
    return { total: counters.damage };
  },
  describe: (e, o) => `${logText(e.target)} receives ${logText(e.amount)} damage (total ${logText(o.total)})`,
};

export const counterEvent: EventHandler = {
  kind: 'counter',
  story: counterStory,
  writes: 'counters',
  rule: (e) => str(e.rule) || 'counter',
  affected: (e, s) => masterOf(s, e.card),
  isVoid: (e, ctx) => num(e.amount) === 0 || !ctx.state.objects[str(e.card)],
  apply: (e, ctx) => {
    const counters = writableCounters(ctx.state.objects[str(e.card)]);
    const key = str(e.key);
    counters[key] = Math.max(0, (counters[key] ?? 0) + num(e.amount));
    if (counters[key] === 0) delete counters[key];
    return { value: counters[key] ?? 0 };
  },
  describe: (e, o) =>
    `${logText(e.card)} ${logText(e.key)} ${num(e.amount) >= 0 ? '+' : ''}${logText(e.amount)} → ${logText(o.value)}`,
};

/** Sets a status field. Entering a state already held is not performed (CT-1.3.3). */
export const statusEvent: EventHandler = {
  kind: 'status',
  story: statusStory,
  writes: (e) => `status:${str(e.key)}`,
  rule: (e) => str(e.rule) || 'status',
  affected: (e, s) => masterOf(s, e.card),
  isVoid: (e, ctx) => {
    const obj = ctx.state.objects[str(e.card)];
    return !obj || JSON.stringify(obj.status[str(e.key)] ?? null) === JSON.stringify(e.value ?? null);
  },
  apply: (e, ctx) => {
    const obj = ctx.state.objects[str(e.card)];
    const before = obj.status[str(e.key)] ?? null;
    // Triggers on a change of state may need the card's info from before it (e.g. face up, CT-9.6.9).
    const charsBefore = e.snapshot === true ? ctx.svc.layers.characteristics(ctx.state, obj.id) : null;
    writableStatus(obj)[str(e.key)] = e.value ?? null;
    const out: JsonObject = { before };
    if (charsBefore) out.charsBefore = charsBefore;
    return out;
  },
  describe: (e) => `${logText(e.card)} ${logText(e.key)} becomes ${JSON.stringify(e.value)}`,
};

export const attachEvent: EventHandler = {
  kind: 'attach',
  story: attachStory,
  // A card attached from a hand, deck or discard pile that stays out of the layer pass changes
  // only what is attached where (of its kind) and the contents of the zone it left.
  writes: (_e, o, ctx) => {
    const fromFunctioning = ctx.svc.zones.definition(str(o.fromZone)).abilitiesFunction;
    // A new object only: the old one's cached characteristics (read in its old zone) must not pass for it.
    const renewed = o.newId !== o.oldId;
    return !fromFunctioning && renewed && ctx.svc.layers.attachStaysOutOfPass(ctx.state, str(o.newId))
      ? ['offField', `attach:${str(o.attachKind)}`]
      : null;
  },
  rule: (e) => str(e.rule) || 'zone.move',
  affected: (e, s) => masterOf(s, e.to),
  isVoid: (e, ctx) => !ctx.state.objects[str(e.card)] || !ctx.state.objects[str(e.to)] || e.card === e.to,
  apply: (e, ctx) => {
    const state = ctx.state;
    const snapshot = (obj: { id: ObjectId }) => {
      state.lastKnown[obj.id] = {
        object: copyCardObject(state.objects[obj.id]),
        characteristics: ctx.svc.layers.characteristics(state, obj.id),
        turn: state.turn.number,
      };
    };
    const oldId = str(e.card);
    const fromZone = parseZoneKey(state.objects[oldId].zone).zone;
    const newId = ctx.svc.zones.attach(state, oldId, str(e.to), str(e.attachKind) || 'attached', snapshot);
    return { oldId, newId, host: str(e.to), fromZone, attachKind: str(e.attachKind) || 'attached' };
  },
  describe: (e, o) => `${logText(o.oldId)} is attached to ${logText(e.to)} (${logText(e.attachKind)})`,
};

/** A turn/phase/step boundary: durations ending there expire (CT-9.2.3). */
export const boundaryEvent: EventHandler = {
  kind: 'boundary',
  story: boundaryStory,
  // Ending no effect, a boundary only moves time on (a turn's start follows a new turn number: timing too).
  writes: (_e, o) => ((o.expired as string[]).length === 0 ? 'timing' : null),
  rule: () => 'turn',
  apply: (e, ctx) => {
    const s = ctx.state;
    const name = str(e.name);
    const q = typeof e.qualifier === 'string' ? e.qualifier : null;
    const expired: string[] = [];
    const keep = <T extends { id: string; duration: Duration | null }>(xs: T[]) =>
      xs.filter((x) => {
        const ends = x.duration !== null && boundaryEnds(x.duration, name, q, s.turn.number);
        if (ends) expired.push(x.id);
        return !ends;
      });
    s.effects = keep(s.effects);
    s.replacements = keep(s.replacements);
    s.delayed = keep(s.delayed);
    return { expired };
  },
  describe: (e, o) =>
    `${logText(e.name)}${e.qualifier ? ` (${logText(e.qualifier)})` : ''}` +
    ((o.expired as string[]).length ? `; expired ${(o.expired as string[]).join(', ')}` : ''),
};

/** A player loses (the game ends when no simultaneous batch is running, CT-1.2.1 / 1.2.5). */
export const loseEvent: EventHandler = {
  kind: 'lose',
  story: loseStory,
  rule: (e) => str(e.rule) || 'game.end',
  affected: (e) => num(e.player),
  isVoid: (e, ctx) => ctx.state.players[num(e.player)]?.lost !== null,
  apply: (e, ctx) => {
    ctx.state.players[num(e.player)].lost = { reason: str(e.reason), rule: str(e.rule) };
    return {};
  },
  describe: (e) => `player ${logText(e.player)} loses: ${logText(e.reason)}`,
};

export const coinEvent: EventHandler = {
  kind: 'coin',
  story: coinStory,
  writes: 'random',
  rule: (e) => str(e.rule) || 'random',
  affected: (e) => num(e.player),
  apply: (_e, ctx) => ({ heads: flipCoin(ctx.state) }),
  describe: (e, o) => `player ${logText(e.player)} flips a coin: ${o.heads ? 'heads' : 'tails'}`,
};

/**
 * A change of who sees a card in a hidden zone: `players` (the event's `field`, all players when
 * absent) are added to or removed from the card's `revealedTo`.
 */
function visibilityEvent(
  kind: string,
  field: 'to' | 'from',
  change: (seen: readonly number[], players: number[]) => number[],
  text: string,
): EventHandler {
  return {
    kind,
    writes: 'visibility',
    rule: (e) => str(e.rule) || 'zone.move',
    affected: (e, s) => masterOf(s, e.card),
    isVoid: (e, ctx) => !ctx.state.objects[str(e.card)],
    apply: (e, ctx) => {
      const obj = ctx.state.objects[str(e.card)];
      const players = Array.isArray(e[field]) ? (e[field] as number[]) : ctx.state.players.map((p) => p.id);
      obj.revealedTo = change(obj.revealedTo, players);
      return { def: obj.def };
    },
    describe: (e, o) => `${logText(e.card)} (${logText(o.def)}) ${text}`,
    story: (e, o, s) => ({ ...revealStory(e, o, s), kind }),
  };
}

/**
 * Reveals a card in a hidden zone to players (it stays revealed until it moves, its zone is shuffled or it is
 * concealed).
 */
export const revealEvent = visibilityEvent(
  'reveal',
  'to',
  (seen, players) => [...new Set([...seen, ...players])].sort(),
  'is revealed',
);

/** Ends a reveal: the card is hidden again from the given players (all when none are given). */
export const concealEvent = visibilityEvent(
  'conceal',
  'from',
  (seen, players) => seen.filter((p) => !players.includes(p)),
  'is hidden again',
);

/** Sets a ruleset data field of a player (per-turn counts, flags). */
export const playerDataEvent: EventHandler = {
  kind: 'playerData',
  story: playerDataStory,
  writes: 'playerData',
  rule: (e) => str(e.rule) || 'turn',
  affected: (e) => num(e.player),
  apply: (e, ctx) => {
    ctx.state.players[num(e.player)].data[str(e.key)] = e.value ?? null;
    return {};
  },
  describe: (e) => `player ${logText(e.player)} ${logText(e.key)} = ${JSON.stringify(e.value)}`,
};

export const CORE_EVENTS: readonly EventHandler[] = [
  moveEvent,
  shuffleEvent,
  damageEvent,
  counterEvent,
  statusEvent,
  attachEvent,
  boundaryEvent,
  loseEvent,
  coinEvent,
  revealEvent,
  concealEvent,
  playerDataEvent,
];

export type { GameEvent, RunContext };
