import {
  frozenTemplate,
  type AbilityDefinition,
  type CardObject,
  type Characteristics,
  type Expr,
  type GameState,
  type TriggerSpec,
} from '@tcgkit/core';
import type { ChaosAbility, ChaosCard, CardCondition, CostItem, Icon } from './card-schema.js';
import { ALL_WORKS, osOf, canonicalOs } from './os-table.js';
import { cardNameContains, sameCardName } from './card-name.js';
import { hasCardNamePart, uniqueCardNameParts } from './name-lists.js';
import { AREAS } from '../rules/zones.js';

/** What the rules need to know about an ability beyond the core's view of it. */
export interface AbilityMeta {
  card: string;
  icons: readonly Icon[];
  cost: readonly CostItem[];
  setSelf: boolean;
  kind: ChaosAbility['kind'];
  /** Set for the synthesized 【維持】 trigger (CT-7.3.4.1). */
  maintenance?: boolean;
  /** Abilities sharing this key may be played once per turn per player between them (CT-13.12.1). */
  sharedLimit?: string;
}

const MAINTAIN = 'maintain';
const AREA_KEY = new RegExp(`^(${AREAS.join('|')})@`);

/** The card pool, indexed, with each card's abilities compiled for the core (CT-9.1). */
export class ChaosCards {
  private readonly byId: Map<string, ChaosCard>;
  readonly meta = new Map<string, AbilityMeta>();
  /** Abilities the append rules give a card (CT-13), by card id. */
  private readonly granted = new Map<string, string[]>();
  /** Card definitions as the core sees them (abilities compiled). */
  readonly definitions: { id: string; name: string; abilities: AbilityDefinition[] }[];

  constructor(readonly cards: readonly ChaosCard[]) {
    this.byId = new Map(cards.map((c) => [c.id, c]));
    this.definitions = cards.map((c) => ({ ...c, abilities: this.compile(c) }));
  }

  get(id: string): ChaosCard {
    const c = this.byId.get(id);
    if (!c) throw new Error(`unknown ChaosTCG card "${id}"`);
    return c;
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  /** The card behind an object (or its last-known object). */
  of(state: GameState, id: string): ChaosCard | null {
    const def = state.objects[id]?.def ?? state.lastKnown[id]?.object.def;
    return def && this.byId.has(def) ? this.byId.get(def)! : null;
  }

  /** Whether a card is of type chara (chara, extra and partner cards, CT-2.2.2). */
  isCharaCard(id: string): boolean {
    const t = this.get(id).type;
    return t === 'chara' || t === 'extra' || t === 'partner';
  }

  /**
   * Base definition (CT-3.8): printed card name, names, type, gender, traits, work title and
   * attributes, plus names an extra cost contains (CT-4.2.7.2) and 俺嫁's every work title
   * (CT-13.2.1). Kept in every zone and state. A name printed and also in the extra cost is had once,
   * spaces ignored (CT-3.6.2, CT-2.1.4).
   */
  baseDefinition(card: ChaosCard): Characteristics {
    const names = [...card.names];
    if (card.extraCost) for (const c of card.extraCost.conditions) if (c.name) names.push(c.name);
    const works = card.append.includes('oreyome') ? [...ALL_WORKS] : [card.work];
    const types =
      card.type === 'extra' ? ['chara', 'extra'] : card.type === 'partner' ? ['chara', 'partner'] : [card.type];
    return {
      cardName: card.name,
      names: uniqueCardNameParts(names),
      traits: [...card.traits],
      types,
      gender: [...card.gender],
      work: works,
      os: [...new Set(works.map((w) => canonicalOs(osOf(w))))],
      attributes: [...card.attributes],
      append: [...card.append],
    };
  }

  /**
   * Layer 1 (CT-9.8.2): the starting info of a card object. A level card keeps only its base
   * definition and modifiers (CT-3.9.1); a chara stacked under another is ignored (CT-3.10.2); a set
   * card's abilities are invalid except its own (CT-3.10.6); a face-down chara has base definition,
   * attack and durability 0 and only abilities stated to work face down (CT-3.11.3).
   */
  baseCharacteristics(_state: GameState, obj: CardObject): Characteristics {
    const role = obj.attachKind ?? (typeof obj.status.stackRole === 'string' ? obj.status.stackRole : null);
    const inArea = AREA_KEY.test(obj.zone);
    const key = `${obj.def}|${role}|${inArea}|${obj.status.face === 'down'}`;
    let tpl = this.baseCache.get(key);
    if (!tpl) {
      tpl = frozenTemplate(this.computeBase(obj.def, role, inArea, obj.status.face === 'down'));
      this.baseCache.set(key, tpl);
    }
    // Shared and frozen: the layer engine copies it only for a card an effect changes.
    return tpl;
  }

  /** Base values per (card, role, in an area, face down): pure, so computed once. */
  private readonly baseCache = new Map<string, Characteristics>();

  private computeBase(def: string, role: string | null, inArea: boolean, faceDown: boolean): Characteristics {
    const card = this.get(def);
    const base = this.baseDefinition(card);
    const keywords = [...card.keywords];
    const abilityIds = (pred: (a: ChaosAbility) => boolean) =>
      card.abilities.filter(pred).map((a) => abilityId(card, a));
    if (role === 'level') {
      return {
        ...base,
        types: ['level'],
        attackMod: card.attackMod,
        durabilityMod: card.durabilityMod,
        keywords,
        skills: [],
        abilities: [],
      };
    }
    if (role === 'base') return { ...base, keywords, skills: [], abilities: [], attack: 0, durability: 0 };
    if (role === 'set' && card.type !== 'set') {
      // CT-2.2.8: a card that becomes a set card loses its original type. A chara loses gender, attribute, text,
      // attack and durability (CT-2.2.9); an event loses its text and has modifiers 0 (CT-2.2.10).
      const fromChara = card.type !== 'event';
      return {
        ...base,
        types: ['set'],
        gender: fromChara ? [] : base.gender,
        attributes: fromChara ? [] : base.attributes,
        attackMod: fromChara ? card.attackMod : 0,
        durabilityMod: fromChara ? card.durabilityMod : 0,
        keywords: [],
        skills: [],
        abilities: [],
        setAbilities: [],
      };
    }
    if (card.type === 'set') {
      const setAbilities = role === 'set' ? abilityIds((a) => a.setSelf === true) : abilityIds(() => true);
      return {
        ...base,
        attackMod: card.attackMod,
        durabilityMod: card.durabilityMod,
        keywords,
        skills: [...card.skills],
        abilities: setAbilities,
        setAbilities: abilityIds((a) => a.setSelf !== true),
      };
    }
    const maintain = card.costs.maintain ? [`${card.id}/${MAINTAIN}`] : [];
    const appended = this.granted.get(card.id) ?? [];
    if (inArea && faceDown) {
      // Cannot-level-up style keywords work face down (CT-10.3.4, CT-10.4.5, CT-13.3.3).
      const appendedFaceDown = appended.filter((id) => this.meta.get(id)?.icons.includes('faceDown'));
      return {
        ...base,
        attack: 0,
        durability: 0,
        attackMod: 0,
        durabilityMod: 0,
        level: 1,
        keywords,
        skills: [],
        abilities: [...abilityIds((a) => (a.icons ?? []).includes('faceDown')), ...appendedFaceDown],
      };
    }
    const printed = card.partnerLevels
      ? card.partnerLevels[0]
      : { attack: card.attack ?? 0, durability: card.durability ?? 0 };
    return {
      ...base,
      attack: printed.attack,
      durability: printed.durability,
      attackMod: card.attackMod,
      durabilityMod: card.durabilityMod,
      level: 1,
      keywords,
      skills: [...new Set(card.skills)],
      abilities: [...abilityIds(() => true), ...maintain, ...appended],
    };
  }

  /**
   * Whether a card's info meets one card condition (CT-4.2.7.2: one card meets all its parts). A
   * name is referred to only between cards of the same OS (CT-2.1.2): pass the referring card. Names,
   * traits, card names (CT-4.2.2) and parts of card names (CT-4.2.3) compare without their spaces (CT-2.1.4).
   */
  meets(chars: Characteristics, cond: CardCondition, referrer?: ChaosCard): boolean {
    const list = (k: string) => (Array.isArray(chars[k]) ? (chars[k] as string[]) : []);
    const name = cond.name;
    if (name !== undefined && !hasCardNamePart(list('names'), name)) return false;
    if (name !== undefined && referrer) {
      const mine = this.baseDefinition(referrer).os as string[];
      if (!list('os').some((o) => mine.includes(o))) return false;
    }
    if (cond.trait !== undefined && !hasCardNamePart(list('traits'), cond.trait)) return false;
    const cardName = typeof chars.cardName === 'string' ? chars.cardName : '';
    if (cond.cardName !== undefined && !sameCardName(cardName, cond.cardName)) return false;
    if (cond.cardNameContains !== undefined && !cardNameContains(cardName, cond.cardNameContains)) return false;
    return true;
  }

  private compile(card: ChaosCard): AbilityDefinition[] {
    const out: AbilityDefinition[] = [];
    const zones = card.type === 'extra' ? [...AREAS, 'resolution', 'extra'] : [...AREAS, 'resolution'];
    // Grant-only abilities are compiled like printed ones (the catalogue must know them), but only
    // `card.abilities` are this card's own (`computeBase`).
    for (const a of [...card.abilities, ...card.grants]) {
      const id = abilityId(card, a);
      const icons = a.icons ?? [];
      this.meta.set(id, {
        card: card.id,
        icons,
        cost: a.kind === 'activated' ? (a.cost ?? []) : [],
        setSelf: a.setSelf === true,
        kind: a.kind,
      });
      // CT-2.5.2: an ability that states its zone works there (and only there);
      // others in the arena and resolution zone.
      const functionsIn = a.functionsIn ? [...a.functionsIn] : zones;
      // The printed words go along for a card's detail (the core never reads them).
      const text = a.text === undefined ? {} : { text: a.text };
      if (a.kind === 'permanent')
        out.push({ id, ...text, kind: 'static', continuous: a.continuous, replacements: a.replacements, functionsIn });
      else if (a.kind === 'activated')
        out.push({
          id,
          ...text,
          kind: 'activated',
          timing: icons,
          condition: a.condition,
          effect: a.effect,
          oncePerTurn: icons.includes('oncePerTurn'),
          functionsIn,
        });
      else
        out.push({
          id,
          ...text,
          kind: 'triggered',
          trigger: triggerOf(a.trigger, id),
          effect: a.effect,
          oncePerTurn: icons.includes('oncePerTurn'),
          functionsIn,
        });
    }
    if (card.costs.maintain) {
      // 【維持】: at the start of the maintenance step the master pays or turns the card face down
      // (CT-4.2.7.3, CT-7.3.4.1).
      const id = `${card.id}/${MAINTAIN}`;
      this.meta.set(id, {
        card: card.id,
        icons: [],
        cost: card.costs.maintain,
        setSelf: false,
        kind: 'automatic',
        maintenance: true,
      });
      out.push({
        id,
        kind: 'triggered',
        trigger: triggerOf({ at: 'start', unit: 'maintenanceStep', yours: true }, id),
        effect: [{ do: 'maintain' }],
        functionsIn: [...AREAS],
      });
    }
    if (card.append.includes('solarCharge')) {
      // CT-13.8.2: both abilities work even while the card is hidden in the extra deck / face down.
      const start = `${card.id}/solar-charge`;
      const back = `${card.id}/solar-return`;
      this.meta.set(start, { card: card.id, icons: ['ex', 'faceDown'], cost: [], setSelf: false, kind: 'automatic' });
      this.meta.set(back, { card: card.id, icons: ['faceDown'], cost: [], setSelf: false, kind: 'automatic' });
      out.push({
        id: start,
        kind: 'triggered',
        trigger: triggerOf({ at: 'start', unit: 'battlePhase', yours: true }, start),
        effect: [{ do: 'solarCharge', mode: 'appear' }],
        functionsIn: ['extra'],
      });
      out.push({
        id: back,
        kind: 'triggered',
        trigger: triggerOf({ at: 'end', unit: 'turn' }, back),
        effect: [{ do: 'solarCharge', mode: 'return' }],
        functionsIn: [...AREAS],
      });
      this.granted.set(card.id, [start, back]);
    }
    if (card.append.includes('fleet')) {
      // CT-13.11.1: 〔rest 1 of your standing friends〕 put this card from the WR into your extra deck.
      const id = `${card.id}/fleet`;
      this.meta.set(id, {
        card: card.id,
        icons: ['main'],
        cost: [{ do: 'restFriends', count: 1 }],
        setSelf: false,
        kind: 'activated',
      });
      out.push({
        id,
        kind: 'activated',
        timing: ['main'],
        effect: [{ do: 'toExtraDeck', face: card.extraDeckFace, rule: 'CT-13.11.1' }],
        functionsIn: ['wr'],
      });
      this.granted.set(card.id, [...(this.granted.get(card.id) ?? []), id]);
    }
    if (card.append.includes('koisou')) {
      // CT-13.12.1: while in the WR with the same work title as its master's partner: 〔put 1 card from the WR into the
      // backyard〕 if your extra deck does not hold 3 event cards, put this card from the WR into your extra deck.
      const id = `${card.id}/koisou`;
      const events: Expr = {
        select: {
          zone: 'extra',
          player: { ref: 'controller' },
          where: { op: 'eq', args: [{ op: 'printedType', args: [{ ref: 'card' }] }, 'event'] },
        },
      };
      this.meta.set(id, {
        card: card.id,
        icons: ['main'],
        cost: [{ do: 'wrToBackyard', count: 1 }],
        setSelf: false,
        kind: 'activated',
        sharedLimit: 'koisou',
      });
      out.push({
        id,
        kind: 'activated',
        timing: ['main'],
        functionsIn: ['wr'],
        condition: { op: 'sharesPartnerWork', args: [{ ref: 'self' }] },
        effect: [
          {
            do: 'if',
            cond: { op: 'lt', args: [{ op: 'len', args: [events] }, 3] },
            then: [{ do: 'toExtraDeck', face: card.extraDeckFace, rule: 'CT-13.12.1' }],
          },
        ],
      });
      this.granted.set(card.id, [...(this.granted.get(card.id) ?? []), id]);
    }
    return out;
  }
}

/** A card's ability id, unique in the pool. */
export const abilityId = (card: { id: string }, a: { id: string }): string => `${card.id}/${a.id}`;

/**
 * "At the start of X" triggers on the unit's start event; "at the end of X" on the end procedure's
 * event, only while not yet met during this processing unit (CT-7.2.2).
 */
function triggerOf(t: TriggerSpec | { at: 'start' | 'end'; unit: string; yours?: boolean }, id: string): TriggerSpec {
  if (!('at' in t)) return t;
  const conds: Expr[] = [{ op: 'eq', args: [{ ref: 'event', path: 'unit' }, t.unit] }];
  if (t.yours) conds.push({ op: 'eq', args: [{ ref: 'active' }, { op: 'master', args: [{ ref: 'self' }] }] });
  if (t.at === 'end') conds.push({ op: 'unitEndUnmet', args: [{ ref: 'self' }, id] });
  return { on: t.at === 'start' ? 'unitStart' : 'unitEnd', where: { op: 'and', args: conds } };
}
