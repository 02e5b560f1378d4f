import { cloneJson } from '../contracts/json.js';
import type { GameState, CardObject } from '../contracts/game-state.js';
import type { ObjectId, PlayerId } from '../contracts/ids.js';
import type { Json } from '../contracts/json.js';
import type {
  ContinuousEffectInstance,
  EffectPart,
  CharacteristicOp,
  Affects,
} from '../contracts/continuous-effect.js';
import {
  ABILITIES,
  INVALID_ABILITIES,
  abilityValid,
  asList,
  frozenTemplate,
  type Characteristics,
} from '../contracts/characteristics.js';
import type { ExpressionService } from '../contracts/expression-service.js';
import type { EvalContext } from '../contracts/eval-context.js';
import type {
  CardPool,
  CardDefinition,
  CodeOp,
  EffectApplicability,
  LayerOrder,
} from '../contracts/extension-points.js';
import type { AbilityLookup } from '../contracts/ability-lookup.js';
import type { ZoneService } from '../contracts/zone-service.js';
import { byTimestamp, orderByDependency } from './dependency-order.js';
import { ALL_FACETS, type StateFacet } from '../contracts/state-facet.js';
import { facetsRead, facetSeen, type DeclaredReads } from './facet-reads.js';
import { RulesetError } from '../contracts/errors.js';
import type { EventWrites } from '../contracts/state-facet.js';
import type { LayerService } from '../contracts/layer-service.js';

/** The shared empty set a work record starts with; written sets are made on first write ({@link own}). */
const NO_IDS: ReadonlySet<string> = new Set<string>();
/** The shared empty list every object's invalid-ability list starts as (ops replace lists, never edit them). */
const NO_VALUES: Json[] = Object.freeze([]) as unknown as Json[];
const own = (set: ReadonlySet<string>): Set<string> => (set === NO_IDS ? new Set<string>() : (set as Set<string>));
const copyIds = (set: ReadonlySet<string>): ReadonlySet<string> => (set === NO_IDS ? NO_IDS : new Set(set));
/**
 * Base characteristics with the keys every object has: an ability list, and no invalid abilities
 * yet. Built as one object literal: V8 turns a copied object with many keys into a slow
 * dictionary when keys are then added one at a time, and every read and copy of it pays.
 */
function completed(chars: Characteristics): Characteristics {
  return {
    ...chars,
    [ABILITIES]: Array.isArray(chars[ABILITIES]) ? chars[ABILITIES] : NO_VALUES,
    [INVALID_ABILITIES]: NO_VALUES,
  };
}

/** The id list of "every ability" (CT-9.3.4). */
const ALL_ABILITIES: readonly string[] = Object.freeze(['*']);

/** A new list of the ids of `a`, then those of `b` not already in it (in order, each once). */
function mergedIds(a: readonly string[], b: readonly string[]): string[] {
  const out: string[] = [];
  for (const x of a) if (!out.includes(x)) out.push(x);
  for (const x of b) if (!out.includes(x)) out.push(x);
  return out;
}

/** Whether two ability lists hold the same ids in the same order (rulesets may build a fresh list each time). */
function sameList(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** A working record for one object while layers are applied. */
interface Work {
  chars: Characteristics;
  /**
   * Whether `chars` is this record's own; otherwise it is a shared frozen template, copied on the first write ({@link
   * writable}).
   */
  owned: boolean;
  /** Effects invalidated for this object (CT-9.8.5 / CT-9.3.7). */
  invalidEffects: ReadonlySet<string>;
  /** Keys that may no longer be modified (CT-9.8.6). */
  prohibited: ReadonlySet<string>;
}

/** An object's static effect parts by layer, with what they were derived from. */
interface StaticParts {
  list: unknown;
  zone: string;
  master: PlayerId;
  enteredAt: number;
  parts: Map<string, OrderedPart[]>;
}

/**
 * A part's (or a static ability's effect's) place in its printed list, as id text. Equal timestamps (which the
 * rules do not order) are ordered by id, so the place is written at a fixed width: "#10" must not sort before "#2".
 */
const position = (i: number): string => String(i).padStart(4, '0');

interface OrderedPart {
  id: string;
  timestamp: number;
  effect: ContinuousEffectInstance;
  part: EffectPart;
}

interface Cache {
  version: number;
  work: Map<ObjectId, Work>;
  /** Per layer, the parts in application order (computed over the objects whose abilities function). */
  plan: OrderedPart[][] | null;
  computing: Set<ObjectId>;
  /** While the layer pass runs, objects outside it read mid-pass are computed but not kept. */
  passing: boolean;
  /** The characteristics reader evaluation contexts share ({@link LayerEngine.reader}). */
  read?: (id: ObjectId) => Characteristics;
  /** What the static abilities in `plan` read (made when first asked). */
  staticReads?: Set<StateFacet>;
}

/**
 * Computes characteristics from printed values and continuous effects, layer by layer in the
 * ruleset's order (CT-9.8). Nothing is stored in the state; results are cached per state
 * version and recomputed after any event.
 */
export class LayerEngine implements LayerService {
  private readonly caches = new WeakMap<GameState, Cache>();
  /** The ruleset's rule effects as instances, made once: the same objects in every pass. */
  private readonly ruleEffects: readonly ContinuousEffectInstance[];
  private readonly defs = new Map<string, CardDefinition>();
  private readonly codeOps = new Map<string, CodeOp>();

  constructor(
    private readonly pool: CardPool,
    private readonly order: LayerOrder,
    private readonly evaluator: ExpressionService,
    private readonly abilities: AbilityLookup,
    private readonly zones: ZoneService,
    codeOps: readonly CodeOp[],
    private readonly applicability: EffectApplicability | null,
  ) {
    for (const c of pool.cards) this.defs.set(c.id, c);
    for (const op of codeOps) this.codeOps.set(op.name, op);
    this.functioningZones = new Set(zones.functioningKeys.map((k) => zones.defOfKey(k).id));
    this.ruleEffects = (order.ruleEffects ?? []).map((r) => ({ ...r, fromStatic: false }));
    this.passFixedReads = new Set(pool.baseReads ?? ALL_FACETS);
    if (applicability) for (const f of applicability.stateReads ?? ALL_FACETS) this.passFixedReads.add(f);
    facetsRead((order.ruleEffects ?? []) as unknown as Json, this.functioningZones, this.passFixedReads, this.declared);
    this.fixedReads = new Set(this.passFixedReads);
    for (const a of abilities.all())
      if (a.kind === 'static')
        facetsRead((a.continuous ?? []) as unknown as Json, this.functioningZones, this.fixedReads, this.declared);
  }

  card(defId: string): CardDefinition {
    const d = this.defs.get(defId);
    if (!d) throw new RulesetError(`unknown card definition "${defId}"`);
    return d;
  }

  /** The computed characteristics of an object (a fresh copy the caller may keep). */
  characteristics(state: GameState, id: ObjectId): Characteristics {
    // Characteristics are mostly scalars and lists of scalars: copy those directly, deep-copy the rest.
    const src = this.view(state, id);
    const out: Characteristics = {};
    for (const k in src) {
      const v = src[k];
      if (v === null || typeof v !== 'object') out[k] = v;
      else if (Array.isArray(v) && v.every((x) => x === null || typeof x !== 'object')) out[k] = v.slice();
      else out[k] = cloneJson(v);
    }
    return out;
  }

  /** The computed characteristics of an object, shared with the cache (frozen). */
  view(state: GameState, id: ObjectId): Characteristics {
    const cache = this.cache(state);
    const done = cache.work.get(id);
    if (done && cache.plan) return done.chars;
    if (!cache.plan) this.computeFunctioning(state, cache);
    const again = cache.work.get(id);
    if (again) return again.chars;
    return this.computeOne(state, cache, id).chars;
  }

  /** The characteristics of an object as if the effects `leaveOut` picks were not in force (not cached). */
  viewLeavingOut(
    state: GameState,
    id: ObjectId,
    leaveOut: (effect: ContinuousEffectInstance) => boolean,
  ): Characteristics {
    // A shallow copy has its own cache, so the pass without those effects never mixes with the state's.
    const copy: GameState = { ...state };
    this.leavingOut.set(copy, leaveOut);
    return this.view(copy, id);
  }

  /** The effects left out of the passes of a copy made by {@link viewLeavingOut}. */
  private readonly leavingOut = new WeakMap<GameState, (effect: ContinuousEffectInstance) => boolean>();

  /** All continuous effects in force now, static ones included (for inspection and tests). */
  activeEffects(state: GameState): ContinuousEffectInstance[] {
    const cache = this.cache(state);
    if (!cache.plan) this.computeFunctioning(state, cache);
    const seen = new Map<string, ContinuousEffectInstance>();
    for (const layer of cache.plan ?? []) for (const p of layer) seen.set(p.effect.id, p.effect);
    return [...seen.values()];
  }

  /**
   * Whether the layer pass reads a facet of the state: through the base characteristics, the
   * effect applicability hook, or the data of any effect that can be in force now.
   */
  readsFacet(state: GameState, facet: StateFacet): boolean {
    return facetSeen(this.fixedReads, facet) || this.effectsRead(state, facet);
  }

  /**
   * After an event that changed only `writes`: the results cached for state version `before`
   * stay valid for the new version when nothing they were computed from reads those parts — the
   * base characteristics, the applicability hook, rule effects, the effects in force, and the
   * static abilities of the objects in that pass (a card bringing others joins the pass only
   * through an event that writes more than facets).
   */
  keepAfter(state: GameState, before: number, writes: EventWrites): void {
    const c = this.caches.get(state);
    if (!c || c.version !== before) return;
    if (writes !== 'nothing')
      for (const f of typeof writes === 'string' ? [writes] : writes) if (this.passReads(state, c, f)) return;
    c.version = state.version;
  }

  /** Whether the pass cached in `c` reads a facet (see {@link keepAfter}). */
  private passReads(state: GameState, c: Cache, facet: StateFacet): boolean {
    if (facetSeen(this.passFixedReads, facet) || this.effectsRead(state, facet)) return true;
    // Without a pass there is no list of static abilities in play: every one in the pool counts.
    if (!c.plan) return facetSeen(this.fixedReads, facet);
    c.staticReads ??= this.staticReadsOf(c.plan);
    return facetSeen(c.staticReads, facet);
  }

  /** What the static abilities whose parts a pass applies read. */
  private staticReadsOf(plan: readonly OrderedPart[][]): Set<StateFacet> {
    const out = new Set<StateFacet>();
    for (const layer of plan) {
      for (const p of layer) {
        if (!p.effect.fromStatic || p.effect.ability === null) continue;
        let reads = this.abilityReads.get(p.effect.ability);
        if (!reads) {
          const ability = this.abilities.get(p.effect.ability);
          const continuous = ability?.kind === 'static' ? ability.continuous : undefined;
          reads = continuous
            ? facetsRead(continuous as unknown as Json, this.functioningZones, new Set(), this.declared)
            : new Set(ALL_FACETS);
          this.abilityReads.set(p.effect.ability, reads);
        }
        for (const f of reads) out.add(f);
      }
    }
    return out;
  }

  private readonly abilityReads = new Map<string, Set<StateFacet>>();

  /** Whether an effect in force reads a facet. */
  private effectsRead(state: GameState, facet: StateFacet): boolean {
    for (const e of state.effects) {
      let reads = this.effectReads.get(e);
      if (!reads)
        this.effectReads.set(
          e,
          (reads = facetsRead(e as unknown as Json, this.functioningZones, new Set(), this.declared)),
        );
      if (facetSeen(reads, facet)) return true;
    }
    return false;
  }

  /**
   * Whether a card just attached from a zone where abilities do not function stays out of the
   * layer pass: attachments join it on demand only ({@link LayerOrder.attachmentsOnDemand}), no
   * effect can grant abilities, and its card prints no static ability. Then attaching it changes
   * no effect in force, only what readers of attachments see.
   */
  attachStaysOutOfPass(state: GameState, id: ObjectId): boolean {
    const obj = state.objects[id];
    return (
      obj !== undefined &&
      this.order.attachmentsOnDemand === true &&
      !this.abilities.mayGrant(state) &&
      !this.hasStatic(obj)
    );
  }

  /**
   * Keeps the cached results of state version `before` for the current version, unconditionally
   * (for callers that know the change was invisible to layers; the pipeline uses {@link keepAfter}).
   */
  carryOver(state: GameState, before: number): void {
    const c = this.caches.get(state);
    if (c && c.version === before) c.version = state.version;
  }

  private readonly effectReads = new WeakMap<object, Set<StateFacet>>();
  private readonly declared: DeclaredReads = {
    operator: (name) => this.evaluator.operatorReads(name),
    code: (name) => this.codeOps.get(name)?.stateReads,
  };
  private readonly functioningZones: ReadonlySet<string>;

  /** Facets read whatever effects exist: base characteristics, applicability, static abilities, rule effects. */
  private readonly fixedReads: Set<StateFacet>;
  /** The same without static abilities (a pass knows which are in play). */
  private readonly passFixedReads: Set<StateFacet>;

  /** Forget cached results for a state (after it was changed outside the event pipeline). */
  invalidate(state: GameState): void {
    this.caches.delete(state);
    this.shadows.delete(state);
    this.staticsByState.delete(state);
  }

  /**
   * Final characteristics read from inside a layer pass: computed on a shallow copy of the state
   * (its own cache) in which nested `finalOf` reads return null, which breaks copy cycles.
   */
  private finalOf(state: GameState, id: ObjectId): Readonly<Characteristics> | null {
    if (this.shadowStates.has(state) || !state.objects[id]) return null;
    let shadow = this.shadows.get(state);
    if (!shadow || shadow.version !== state.version) {
      const copy: GameState = { ...state };
      this.shadowStates.add(copy);
      const leaveOut = this.leavingOut.get(state);
      if (leaveOut) this.leavingOut.set(copy, leaveOut);
      shadow = { version: state.version, state: copy };
      this.shadows.set(state, shadow);
    }
    return this.view(shadow.state, id);
  }

  private readonly shadows = new WeakMap<GameState, { version: number; state: GameState }>();
  private readonly shadowStates = new WeakSet<GameState>();

  private cache(state: GameState): Cache {
    let c = this.caches.get(state);
    if (!c || c.version !== state.version) {
      c = { version: state.version, work: new Map(), plan: null, computing: new Set(), passing: false };
      this.caches.set(state, c);
    }
    return c;
  }

  private base(state: GameState, obj: CardObject): Work {
    const chars = this.pool.baseCharacteristics(this.card(obj.def), obj, state);
    // A template seen before is looked up first: cheaper than asking whether an object is frozen.
    const known = this.templates.get(chars);
    if (known) return { chars: known, owned: false, invalidEffects: NO_IDS, prohibited: NO_IDS };
    if (Object.isFrozen(chars))
      return { chars: this.template(chars), owned: false, invalidEffects: NO_IDS, prohibited: NO_IDS };
    return { chars: completed(chars), owned: true, invalidEffects: NO_IDS, prohibited: NO_IDS };
  }

  /** A shared frozen template, completed once. */
  private template(printed: Characteristics): Characteristics {
    let done = this.templates.get(printed);
    if (!done) this.templates.set(printed, (done = frozenTemplate(completed(printed))));
    return done;
  }

  private readonly templates = new WeakMap<Characteristics, Characteristics>();

  /** The record's characteristics, copied first if they are still the shared template. */
  private writable(w: Work): Characteristics {
    if (!w.owned) {
      // Object.assign, not a spread: spreading a frozen template takes V8's slow path (about twice the time).
      w.chars = Object.assign({}, w.chars);
      w.owned = true;
    }
    return w.chars;
  }

  /** Floors (CT-1.3.8), then freezes an object's own characteristics (a shared template is frozen already). */
  private settle(w: Work): void {
    for (const k of this.order.floors ?? [])
      if (typeof w.chars[k] === 'number' && w.chars[k] < 0) this.writable(w)[k] = 0;
    // Cached results are shared (views, readers): frozen, so that a mutation fails loudly instead of corrupting the
    // cache.
    if (w.owned) frozenTemplate(w.chars);
  }

  /**
   * Objects whose abilities function: every card (and attachment) in a functioning zone. With
   * `attachmentsOnDemand`, an attached card joins only when its card prints a static ability (or
   * effects could grant one); the others are computed when read.
   */
  private functioningObjects(state: GameState): ObjectId[] {
    const out: ObjectId[] = [];
    const lazy = this.order.attachmentsOnDemand === true && !this.abilities.mayGrant(state);
    const walk = (id: ObjectId, attached: boolean) => {
      const obj = state.objects[id];
      if (!obj) return;
      if (!attached || !lazy || this.hasStatic(obj)) out.push(id);
      for (const a of obj.attached) walk(a, true);
    };
    for (const z of this.zones.functioningKeys) for (const id of state.zones[z] ?? []) walk(id, false);
    return out;
  }

  /** Whether an object's card prints a static ability. */
  private hasStatic(obj: CardObject): boolean {
    let has = this.printsStatic.get(obj.def);
    if (has === undefined)
      this.printsStatic.set(obj.def, (has = (this.card(obj.def).abilities ?? []).some((a) => a.kind === 'static')));
    return has;
  }

  private readonly printsStatic = new Map<string, boolean>();

  /**
   * The layer pass over functioning objects: at each layer, gather the effects in force
   * (stored ones, rule effects, and static abilities still valid on their sources), order them
   * by dependency then timestamp, and apply them. Records the order as the plan for other objects.
   */
  private computeFunctioning(state: GameState, cache: Cache): void {
    const ids = this.functioningObjects(state);
    for (const id of ids) cache.work.set(id, this.base(state, state.objects[id]));
    const leaveOut = this.leavingOut.get(state);
    const inForce = (effects: ContinuousEffectInstance[]) => (leaveOut ? effects.filter((e) => !leaveOut(e)) : effects);
    const stored = this.byLayer(inForce(this.storedEffects(state)));
    // Static effects depend only on an object's ability list, its zone, master and arrival:
    // derived once per distinct combination and kept from pass to pass for the objects still
    // functioning.
    const previous = this.staticsByState.get(state);
    const statics = new Map<ObjectId, StaticParts>();
    this.staticsByState.set(state, statics);
    const staticParts = (id: ObjectId): Map<string, OrderedPart[]> => {
      const chars = cache.work.get(id)!.chars;
      // Asked again at each layer: an earlier layer may have changed the ability list.
      const mine = statics.get(id);
      if (mine && mine.list === chars[ABILITIES]) return mine.parts;
      const obj = state.objects[id];
      const hit = previous?.get(id);
      if (
        hit &&
        sameList(hit.list, chars[ABILITIES]) &&
        hit.zone === obj.zone &&
        hit.master === obj.master &&
        hit.enteredAt === obj.enteredAt
      ) {
        statics.set(id, {
          list: chars[ABILITIES],
          zone: hit.zone,
          master: hit.master,
          enteredAt: hit.enteredAt,
          parts: hit.parts,
        });
        return hit.parts;
      }
      const parts = this.byLayer(inForce(this.staticEffects(state, id, chars, obj)));
      statics.set(id, { list: chars[ABILITIES], zone: obj.zone, master: obj.master, enteredAt: obj.enteredAt, parts });
      return parts;
    };
    const plan: OrderedPart[][] = [];
    cache.plan = plan; // visible to nested reads during the pass (they see the partial plan)
    cache.passing = true;
    for (const layer of this.order.layers) {
      // Most objects have no static part in a layer: nothing is allocated for them.
      const parts: OrderedPart[] = stored.get(layer)?.slice() ?? [];
      for (const id of ids) {
        const mine = staticParts(id).get(layer);
        if (mine) for (const x of mine) parts.push(x);
      }
      plan.push(this.applyLayer(state, cache, parts, ids));
    }
    for (const id of ids) this.settle(cache.work.get(id)!);
    cache.passing = false;
  }

  /** Each state's static effect parts of its functioning objects at its last layer pass. */
  private readonly staticsByState = new WeakMap<GameState, Map<ObjectId, StaticParts>>();

  /** The parts of some effects grouped by layer. */
  private byLayer(effects: readonly ContinuousEffectInstance[]): Map<string, OrderedPart[]> {
    const m = new Map<string, OrderedPart[]>();
    for (const e of effects) {
      for (const p of this.orderedParts(e)) {
        let l = m.get(p.part.layer);
        if (!l) m.set(p.part.layer, (l = []));
        l.push(p);
      }
    }
    return m;
  }

  /**
   * An effect's parts as the pass orders them, made once per effect object and part list: an effect in
   * force stays in force over many passes, and each pass would otherwise build the same records again.
   */
  private orderedParts(e: ContinuousEffectInstance): readonly OrderedPart[] {
    const known = this.partsOf.get(e);
    if (known && known.parts === e.parts && known.timestamp === e.timestamp) return known.ordered;
    const ordered = e.parts.map((part, i) => ({
      id: `${e.id}#${position(i)}`,
      timestamp: e.timestamp,
      effect: e,
      part,
    }));
    this.partsOf.set(e, { parts: e.parts, timestamp: e.timestamp, ordered });
    return ordered;
  }

  private readonly partsOf = new WeakMap<
    ContinuousEffectInstance,
    { parts: readonly EffectPart[]; timestamp: number; ordered: OrderedPart[] }
  >();

  /** Characteristics of an object whose abilities do not function (deck, hand…): the plan applied to it. */
  private computeOne(state: GameState, cache: Cache, id: ObjectId): Work {
    const obj = state.objects[id];
    if (!obj) throw new RulesetError(`no card object "${id}"`);
    if (cache.computing.has(id)) return this.base(state, obj);
    cache.computing.add(id);
    const w = this.base(state, obj);
    for (const layer of cache.plan ?? []) for (const p of layer) this.applyPart(state, cache, p, id, w);
    this.settle(w);
    cache.computing.delete(id);
    if (!cache.passing) cache.work.set(id, w);
    return w;
  }

  private storedEffects(state: GameState): ContinuousEffectInstance[] {
    const out: ContinuousEffectInstance[] = [];
    for (const r of this.ruleEffects) out.push(r);
    for (const e of state.effects) {
      if (e.duration.kind === 'duringTurn' && state.turn.number !== e.duration.turn) continue;
      if (e.duration.kind === 'while' && !this.evaluator.test(e.duration.condition, this.ctx(state, e))) continue;
      out.push(e);
    }
    return out;
  }

  /** Effects of an object's valid static abilities (CT-9.8.4: invalidated abilities produce none). */
  private staticEffects(
    state: GameState,
    id: ObjectId,
    chars: Characteristics,
    obj: CardObject,
  ): ContinuousEffectInstance[] {
    const out: ContinuousEffectInstance[] = [];
    const zoneId = this.zones.defOfKey(obj.zone).id;
    for (const aid of asList(chars[ABILITIES])) {
      const ability = this.abilities.get(aid);
      if (ability?.kind !== 'static' || !ability.continuous) continue;
      if (ability.functionsIn && !ability.functionsIn.includes(zoneId)) continue;
      ability.continuous.forEach((spec, i) => {
        out.push({
          id: `static:${id}:${aid}:${position(i)}`,
          source: id,
          ability: aid,
          controller: obj.master,
          timestamp: obj.enteredAt,
          lockedAt: null,
          affects: spec.affects,
          parts: spec.parts,
          duration: { kind: 'static' },
          flags: spec.flags ?? [],
          vars: {},
          fromStatic: true,
        });
      });
    }
    return out;
  }

  /** Whether a static effect's ability is still valid on its source (checked per layer). */
  private sourceValid(cache: Cache, e: ContinuousEffectInstance): boolean {
    if (!e.fromStatic || e.source === null || e.ability === null) return true;
    const w = cache.work.get(e.source);
    return w ? abilityValid(w.chars, e.ability) : false;
  }

  /**
   * Applies one layer's parts to every object in dependency order (CT-9.8.11) and returns that order.
   * Whether B depends on A is judged on the characteristics as they stand when the next part is
   * chosen, after the parts before it have applied: a chain of dependencies (C needs what B gives
   * only once A has applied) then resolves link by link, as the rule's "whether A is applied first
   * changes what B applies to" reads for each choice.
   */
  private applyLayer(state: GameState, cache: Cache, parts: OrderedPart[], ids: ObjectId[]): OrderedPart[] {
    const candidates = parts.length < 2 ? null : this.dependencyCandidates(parts);
    if (!candidates) {
      const ordered = [...parts].sort(byTimestamp);
      for (const p of ordered) this.applyToAll(state, cache, p, ids);
      return ordered;
    }
    // B depends on A when applying A first changes what B applies to or what B does (CT-9.8.11):
    // decided by trial application on the current working characteristics.
    const dependsOn = (b: OrderedPart, a: OrderedPart): boolean => {
      const before = this.footprint(state, cache, b, ids);
      const saved = new Map<ObjectId, Work>();
      for (const id of ids) {
        const w = cache.work.get(id)!;
        saved.set(id, w);
        cache.work.set(id, {
          chars: cloneJson(w.chars),
          owned: true,
          invalidEffects: copyIds(w.invalidEffects),
          prohibited: copyIds(w.prohibited),
        });
      }
      for (const id of ids) this.applyPart(state, cache, a, id, cache.work.get(id)!);
      const after = this.footprint(state, cache, b, ids);
      for (const [id, w] of saved) cache.work.set(id, w);
      return before !== after;
    };
    const ordered: OrderedPart[] = [];
    const remaining = new Set(parts);
    while (remaining.size > 0) {
      const left = [...remaining];
      const [next] = orderByDependency(left, (b) => candidates(b).filter((a) => remaining.has(a)), dependsOn);
      this.applyToAll(state, cache, next, ids);
      ordered.push(next);
      remaining.delete(next);
    }
    return ordered;
  }

  /**
   * For each part, the parts writing what it reads (only those can be depended on), or null when no
   * part reads what another writes: then timestamp order is the whole story.
   */
  private dependencyCandidates(parts: OrderedPart[]): ((b: OrderedPart) => OrderedPart[]) | null {
    const reads = new Map<OrderedPart, Set<string>>();
    const byWrite = new Map<string, OrderedPart[]>();
    for (const p of parts) {
      reads.set(p, this.readsOf(p));
      for (const k of this.writesOf(p.part.op)) {
        let l = byWrite.get(k);
        if (!l) byWrite.set(k, (l = []));
        l.push(p);
      }
    }
    const candidates = (b: OrderedPart): OrderedPart[] => {
      const r = reads.get(b)!;
      if (r.has('*')) return parts.filter((a) => a !== b);
      const out = new Set<OrderedPart>();
      for (const k of r) for (const a of byWrite.get(k) ?? []) if (a !== b) out.add(a);
      return [...out];
    };
    return parts.some((b) => candidates(b).length > 0) ? candidates : null;
  }

  /** Applies one part to every object, with one evaluation context per part (its `card` set to each in turn). */
  private applyToAll(state: GameState, cache: Cache, p: OrderedPart, ids: ObjectId[]): void {
    const shared = 'selector' in p.effect.affects ? this.ctx(state, p.effect, cache) : undefined;
    for (const id of ids) this.applyPart(state, cache, p, id, cache.work.get(id)!, shared);
  }

  /** What an effect part would affect and with which values, as a comparable string. */
  private footprint(state: GameState, cache: Cache, p: OrderedPart, ids: ObjectId[]): string {
    const out: Json[] = [];
    for (const id of ids) {
      if (!this.mayReach(state, cache, p.effect, id, cache.work.get(id)!)) continue;
      if (!this.affects(state, cache, p.effect, id)) continue;
      out.push([id, this.opValue(state, cache, p, id)]);
    }
    return JSON.stringify(out);
  }

  private writesOf(op: CharacteristicOp): Set<string> {
    switch (op.kind) {
      case 'add':
      case 'set':
      case 'addTo':
      case 'removeFrom':
        return new Set([op.key]);
      case 'grantAbility':
      case 'removeAbility':
        return new Set([ABILITIES]);
      case 'invalidateAbilities':
        return new Set([INVALID_ABILITIES]);
      case 'invalidateEffects':
        return new Set(['$effects']);
      case 'prohibit':
        return new Set(['$prohibited']);
      case 'code':
        return new Set(this.codeOp(op.name).writes);
    }
  }

  private readsOf(p: OrderedPart): Set<string> {
    const r = new Set<string>();
    const a = p.effect.affects;
    if ('selector' in a) {
      this.evaluator.reads(a.selector.where, r);
      this.evaluator.reads(a.selector.player, r);
    }
    const op = p.part.op;
    if (op.kind === 'add') this.evaluator.reads(op.amount, r);
    if (op.kind === 'set') this.evaluator.reads(op.value, r);
    if (op.kind === 'addTo' || op.kind === 'removeFrom') this.evaluator.reads(op.values, r);
    if (op.kind === 'code') for (const k of this.codeOp(op.name).reads) r.add(k);
    // Every effect's applicability depends on ability validity of its source.
    if (p.effect.fromStatic) r.add(INVALID_ABILITIES);
    return r;
  }

  private codeOp(name: string): CodeOp {
    const op = this.codeOps.get(name);
    if (!op) throw new RulesetError(`unknown code op "${name}"`);
    return op;
  }

  private ctx(state: GameState, e: ContinuousEffectInstance, cache?: Cache, card?: ObjectId): EvalContext {
    return {
      state,
      self: e.source,
      source: e.source,
      controller: e.controller,
      card,
      vars: e.vars,
      characteristics: cache ? this.reader(state, cache) : (id) => this.view(state, id),
    };
  }

  /** Reads working characteristics during a pass (finished ones otherwise): one function per cache. */
  private reader(state: GameState, cache: Cache): (id: ObjectId) => Characteristics {
    return (cache.read ??= (id) => cache.work.get(id)?.chars ?? this.view(state, id));
  }

  private affects(
    state: GameState,
    cache: Cache,
    e: ContinuousEffectInstance,
    id: ObjectId,
    ctx?: EvalContext,
  ): boolean {
    const a: Affects = e.affects;
    if ('objects' in a) return a.objects.includes(id);
    if ('self' in a) return e.source === id;
    return this.evaluator.matches(id, a.selector, ctx ?? this.ctx(state, e, cache, id));
  }

  private opValue(
    state: GameState,
    cache: Cache,
    p: OrderedPart,
    id: ObjectId,
    ctx: EvalContext = this.ctx(state, p.effect, cache, id),
  ): Json {
    const op = p.part.op;
    switch (op.kind) {
      case 'add':
        return this.evaluator.evaluate(op.amount, ctx);
      case 'set':
        return this.evaluator.evaluate(op.value, ctx);
      case 'addTo':
      case 'removeFrom':
        return this.evaluator.evaluate(op.values, ctx);
      default:
        return null;
    }
  }

  /**
   * Whether an effect can apply to an object before its selector is tested: the object is one it
   * names, its source's ability is still valid (CT-9.8.4), the effect is not invalidated for the
   * object (CT-9.8.5), and the object has not changed zones since a non-permanent ability's effect
   * began (CT-9.8.13). Dependency trials read the same gates: an effect that invalidates another's
   * source changes what that one applies to (CT-9.8.11).
   */
  private mayReach(state: GameState, cache: Cache, e: ContinuousEffectInstance, id: ObjectId, w: Work): boolean {
    // Most parts name their objects outright: the other objects are passed over first.
    const a = e.affects;
    if ('self' in a ? e.source !== id : 'objects' in a && !a.objects.includes(id)) return false;
    if (!this.sourceValid(cache, e)) return false;
    if (w.invalidEffects.has(e.id)) return false;
    const obj = state.objects[id];
    if (!obj) return false;
    return e.lockedAt === null || obj.enteredAt <= e.lockedAt;
  }

  /**
   * Applies one part to one object. `shared` is a selector part's context reused for every object
   * of a pass: evaluation is synchronous and keeps no context, so only its `card` changes.
   */
  private applyPart(state: GameState, cache: Cache, p: OrderedPart, id: ObjectId, w: Work, shared?: EvalContext): void {
    const e = p.effect;
    if (!this.mayReach(state, cache, e, id, w)) return;
    const a = e.affects;
    const obj = state.objects[id];
    // A selector's evaluation context also serves the value (the object is its `card`); objects
    // named outright need none to be tested, and most are not affected.
    let ctx: EvalContext | undefined;
    if ('selector' in a) {
      ctx = shared ?? this.ctx(state, e, cache);
      ctx.card = id;
    }
    if (!this.affects(state, cache, e, id, ctx)) return;
    const op = p.part.op;
    const chars = w.chars;
    const amount = op.kind === 'add' ? Number(this.opValue(state, cache, p, id, ctx)) || 0 : undefined;
    if (
      this.applicability &&
      !this.applicability.applies({ state, effect: e, part: p.part, object: obj, chars, amount })
    )
      return;
    switch (op.kind) {
      case 'add':
        if (w.prohibited.has(op.key)) return;
        this.writable(w)[op.key] = (typeof chars[op.key] === 'number' ? (chars[op.key] as number) : 0) + (amount ?? 0);
        return;
      case 'set':
        if (w.prohibited.has(op.key)) return;
        this.writable(w)[op.key] = this.opValue(state, cache, p, id, ctx);
        return;
      case 'addTo': {
        if (w.prohibited.has(op.key)) return;
        const cur = Array.isArray(chars[op.key]) ? [...(chars[op.key] as Json[])] : [];
        const add = this.opValue(state, cache, p, id, ctx);
        // CT-3.6.2: a card never has the same piece of info twice.
        for (const v of Array.isArray(add) ? add : [add])
          if (!cur.some((x) => JSON.stringify(x) === JSON.stringify(v))) cur.push(v);
        this.writable(w)[op.key] = cur;
        return;
      }
      case 'removeFrom': {
        if (w.prohibited.has(op.key)) return;
        const rem = this.opValue(state, cache, p, id, ctx);
        const remove = (Array.isArray(rem) ? rem : [rem]).map((x) => JSON.stringify(x));
        this.writable(w)[op.key] = (Array.isArray(chars[op.key]) ? (chars[op.key] as Json[]) : []).filter(
          (x) => !remove.includes(JSON.stringify(x)),
        );
        return;
      }
      case 'grantAbility':
        if (w.prohibited.has(ABILITIES)) return;
        this.writable(w)[ABILITIES] = [...asList(chars[ABILITIES]), op.ability];
        return;
      case 'removeAbility':
        if (w.prohibited.has(ABILITIES)) return;
        this.writable(w)[ABILITIES] = asList(chars[ABILITIES]).filter((a) => a !== op.ability);
        return;
      case 'invalidateAbilities':
        // Kept as a set beside the ability list so a later grant cannot undo it (CT-9.3.4).
        this.writable(w)[INVALID_ABILITIES] = mergedIds(
          asList(chars[INVALID_ABILITIES]),
          op.abilities ?? ALL_ABILITIES,
        );
        return;
      case 'invalidateEffects': {
        for (const other of this.storedEffects(state)) {
          if (other.id === e.id) continue;
          const ctx: EvalContext = { ...this.ctx(state, e, cache, id), source: other.source };
          if (op.from === undefined || this.evaluator.test(op.from, ctx))
            (w.invalidEffects = own(w.invalidEffects)).add(other.id);
        }
        for (const fid of cache.work.keys()) {
          const fobj = state.objects[fid];
          if (!fobj) continue;
          for (const other of this.staticEffects(state, fid, cache.work.get(fid)!.chars, fobj)) {
            const ctx: EvalContext = { ...this.ctx(state, e, cache, id), source: other.source };
            if (other.id !== e.id && (op.from === undefined || this.evaluator.test(op.from, ctx)))
              (w.invalidEffects = own(w.invalidEffects)).add(other.id);
          }
        }
        return;
      }
      case 'prohibit':
        for (const k of op.keys) (w.prohibited = own(w.prohibited)).add(k);
        return;
      case 'code':
        this.codeOp(op.name).apply(this.writable(w), {
          state,
          object: id,
          effect: e,
          params: op.params ?? {},
          finalOf: (other) => this.finalOf(state, other),
        });
        return;
    }
  }
}
