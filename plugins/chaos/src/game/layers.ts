import {
  INVALID_ABILITIES,
  asList,
  type CodeOp,
  type ContinuousEffectInstance,
  type EffectApplicability,
  type ObjectId,
} from '@tcgkit/core';
import type { ChaosCards } from '../cards/card-index.js';
import { uniqueCardNameParts } from '../cards/name-lists.js';
import { AREAS } from '../rules/zones.js';
import { zoneOf, stacked, list, num } from './board.js';
import { harmonicsValues } from './harmonics.js';
import { unaffectedBy } from './immunity.js';

/** The layers of CT-9.8.2–9.8.9 after the base (layer 1 is the card's base characteristics). */
export const CHAOS_LAYERS = [
  'stack',
  'invalidateAbilities',
  'invalidateEffects',
  'prohibitions',
  'abilities',
  'nonNumeric',
  'numeric',
] as const;

/**
 * Layer 2 (CT-9.8.3, CT-3.10.1–3.10.5): a chara's level is its level cards plus 1; a partner or an
 * extra chara adds its own modifiers (a partner card prints them per level, CT-2.6.1); every chara
 * adds its level cards' and set cards' modifiers, gains the set card's traits (CT-2.1.3) and
 * abilities (CT-3.10.5); a unit gains the names of the chara it stands on (CT-14.5.2). A face-down
 * chara keeps its level only (CT-3.11.3). ハーモニクス copies the partner's values first (CT-13.9.2).
 */
export function stackOp(cards: ChaosCards): CodeOp {
  return {
    name: 'chaos.stack',
    reads: [],
    writes: ['level', 'setLimit', 'attack', 'durability', 'traits', 'abilities', 'names', 'skills'],
    // Face up or down, which card is the partner (ハーモニクス), and the stack itself (attachments).
    // Stryker disable next-line ArrayDeclaration,StringLiteral: equivalent: the pool's base reads (plugin.ts) declare
    // these three facets for every layer pass (60 random games with layer coherence checked agree)
    stateReads: ['status:face', 'status:stackRole', 'attachments'],
    apply(chars, ctx) {
      const { state, object } = ctx;
      const obj = state.objects[object];
      if (!obj || obj.attachKind !== null) return;
      const levels = stacked(state, object, 'level');
      const sets = stacked(state, object, 'set');
      chars.level = levels.length + 1;
      // CT-3.10.4: one set card unless stated otherwise (effects change `setLimit` in the numeric layer).
      chars.setLimit = 1;
      if (obj.status.face === 'down') return;
      const card = cards.get(obj.def);
      const mods = (ids: ObjectId[]) => ids.map((id) => cards.get(state.objects[id].def));
      let attack = num(chars.attack);
      let durability = num(chars.durability);
      if (card.append.includes('harmonics')) {
        // CT-13.9.2: ハーモニクス applies before every other change of numeric info (the partner's values are final).
        const h = harmonicsValues(state, object, (id) => ctx.finalOf(id));
        attack = h.attack;
        durability = h.durability;
        chars.skills = [...new Set([...list(chars.skills), ...h.skills])];
      }
      if (card.partnerLevels) {
        const row = card.partnerLevels[Math.min(levels.length, card.partnerLevels.length - 1)];
        attack = row.attack;
        durability = row.durability;
      } else if (zoneOf(state, object) === 'partner' || card.type === 'extra') {
        attack += card.attackMod;
        durability += card.durabilityMod;
      }
      for (const c of mods(levels)) {
        attack += c.attackMod;
        durability += c.durabilityMod;
      }
      // A card that became a set card adds its modifiers only if it was a chara (CT-2.2.9, CT-2.2.10).
      for (const c of mods(sets)) {
        if (c.type === 'event') continue;
        attack += c.attackMod;
        durability += c.durabilityMod;
      }
      chars.attack = attack;
      chars.durability = durability;
      const traits = [...list(chars.traits)];
      const abilities = [...asList(chars.abilities)];
      for (const s of sets) {
        const set = cards.get(state.objects[s].def);
        traits.push(...set.traits);
        // Only a card printed as a set card has set abilities to give; a card that became one lost its text.
        if (set.type === 'set')
          for (const a of set.abilities) if (a.setSelf !== true) abilities.push(`${set.id}/${a.id}`);
      }
      // A trait the chara already has, however spaced, is not had twice (CT-3.6.2, CT-2.1.4).
      chars.traits = uniqueCardNameParts(traits);
      chars.abilities = abilities;
      if (card.costs.unit) {
        const names = [...list(chars.names)];
        for (const b of stacked(state, object, 'base'))
          names.push(...list(cards.baseDefinition(cards.get(state.objects[b].def)).names));
        // 「村 正」 on 「村正」 is one name (CT-3.6.2, CT-2.1.4): the unit's printed form is kept.
        chars.names = uniqueCardNameParts(names);
      }
    },
  };
}

/**
 * Layer 3 (CT-9.8.4, CT-9.3.2): abilities whose icon condition does not hold are invalid — the
 * partner icon only for the partner (or a set card on it), the friend icon only for friends
 * (CT-4.1.6), the EX-activation icon only while public in the extra deck (CT-4.1.10), and in the
 * extra deck nothing else works.
 */
export function iconOp(cards: ChaosCards): CodeOp {
  return {
    name: 'chaos.icons',
    reads: ['abilities'],
    writes: [INVALID_ABILITIES],
    // Whether a card in the extra deck is public.
    stateReads: ['visibility'],
    apply(chars, { state, object }) {
      const obj = state.objects[object];
      if (!obj) return;
      const zone = zoneOf(state, object);
      const invalid = new Set(asList(chars[INVALID_ABILITIES]));
      const publicInExtra = zone === 'extra' && obj.revealedTo.length >= state.players.length;
      for (const id of asList(chars.abilities)) {
        const meta = cards.meta.get(id);
        if (!meta) continue;
        const icons = meta.icons;
        if (icons.includes('partner') && zone !== 'partner') invalid.add(id);
        if (icons.includes('friend') && zone === 'partner') invalid.add(id);
        if (zone === 'extra') {
          const works = icons.includes('ex') && (publicInExtra || icons.includes('faceDown'));
          if (!works) invalid.add(id);
        }
      }
      chars[INVALID_ABILITIES] = [...invalid];
    },
  };
}

const ruleEffect = (
  id: string,
  layer: string,
  name: string,
  zones: string[],
  includeAttached: boolean,
): Omit<ContinuousEffectInstance, 'fromStatic'> => ({
  id,
  source: null,
  ability: null,
  controller: 0,
  timestamp: 0,
  lockedAt: null,
  affects: { selector: { zone: zones, includeAttached } },
  parts: [{ layer, op: { kind: 'code', name } }],
  duration: { kind: 'game' },
  flags: ['faceDown'],
  vars: {},
});

/** The rule effects: stacking (layer 2) and icon conditions (layer 3). */
export const CHAOS_RULE_EFFECTS = [
  ruleEffect('rule:stack', 'stack', 'chaos.stack', [...AREAS], false),
  ruleEffect('rule:icons', 'invalidateAbilities', 'chaos.icons', [...AREAS, 'extra', 'resolution'], true),
];

/**
 * When a continuous effect's processing applies: not to face-down charas unless the effect says
 * so (CT-3.11.4, CT-9.2.4); increases / decreases skipped on charas whose increases / decreases are
 * invalidated (CT-9.3.11); not to charas unaffected by event cards (CT-9.3.8), はるかさん ones by the
 * opponent's (CT-13.4.3).
 */
export function applicability(cards: ChaosCards): EffectApplicability {
  return {
    // Face down or up; everything else it reads is characteristics and card definitions.
    // Stryker disable next-line ArrayDeclaration,StringLiteral: equivalent: the pool's base reads (plugin.ts) declare
    // status:face for every layer pass (60 random games with layer coherence checked agree)
    stateReads: ['status:face'],
    applies({ state, effect, part, object, chars, amount }) {
      if (object.status.face === 'down' && !effect.flags.includes('faceDown') && effect.source !== null) return false;
      if (part.op.kind === 'add' && amount !== undefined) {
        const kw = list(chars.keywords);
        if (amount > 0 && kw.includes('noIncrease')) return false;
        if (amount < 0 && kw.includes('noDecrease')) return false;
      }
      return !unaffectedBy(cards, state, effect.source, object.id);
    },
  };
}
