import type { GameState, CardObject } from '../contracts/game-state.js';
import type { ObjectId, PlayerId } from '../contracts/ids.js';
import { ZoneDefinitionSchema, type ZoneDefinition, type ZoneDefinitionInput } from '../contracts/zone-definition.js';
import { zoneKey, parseZoneKey } from './zone-key.js';
import { RulesetError } from '../contracts/errors.js';
import type { ZoneService, Position, MoveOutcome } from '../contracts/zone-service.js';
import {
  NO_ATTACHED,
  NO_COUNTERS,
  NO_REVEALS,
  NO_STATUS,
  sharedWhenEmpty,
  writableAttached,
} from '../state/copy-on-write-fields.js';

/**
 * Low-level zone and object operations. Stateless; everything it changes is in the given state.
 * Game code moves cards through the event pipeline (the `move` event), which calls this.
 */
export class ZoneOps implements ZoneService {
  readonly definitions: readonly ZoneDefinition[];
  private readonly byId = new Map<string, ZoneDefinition>();
  private readonly byKey = new Map<string, ZoneDefinition>();
  private readonly keys: readonly string[];
  /** Zone instance keys whose cards' abilities function, in declaration order. */
  readonly functioningKeys: readonly string[];

  constructor(
    zones: readonly ZoneDefinitionInput[],
    private readonly players: number,
    private readonly onEnterZone?: (state: GameState, obj: CardObject, zoneId: string) => void,
  ) {
    this.definitions = zones.map((z) => ZoneDefinitionSchema.parse(z));
    for (const z of this.definitions) this.byId.set(z.id, z);
    const keys: string[] = [];
    for (const z of this.definitions) {
      if (z.scope === 'shared') keys.push(z.id);
      else for (let p = 0; p < this.players; p++) keys.push(zoneKey(z.id, p));
    }
    for (const k of keys) this.byKey.set(k, this.byId.get(parseZoneKey(k).zone)!);
    this.keys = keys;
    this.functioningKeys = keys.filter((k) => this.byKey.get(k)!.abilitiesFunction);
  }

  definition(zoneId: string): ZoneDefinition {
    const d = this.byId.get(zoneId);
    if (!d) throw new RulesetError(`unknown zone "${zoneId}"`);
    return d;
  }

  /** Every zone instance key of the game. */
  allKeys(): readonly string[] {
    return this.keys;
  }

  /** The key of a zone instance, checking the zone exists and the player is given when needed. */
  key(zoneId: string, player: PlayerId | null): string {
    const d = this.definition(zoneId);
    if (d.scope === 'shared') return zoneKey(zoneId, null);
    if (player === null || player < 0 || player >= this.players)
      throw new RulesetError(`zone "${zoneId}" needs a player`);
    return zoneKey(zoneId, player);
  }

  defOfKey(key: string): ZoneDefinition {
    return this.byKey.get(key) ?? this.definition(parseZoneKey(key).zone);
  }

  /** Whether abilities of cards in this zone instance function. */
  functions(key: string): boolean {
    return this.defOfKey(key).abilitiesFunction;
  }

  /** Creates a fresh card object at the bottom (or given position) of a zone. */
  create(state: GameState, def: string, owner: PlayerId, key: string, position: Position = 'bottom'): CardObject {
    const id = `o${state.seq.object++}`;
    const { player } = parseZoneKey(key);
    const obj: CardObject = {
      id,
      def,
      owner,
      master: player ?? owner,
      zone: key,
      status: NO_STATUS,
      counters: NO_COUNTERS,
      attached: NO_ATTACHED,
      attachedTo: null,
      attachKind: null,
      enteredAt: state.seq.timestamp++,
      revealedTo: NO_REVEALS,
      previous: null,
    };
    state.objects[id] = obj;
    this.insert(state, key, id, position);
    this.onEnterZone?.(state, obj, parseZoneKey(key).zone);
    return obj;
  }

  /** Whether a zone instance can take one more top-level card. */
  hasRoom(state: GameState, key: string): boolean {
    const cap = this.defOfKey(key).capacity;
    return cap === undefined || (state.zones[key]?.length ?? 0) < cap;
  }

  /** Number of cards in a zone instance, attached cards included (always public, CT-5.1.3). */
  count(state: GameState, key: string): number {
    let n = 0;
    const walk = (id: ObjectId) => {
      n++;
      for (const a of state.objects[id]?.attached ?? []) walk(a);
    };
    for (const id of state.zones[key] ?? []) walk(id);
    return n;
  }

  /**
   * Moves a card (CT-5.1.4): between zones of one identity group it stays the same object;
   * otherwise it becomes a new object with a new id, and `snapshot` records its last-known
   * information first. Attached cards whose kind is in `carry` move along as a unit; the others
   * stay behind in the old zone as top-level cards.
   */
  move(
    state: GameState,
    id: ObjectId,
    to: string,
    position: Position,
    carry: readonly string[] | 'all',
    snapshot: (obj: CardObject) => void,
  ): MoveOutcome {
    const obj = state.objects[id];
    if (!obj) throw new RulesetError(`cannot move missing object "${id}"`);
    // A ruleset's typo ('Top', '') must not read as index 0, the top, and pass for a right answer; checked
    // before anything moves, so the game is left as it was.
    if (position !== 'top' && position !== 'bottom' && (typeof position !== 'number' || Number.isNaN(position)))
      throw new RulesetError(`position ${JSON.stringify(position)} in ${to} is not "top", "bottom" or an index`);
    const from = obj.zone;
    const fromDef = this.defOfKey(from);
    const toDef = this.defOfKey(to);
    const sameIdentity = fromDef.identityGroup !== undefined && fromDef.identityGroup === toDef.identityGroup;
    // Last-known information is the card as it was, still where it was (attached, if it was).
    if (!sameIdentity) snapshot(obj);
    this.unlink(state, obj);
    const carried: Record<ObjectId, ObjectId> = {};
    const leftBehind: ObjectId[] = [];
    if (sameIdentity) {
      obj.zone = to;
      this.retagAttached(state, obj, to);
      const { player } = parseZoneKey(to);
      if (player !== null) obj.master = player;
      this.insert(state, to, id, position);
      return { oldId: id, newId: id, from, to, carried, leftBehind };
    }
    const fresh = this.renew(state, obj, to, carried, carry, leftBehind, from);
    this.insert(state, to, fresh.id, position);
    return { oldId: id, newId: fresh.id, from, to, carried, leftBehind };
  }

  /**
   * Attaches `child` under/onto `host` (the child leaves its zone list; it keeps its identity when in the same zone).
   */
  attach(
    state: GameState,
    childId: ObjectId,
    hostId: ObjectId,
    kind: string,
    snapshot: (obj: CardObject) => void,
  ): ObjectId {
    const host = state.objects[hostId];
    let child = state.objects[childId];
    if (!host || !child) throw new RulesetError('attach: missing object');
    const changesZone = child.zone !== host.zone;
    const sameGroup =
      changesZone &&
      this.defOfKey(child.zone).identityGroup !== undefined &&
      this.defOfKey(child.zone).identityGroup === this.defOfKey(host.zone).identityGroup;
    // Last-known information is taken before the card leaves its place (see move).
    if (changesZone && !sameGroup) snapshot(child);
    this.unlink(state, child);
    if (changesZone) {
      if (sameGroup) {
        child.zone = host.zone;
      } else {
        child = this.renew(state, child, host.zone, {}, [], [], child.zone);
      }
    }
    child.attachedTo = hostId;
    child.attachKind = kind;
    writableAttached(host).push(child.id);
    return child.id;
  }

  /** Removes an object from wherever it is listed (zone list or host's attachments). */
  private unlink(state: GameState, obj: CardObject): void {
    if (obj.attachedTo !== null) {
      const host = state.objects[obj.attachedTo];
      if (host)
        host.attached = sharedWhenEmpty(
          host.attached.filter((a) => a !== obj.id),
          NO_ATTACHED,
        );
      obj.attachedTo = null;
      obj.attachKind = null;
    } else {
      const list = state.zones[obj.zone];
      const i = list ? list.indexOf(obj.id) : -1;
      if (i >= 0) list.splice(i, 1);
    }
  }

  private retagAttached(state: GameState, obj: CardObject, to: string): void {
    for (const a of obj.attached) {
      const c = state.objects[a];
      if (c) {
        c.zone = to;
        this.retagAttached(state, c, to);
      }
    }
  }

  /** Replaces an object with a new one in zone `to`; carried attachments are renewed recursively. */
  private renew(
    state: GameState,
    obj: CardObject,
    to: string,
    carried: Record<ObjectId, ObjectId>,
    carry: readonly string[] | 'all',
    leftBehind: ObjectId[],
    from: string,
  ): CardObject {
    const { player, zone } = parseZoneKey(to);
    const fresh: CardObject = {
      id: `o${state.seq.object++}`,
      def: obj.def,
      owner: obj.owner,
      master: player ?? obj.owner,
      zone: to,
      status: NO_STATUS,
      counters: NO_COUNTERS,
      attached: NO_ATTACHED,
      attachedTo: null,
      attachKind: null,
      enteredAt: state.seq.timestamp++,
      revealedTo: NO_REVEALS,
      previous: obj.id,
    };
    delete state.objects[obj.id];
    state.objects[fresh.id] = fresh;
    this.onEnterZone?.(state, fresh, zone);
    for (const childId of obj.attached) {
      const child = state.objects[childId];
      if (!child) continue;
      if (carry === 'all' || (child.attachKind !== null && carry.includes(child.attachKind))) {
        const kind = child.attachKind;
        child.attachedTo = null;
        const renewed = this.renew(state, child, to, carried, carry, leftBehind, from);
        renewed.attachedTo = fresh.id;
        renewed.attachKind = kind;
        writableAttached(fresh).push(renewed.id);
        carried[childId] = renewed.id;
      } else {
        child.attachedTo = null;
        child.attachKind = null;
        this.insert(state, from, childId, 'bottom');
        leftBehind.push(childId);
      }
    }
    return fresh;
  }

  private insert(state: GameState, key: string, id: ObjectId, position: Position): void {
    const list = (state.zones[key] ??= []);
    if (position === 'top') list.unshift(id);
    else if (position === 'bottom') list.push(id);
    else list.splice(Math.max(0, Math.min(position, list.length)), 0, id);
  }
}
