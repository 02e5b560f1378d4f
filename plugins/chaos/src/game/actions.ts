import {
  procedure,
  EVENT,
  EVENTS,
  eventLocals,
  eventsLocals,
  PROGRAM,
  programLocals,
  zoneKey,
  abilityValid,
  asList,
  type ActionProvider,
  type DecisionOption,
  type GameState,
  type JsonObject,
  type ObjectId,
  type PlayerId,
  type RunContext,
  type Characteristics,
  movedCard,
  cardContext,
} from '@tcgkit/core';
import { restackOnto, toResolutionZone } from './play-steps.js';
import type { ChaosCards } from '../cards/card-index.js';
import type { ChaosCard } from '../cards/card-schema.js';
import { canonicalCardName } from '../cards/card-name.js';
import { hasCardNamePart } from '../cards/name-lists.js';
import { FRIEND_AREAS, type AreaId } from '../rules/zones.js';
import { canPay, PAY_COST, payLocals } from './costs.js';
import { charasOf, handOf, chars, list, stacked, zoneOf, battleOf, isChara, text } from './board.js';
import { LEVEL_UP, partnerLevelUpCards, extraLevelUpPairs } from './level-up.js';

/** Action providers offered in the main phase (CT-7.4.2) and in the battle ability steps (CT-8.2.2). */
export const MAIN_ACTIONS = [
  'appear',
  'intrude',
  'unit',
  'levelUp',
  'event',
  'set',
  'activate',
  'extraAppear',
] as const;
export const BATTLE_ACTIONS = ['event', 'activate'] as const;

export const PLAY_CARD = 'chaos.playCard';
export const ACTIVATE = 'chaos.activate';
export const EXTRA_APPEAR = 'chaos.extraAppear';

const def = (s: GameState, id: ObjectId) => s.objects[id].def;
const flag = (s: GameState, p: PlayerId, key: string) => s.players[p].data[key] === true;
const inMain = (s: GameState, p: PlayerId) => s.turn.phase === 'main' && s.turn.activePlayer === p;
const inBattleStep = (s: GameState) => s.turn.phase === 'battle' && s.data.battleStepOpen === true;
/** CT-14.2: once a phase-ending effect resolved, no further actions start in that phase. */
const ending = (s: GameState) => typeof s.data.endingPhase === 'string';

/** Hand chara cards that may appear (not extra cards; not "cannot appear", CT-14.8.1). */
function appearable(cards: ChaosCards, s: GameState, p: PlayerId): ObjectId[] {
  return handOf(s, p).filter((id) => {
    const c = cards.get(def(s, id));
    return (
      (c.type === 'chara' || c.type === 'partner') &&
      !c.keywords.includes('cannotAppear') &&
      !c.append.includes('aragami') &&
      !c.costs.unit
    );
  });
}

const areaOptions = (s: GameState, id: ObjectId, prefix: string, extra: JsonObject = {}): DecisionOption[] =>
  FRIEND_AREAS.map((area) => ({
    key: `${prefix}:${def(s, id)}:${area}`,
    label: `${prefix} ${def(s, id)} to ${area}`,
    value: { card: id, area, ...extra },
  }));

/** Normal appearance (CT-7.4.2.1): once per turn, from hand to a friend area, paying 【登場】. */
export function appearAction(cards: ChaosCards): ActionProvider {
  return {
    id: 'appear',
    procedure: PLAY_CARD,
    enumerate(ctx, p) {
      const s = ctx.state;
      if (!inMain(s, p) || ending(s) || flag(s, p, 'appeared')) return [];
      return appearable(cards, s, p)
        .filter((id) => canPay(ctx, cards, cards.get(def(s, id)).costs.appear ?? [], p, id))
        .flatMap((id) => areaOptions(s, id, 'appear', { how: 'appear' }));
    },
  };
}

/** Intrusion (CT-7.4.2.2): any number of times, paying only 【乱入】. */
export function intrudeAction(cards: ChaosCards): ActionProvider {
  return {
    id: 'intrude',
    procedure: PLAY_CARD,
    enumerate(ctx, p) {
      const s = ctx.state;
      if (!inMain(s, p) || ending(s)) return [];
      return appearable(cards, s, p)
        .filter((id) => {
          const c = cards.get(def(s, id));
          return c.costs.intrude !== undefined && canPay(ctx, cards, c.costs.intrude, p, id);
        })
        .flatMap((id) => areaOptions(s, id, 'intrude', { how: 'intrude' }));
    },
  };
}

/** Unit appearance (CT-14.5.1): counts as the turn's normal appearance; stacks on the chara its unit cost names. */
export function unitAction(cards: ChaosCards): ActionProvider {
  return {
    id: 'unit',
    procedure: PLAY_CARD,
    enumerate(ctx, p) {
      const s = ctx.state;
      if (!inMain(s, p) || ending(s) || flag(s, p, 'appeared')) return [];
      const out: DecisionOption[] = [];
      for (const id of handOf(s, p)) {
        const c = cards.get(def(s, id));
        if (!c.costs.unit || !canPay(ctx, cards, c.costs.unit.cost, p, id)) continue;
        for (const { id: target, area } of charasOf(s, p)) {
          if (area === 'partner' || !cards.meets(chars(ctx, target), c.costs.unit.on, c)) continue;
          out.push({
            key: `unit:${c.id}:${area}`,
            label: `unit ${c.id} on ${def(s, target)}`,
            value: { card: id, area, target, how: 'unit' },
          });
        }
      }
      return out;
    },
  };
}

/** Level up (CT-7.4.2.3): once per turn, the partner (CT-10.3.2) or an extra chara (CT-10.3.3). */
export function levelUpAction(cards: ChaosCards): ActionProvider {
  return {
    id: 'levelUp',
    procedure: LEVEL_UP,
    enumerate(ctx, p) {
      const s = ctx.state;
      if (!inMain(s, p) || ending(s) || flag(s, p, 'levelledUp')) return [];
      const out: DecisionOption[] = partnerLevelUpCards(ctx, cards, p).map((card) => ({
        key: `levelUp:partner:${def(s, card)}`,
        label: `level up the partner with ${def(s, card)}`,
        value: { kind: 'partner', card },
      }));
      const extras = charasOf(s, p)
        .filter((c) => cards.get(def(s, c.id)).type === 'extra')
        .map((c) => c.id);
      for (const { chara, card } of extraLevelUpPairs(ctx, cards, p, extras))
        out.push({
          key: `levelUp:extra:${def(s, chara)}:${zoneOf(s, chara)}`,
          label: `level up ${def(s, chara)}`,
          value: { kind: 'extra', chara, card },
        });
      return out;
    },
  };
}

/** Whether an event card's timing icon allows it now (CT-7.4.2.4, CT-8.2.2). */
function eventTimingOk(s: GameState, p: PlayerId, c: ChaosCard): boolean {
  if (c.timing === 'main' || c.timing === 'any') if (inMain(s, p)) return true;
  if (c.timing === 'battle' || c.timing === 'any') if (inBattleStep(s)) return true;
  return false;
}

/** Playing an event from hand (CT-7.4.2.4 main icon, CT-8.2.2 battle icon), paying 【使用】. */
export function eventAction(cards: ChaosCards): ActionProvider {
  return {
    id: 'event',
    procedure: PLAY_CARD,
    enumerate(ctx, p) {
      const s = ctx.state;
      if (ending(s)) return [];
      return handOf(s, p)
        .filter((id) => {
          const c = cards.get(def(s, id));
          // CT-9.5.3.2: a card's own conditions for being played.
          const allowed =
            c.useCondition === undefined || ctx.svc.evaluator.test(c.useCondition, cardContext(ctx, id, p));
          return (
            c.type === 'event' && allowed && eventTimingOk(s, p, c) && canPay(ctx, cards, c.costs.use ?? [], p, id)
          );
        })
        .map((id) => ({ key: `event:${def(s, id)}`, label: `use ${def(s, id)}`, value: { card: id, how: 'event' } }));
    },
  };
}

/**
 * Whether a set card may be set on a chara now (CT-7.4.2.5, CT-11.5.5, CT-13.6). A chara already holding
 * as many set cards as it may is no obstacle: CT-3.10.4 limits what it holds, and the rule process CT-11.5.2
 * then keeps the newest and sends the rest to the WR.
 */
function settable(cards: ChaosCards, ctx: RunContext, card: ChaosCard, chara: ObjectId): boolean {
  const s = ctx.state;
  const host: Characteristics = chars(ctx, chara);
  if (card.setOn && !cards.meets(host, card.setOn, card)) return false;
  if (card.append.includes('tst')) return hasCardNamePart(list(host.names), '神前美月');
  // CT-13.6.2: no other set card may be played onto a chara holding a ＴＳＴゲージ.
  return !stacked(s, chara, 'set').some((x) => cards.get(def(s, x)).append.includes('tst'));
}

/** Playing a set card from hand onto a chara you master (CT-7.4.2.5), paying 【セット】. */
export function setAction(cards: ChaosCards): ActionProvider {
  return {
    id: 'set',
    procedure: PLAY_CARD,
    enumerate(ctx, p) {
      const s = ctx.state;
      if (!inMain(s, p) || ending(s)) return [];
      const out: DecisionOption[] = [];
      for (const id of handOf(s, p)) {
        const c = cards.get(def(s, id));
        if (c.type !== 'set' || !canPay(ctx, cards, c.costs.set ?? [], p, id)) continue;
        for (const { id: target, area } of charasOf(s, p)) {
          if (settable(cards, ctx, c, target))
            out.push({
              key: `set:${c.id}:${area}`,
              label: `set ${c.id} on ${def(s, target)}`,
              value: { card: id, target, how: 'set' },
            });
        }
      }
      return out;
    },
  };
}

/**
 * Activated abilities (CT-7.4.2.6 main icon; CT-8.2.2 battle icon): valid, once-per-turn unused,
 * cost payable, and not of a chara participating in the battle unless it has the
 * participating-activatable icon (CT-8.3.1.3, CT-8.4.1, CT-4.1.9).
 */
export function activateAction(cards: ChaosCards): ActionProvider {
  return {
    id: 'activate',
    procedure: ACTIVATE,
    enumerate(ctx, p) {
      const s = ctx.state;
      if (ending(s)) return [];
      const main = inMain(s, p);
      const battle = inBattleStep(s);
      if (!main && !battle) return [];
      const participants = battleOf(s)?.participants ?? [];
      const out: DecisionOption[] = [];
      // CT-2.5.2: cards in the WR offer the abilities that state they work there.
      const sources: { id: ObjectId; area: string }[] = [
        ...charasOf(s, p),
        ...(s.zones[zoneKey('wr', p)] ?? []).map((id) => ({ id, area: 'wr' })),
      ];
      for (const { id, area } of sources) {
        const c = chars(ctx, id);
        for (const aid of asList(c.abilities)) {
          const meta = cards.meta.get(aid);
          const a = ctx.svc.abilities.get(aid);
          if (!meta || a?.kind !== 'activated' || !abilityValid(c, aid)) continue;
          const zone = area === 'wr' ? 'wr' : zoneOf(s, id);
          if (a.functionsIn && !a.functionsIn.includes(zone)) continue;
          if (!((main && meta.icons.includes('main')) || (battle && meta.icons.includes('battle')))) continue;
          if (participants.includes(id) && !meta.icons.includes('participating')) continue;
          if (a.oncePerTurn && s.usedThisTurn.includes(`${id}:${aid}`)) continue;
          if (meta.sharedLimit && s.usedThisTurn.includes(sharedLimitKey(p, meta.sharedLimit))) continue;
          if (a.condition !== undefined && !ctx.svc.evaluator.test(a.condition, cardContext(ctx, id, p))) continue;
          if (!canPay(ctx, cards, meta.cost, p, id)) continue;
          out.push({
            key: `activate:${aid}:${area}`,
            label: `${aid} of ${def(s, id)}`,
            value: { card: id, ability: aid },
          });
        }
      }
      return out;
    },
  };
}

/** The per-turn mark of a limit shared by identical abilities of different cards (CT-13.12.1). */
const sharedLimitKey = (p: PlayerId, limit: string): string => `player${p}:${limit}`;

/**
 * Hidden extra cards with an extra cost whose card name has not appeared in your arena (CT-10.1.2, CT-10.2.3),
 * card names compared without their spaces (CT-2.1.4).
 */
function extraCandidates(cards: ChaosCards, ctx: RunContext, p: PlayerId): ObjectId[] {
  const s = ctx.state;
  const inArena = new Set(charasOf(s, p).map((c) => canonicalCardName(text(chars(ctx, c.id).cardName))));
  return (s.zones[zoneKey('extra', p)] ?? []).filter((id) => {
    const c = cards.get(def(s, id));
    return (
      c.extraCost !== undefined &&
      s.objects[id].revealedTo.length < s.players.length &&
      !inArena.has(canonicalCardName(c.name)) &&
      !c.append.includes('aragami') &&
      !c.append.includes('gensokyo') &&
      !c.append.includes('solarCharge')
    );
  });
}

/** Extra chara appearance (CT-7.4.2.7, CT-10.1): once per turn, on a base chara meeting a card condition. */
export function extraAppearAction(cards: ChaosCards): ActionProvider {
  return {
    id: 'extraAppear',
    procedure: EXTRA_APPEAR,
    enumerate(ctx, p) {
      const s = ctx.state;
      if (!inMain(s, p) || ending(s) || flag(s, p, 'extraAppeared')) return [];
      const out: DecisionOption[] = [];
      for (const card of extraCandidates(cards, ctx, p)) {
        const c = cards.get(def(s, card));
        for (const { id: base, area } of charasOf(s, p)) {
          if (!c.extraCost!.conditions.some((cond) => cards.meets(chars(ctx, base), cond, c))) continue;
          out.push({
            key: `extra:${c.id}:${area}`,
            label: `${c.id} appears on ${def(s, base)}`,
            value: { card, base },
          });
        }
      }
      return out;
    },
  };
}

interface PlayLocals {
  player: PlayerId;
  args: { card: ObjectId; how: 'appear' | 'intrude' | 'unit' | 'event' | 'set'; area?: AreaId; target?: ObjectId };
  resolving: ObjectId | null;
  /** The unit chara that appeared (CT-14.5.1). */
  unit?: ObjectId;
}

const costOf = (c: ChaosCard, how: PlayLocals['args']['how']) =>
  how === 'appear'
    ? (c.costs.appear ?? [])
    : how === 'intrude'
      ? (c.costs.intrude ?? [])
      : how === 'unit'
        ? (c.costs.unit?.cost ?? [])
        : how === 'event'
          ? (c.costs.use ?? [])
          : (c.costs.set ?? []);

/**
 * Playing a card from hand (CT-9.5.3): designate it (1), check conditions (2), move it to the
 * resolution zone (3), the choices were made with the option (4), pay its cost (5), resolve (6),
 * and a card left in the resolution zone returns (7).
 */
export function playCardProcedure(cards: ChaosCards) {
  return procedure<PlayLocals>(PLAY_CARD, [
    [
      '9.5.3.1 designate',
      (ctx, f) => {
        const l = f.locals;
        const s = ctx.state;
        // Normal appearance and unit appearance use the turn's one appearance (CT-7.4.2.1, CT-14.5.1).
        if (l.args.how === 'appear' || l.args.how === 'unit')
          return {
            call: EVENT,
            locals: eventLocals({
              kind: 'playerData',
              player: l.player,
              key: 'appeared',
              value: true,
              rule: l.args.how === 'unit' ? 'CT-14.5.1' : 'CT-7.4.2.1',
            }),
          };
        void s;
        return { next: true };
      },
    ],
    ['9.5.3.3 to the resolution zone', toResolutionZone('CT-9.5.3.3')],
    [
      'played triggers',
      (ctx, f) => {
        const l = f.locals;
        l.resolving = movedCard(f.locals.$ret);
        if (!l.resolving) return { done: null };
        return {
          call: EVENT,
          locals: eventLocals({
            kind: 'played',
            player: l.player,
            what: l.args.how === 'event' ? 'event' : 'card',
            def: def(ctx.state, l.resolving),
            card: l.resolving,
            rule: 'CT-9.5.3.3',
          }),
        };
      },
    ],
    [
      '9.5.3.5 pay the cost',
      (ctx, f) => {
        const l = f.locals;
        const c = cards.get(def(ctx.state, l.resolving!));
        const cost = costOf(c, l.args.how);
        if (!canPay(ctx, cards, cost, l.player, l.resolving)) return { goto: '9.5.3.7 return' };
        return { call: PAY_COST, locals: payLocals(l.player, l.resolving, cost) };
      },
    ],
    [
      '9.5.3.6 resolve',
      (ctx, f) => {
        const l = f.locals;
        const s = ctx.state;
        if (f.locals.$ret === false || !l.resolving || !s.objects[l.resolving]) return { goto: '9.5.3.7 return' };
        const c = cards.get(def(s, l.resolving));
        switch (l.args.how) {
          case 'appear':
          case 'intrude':
            return {
              call: EVENT,
              locals: eventLocals({
                kind: 'move',
                card: l.resolving,
                to: zoneKey(l.args.area!, l.player),
                rule: 'CT-9.5.3.6',
              }),
              then: 'appeared',
            };
          case 'unit':
            return {
              call: EVENT,
              locals: eventLocals({
                kind: 'move',
                card: l.resolving,
                to: zoneKey(l.args.area!, l.player),
                rule: 'CT-14.5.2',
              }),
              then: 'unit stacks',
            };
          case 'set':
            if (!l.args.target || !isChara(s, l.args.target)) return { goto: '9.5.3.7 return' };
            return {
              call: EVENT,
              locals: eventLocals({
                kind: 'attach',
                card: l.resolving,
                to: l.args.target,
                attachKind: 'set',
                rule: 'CT-9.5.3.6',
              }),
              then: 'done',
            };
          case 'event': {
            // CT-4.1.4: text beginning with a timing icon is processed only when played in that phase.
            const phase = s.turn.phase;
            const applies =
              c.timing === 'any' ||
              (c.timing === 'main' && phase === 'main') ||
              (c.timing === 'battle' && phase === 'battle');
            if (!applies) return { goto: 'event to the WR' };
            return {
              call: PROGRAM,
              locals: programLocals(c.effect ?? [], {
                self: l.resolving,
                source: l.resolving,
                controller: l.player,
                ability: `${c.id}/event`,
                event: null,
              }),
              then: 'event to the WR',
            };
          }
        }
      },
    ],
    [
      'event to the WR',
      (ctx, f) => {
        const l = f.locals;
        if (!l.resolving || !ctx.state.objects[l.resolving]) return { done: null };
        // CT-9.5.3.6: a used event goes to its owner's WR.
        return {
          call: EVENT,
          locals: eventLocals({
            kind: 'move',
            card: l.resolving,
            to: zoneKey('wr', ctx.state.objects[l.resolving].owner),
            position: 'top',
            rule: 'CT-9.5.3.6',
          }),
          then: 'done',
        };
      },
    ],
    [
      'appeared',
      (ctx, f) => {
        const l = f.locals;
        const id = movedCard(f.locals.$ret);
        if (!id) return { goto: '9.5.3.7 return' };
        return {
          call: EVENT,
          locals: eventLocals({
            kind: 'appear',
            card: id,
            how: l.args.how,
            base: null,
            rule: l.args.how === 'intrude' ? 'CT-7.4.2.2' : 'CT-7.4.2.1',
          }),
          then: 'done',
        };
      },
    ],
    [
      'unit stacks',
      (ctx, f) => {
        const l = f.locals;
        const s = ctx.state;
        const unit = movedCard(f.locals.$ret);
        const base = l.args.target!;
        if (!unit) return { goto: '9.5.3.7 return' };
        if (!s.objects[base]) return { goto: 'done' };
        f.locals.unit = unit;
        // CT-14.5.4: the unit is a new chara; the set and level cards of the chara below count as stacked on it.
        const events = restackOnto(s, base, unit, 'CT-14.5.4', 'CT-14.5.2');
        return { call: EVENTS, locals: eventsLocals(events, true), then: 'unit appeared' };
      },
    ],
    [
      'unit appeared',
      (ctx, f) => ({
        call: EVENT,
        locals: eventLocals({
          kind: 'appear',
          card: f.locals.unit ?? null,
          how: 'unit',
          base: f.locals.args.target ?? null,
          rule: 'CT-14.5.1',
        }),
        then: 'done',
      }),
    ],
    [
      '9.5.3.7 return',
      (ctx, f) => {
        const l = f.locals;
        if (!l.resolving || !ctx.state.objects[l.resolving] || zoneOf(ctx.state, l.resolving) !== 'resolution')
          return { goto: 'done' };
        return {
          call: EVENT,
          locals: eventLocals({ kind: 'move', card: l.resolving, to: zoneKey('hand', l.player), rule: 'CT-9.5.3.7' }),
          then: 'done',
        };
      },
    ],
    ['done', (ctx) => ({ done: phaseEnding(ctx.state) })],
  ]);
}

/**
 * When a play finishes: cards revealed as its cost return to hidden (CT-3.11.9); after a
 * phase-ending effect the play timing ends at once, its check timing still happening (CT-14.2).
 */
function phaseEnding(s: GameState) {
  const revealed = Array.isArray(s.data.revealedForCost) ? (s.data.revealedForCost as string[]) : [];
  for (const id of revealed) if (s.objects[id]) s.objects[id].revealedTo = [];
  if (revealed.length > 0) {
    delete s.data.revealedForCost;
    s.version++;
  }
  return typeof s.data.endingPhase === 'string' ? { endsPlayTiming: true } : null;
}

interface ActivateLocals {
  player: PlayerId;
  args: { card: ObjectId; ability: string };
  /** Cards in the backyard before the cost was paid (CT-13.5.4). */
  backyardBefore?: number;
  /** The answer to "play it again?" (CT-13.5.1). */
  again?: boolean;
  replayed?: boolean;
}

/** Playing an activated ability (CT-9.5.3): pay its 〔〕 cost (5), then resolve its effect (6). */
export function activateProcedure(cards: ChaosCards) {
  return procedure<ActivateLocals>(ACTIVATE, [
    [
      '9.5.3.2 conditions',
      (ctx, f) => {
        const { card, ability } = f.locals.args;
        const a = ctx.svc.abilities.get(ability);
        if (a?.kind !== 'activated' || !ctx.state.objects[card]) return { done: null };
        if (a.oncePerTurn) ctx.state.usedThisTurn.push(`${card}:${ability}`);
        const shared = cards.meta.get(ability)?.sharedLimit;
        if (shared) ctx.state.usedThisTurn.push(sharedLimitKey(f.locals.player, shared));
        return {
          call: EVENT,
          locals: eventLocals({
            kind: 'played',
            player: f.locals.player,
            what: 'ability',
            def: ability,
            card,
            rule: 'CT-9.5.3.3',
          }),
        };
      },
    ],
    [
      '9.5.3.5 pay the cost',
      (ctx, f) => {
        const { card, ability } = f.locals.args;
        // CT-13.5.4: counted before the cost, which may itself put this card into the backyard.
        f.locals.backyardBefore = refrainCount(cards, ctx.state, f.locals.player);
        return {
          call: PAY_COST,
          locals: payLocals(f.locals.player, card, cards.meta.get(ability)?.cost ?? []),
        };
      },
    ],
    [
      '9.5.3.6 resolve',
      (ctx, f) => {
        if (f.locals.$ret === false) return { done: null };
        const { card, ability } = f.locals.args;
        const a = ctx.svc.abilities.get(ability);
        if (a?.kind !== 'activated') return { done: null };
        return {
          call: PROGRAM,
          locals: programLocals(a.effect, {
            self: card,
            source: card,
            controller: f.locals.player,
            ability,
            event: null,
          }),
        };
      },
    ],
    [
      '13.5.1 refrain',
      (ctx, f) => {
        const { card, ability } = f.locals.args;
        const s = ctx.state;
        const player = f.locals.player;
        const printed = cards.of(s, card);
        const meta = cards.meta.get(ability);
        // CT-13.5.1 / 13.5.3: a printed main- or battle-icon ability of a リフレイン card,
        // played not through another card's effect.
        if (
          f.locals.replayed === true ||
          !printed?.append.includes('refrain') ||
          meta?.card !== printed.id ||
          !(meta.icons.includes('main') || meta.icons.includes('battle'))
        )
          return { goto: 'done' };
        const count = refrainCount(cards, s, player);
        // CT-13.5.4: if this card's own move to the backyard by its ability (its cost or its effect) is what
        // made 6, it does not apply.
        const selfMoved =
          !s.objects[card] &&
          count >= 6 &&
          (s.zones[zoneKey('backyard', player)] ?? []).some((id) => s.objects[id].def === printed.id) &&
          Number(f.locals.backyardBefore) < 6 &&
          count - 1 < 6;
        if (count < 6 || selfMoved) return { goto: 'done' };
        return {
          ask: {
            player,
            kind: 'choose',
            prompt: 'refrain',
            rule: 'CT-13.5.1',
            options: [
              { key: 'yes', label: 'play it again without paying its cost', value: true },
              { key: 'no', label: 'do not', value: false },
            ],
          },
          into: 'again',
        };
      },
    ],
    [
      '13.5.2 play again',
      (ctx, f) => {
        if (f.locals.again !== true) return { goto: 'done' };
        f.locals.replayed = true;
        const { card, ability } = f.locals.args;
        const a = ctx.svc.abilities.get(ability);
        if (a?.kind !== 'activated') return { goto: 'done' };
        ctx.sink.log({
          rule: 'CT-13.5.2',
          message: `refrain: ${ability} is played again`,
          turn: ctx.state.turn.number,
        });
        // The replayed ability makes its choices afresh and is resolved now (CT-13.5.2).
        return {
          call: PROGRAM,
          locals: programLocals(a.effect, {
            self: card,
            source: card,
            controller: f.locals.player,
            ability,
            event: null,
          }),
          then: 'done',
        };
      },
    ],
    ['done', (ctx) => ({ done: phaseEnding(ctx.state) })],
  ]);
}

interface ExtraLocals {
  player: PlayerId;
  args: { card: ObjectId; base: ObjectId };
  resolving: ObjectId | null;
  more: ObjectId[] | null;
  /** The extra chara that appeared (CT-10.1.8). */
  extra?: ObjectId;
}

/** Info of a designated card: an arena chara's current info, or a hand card's base definition. */
function infoOf(ctx: RunContext, cards: ChaosCards, id: ObjectId): Characteristics {
  return zoneOf(ctx.state, id) === 'hand' ? cards.baseDefinition(cards.get(def(ctx.state, id))) : chars(ctx, id);
}

/** Whether designated cards meet every condition (CT-10.1.5). */
export function conditionsMet(
  cards: ChaosCards,
  infos: Characteristics[],
  conditions: ChaosCard['extraCost'] & object,
  referrer?: ChaosCard,
): boolean {
  if (conditions.join === 'か')
    return infos.some((i) => conditions.conditions.some((c) => cards.meets(i, c, referrer)));
  return conditions.conditions.every((c) => infos.some((i) => cards.meets(i, c, referrer)));
}

/** The CT-10.1.5 check: 'ok', 'insufficient' or 'excessive'. */
export function extraPaymentCheck(
  cards: ChaosCards,
  base: Characteristics,
  more: Characteristics[],
  cost: ChaosCard['extraCost'] & object,
  referrer?: ChaosCard,
): 'ok' | 'insufficient' | 'excessive' {
  if (!conditionsMet(cards, [base, ...more], cost, referrer)) return 'insufficient';
  if (more.some((_, i) => conditionsMet(cards, [base, ...more.filter((__, j) => j !== i)], cost, referrer)))
    return 'excessive';
  return 'ok';
}

/** Extra chara appearance, steps 1–8 (CT-10.1.2–10.1.8). */
export function extraAppearProcedure(cards: ChaosCards) {
  return procedure<ExtraLocals>(EXTRA_APPEAR, [
    [
      '1: reveal',
      (ctx, f) => {
        const l = f.locals;
        return { call: EVENT, locals: eventLocals({ kind: 'reveal', card: l.args.card, rule: 'CT-10.1.2' }) };
      },
    ],
    ['3: to the resolution zone', toResolutionZone('CT-10.1.2')],
    [
      '5: designate more',
      (ctx, f) => {
        const l = f.locals;
        l.resolving = movedCard(f.locals.$ret);
        if (!l.resolving) return { done: null };
        const extraCard = cards.get(def(ctx.state, l.resolving));
        const cost = extraCard.extraCost!;
        if (cost.join !== '&') return { goto: '6: check' };
        // CT-10.1.4: other arena charas, and chara cards revealed from hand, that meet a condition.
        const s = ctx.state;
        const pool = [
          ...charasOf(s, l.player)
            .map((c) => c.id)
            .filter((id) => id !== l.args.base),
          ...handOf(s, l.player).filter((id) => cards.isCharaCard(def(s, id))),
        ].filter((id) => cost.conditions.some((c) => cards.meets(infoOf(ctx, cards, id), c, extraCard)));
        if (pool.length === 0) return { goto: '6: check' };
        const base = chars(ctx, l.args.base);
        const unmet = cost.conditions.filter((c) => !cards.meets(base, c, extraCard));
        return {
          ask: {
            player: l.player,
            kind: 'select',
            prompt: 'extra.designate',
            params: { extra: def(s, l.resolving), unmet: unmet as unknown as JsonObject[] },
            rule: 'CT-10.1.4',
            min: 0,
            max: pool.length,
            options: pool.map((id) => ({
              key: `${def(s, id)}:${id}`,
              label: `${def(s, id)} (${zoneOf(s, id)})`,
              value: id,
            })),
          },
          into: 'more',
        };
      },
    ],
    [
      '6: check',
      (ctx, f) => {
        const l = f.locals;
        const s = ctx.state;
        const cost = cards.get(def(s, l.resolving!)).extraCost!;
        const more = l.more ?? [];
        const verdict = s.objects[l.args.base]
          ? extraPaymentCheck(
              cards,
              chars(ctx, l.args.base),
              more.map((id) => infoOf(ctx, cards, id)),
              cost,
              cards.get(def(s, l.resolving!)),
            )
          : 'insufficient';
        const otherOk = canPay(ctx, cards, cost.other ?? [], l.player, l.resolving);
        if (verdict !== 'ok' || !otherOk) {
          ctx.sink.log({
            rule: 'CT-10.1.5',
            message:
              `extra appearance of ${def(s, l.resolving!)} is invalid ` +
              `(${verdict === 'ok' ? 'cost cannot be paid' : verdict} payment): treated as never made`,
            turn: s.turn.number,
          });
          return {
            call: EVENT,
            locals: eventLocals({ kind: 'move', card: l.resolving, to: zoneKey('extra', l.player), rule: 'CT-10.1.5' }),
            then: 'back hidden',
          };
        }
        return {
          call: EVENT,
          locals: eventLocals({
            kind: 'playerData',
            player: l.player,
            key: 'extraAppeared',
            value: true,
            rule: 'CT-7.4.2.7',
          }),
        };
      },
    ],
    [
      '7: designated to the WR',
      (ctx, f) => {
        const l = f.locals;
        const more = (l.more ?? []).filter((id) => ctx.state.objects[id]);
        if (more.length === 0) return { next: true };
        return {
          call: EVENTS,
          locals: eventsLocals(
            more.map((id) => ({
              kind: 'move',
              card: id,
              to: zoneKey('wr', ctx.state.objects[id].owner),
              position: 'top',
              rule: 'CT-10.1.6',
            })),
            true,
          ),
        };
      },
    ],
    [
      '7: other costs',
      (ctx, f) => {
        const l = f.locals;
        return {
          call: PAY_COST,
          locals: payLocals(l.player, l.resolving, cards.get(def(ctx.state, l.resolving!)).extraCost!.other ?? []),
        };
      },
    ],
    [
      '8: stack on the base chara',
      (ctx, f) => {
        const l = f.locals;
        const s = ctx.state;
        if (!s.objects[l.args.base]) return { goto: 'back to the extra deck' };
        const area = zoneOf(s, l.args.base);
        return {
          call: EVENT,
          locals: eventLocals({
            kind: 'move',
            card: l.resolving,
            to: s.objects[l.args.base].zone,
            rule: 'CT-10.1.7',
            area,
          }),
        };
      },
    ],
    [
      '8: the base chara goes under',
      (ctx, f) => {
        const l = f.locals;
        const s = ctx.state;
        const extra = movedCard(f.locals.$ret);
        if (!extra) return { done: null };
        f.locals.extra = extra;
        // CT-10.1.8: it appears with the base chara's level and set cards under it, face up, standing, undamaged.
        const events = restackOnto(s, l.args.base, extra, 'CT-10.1.8', 'CT-10.1.7');
        return { call: EVENTS, locals: eventsLocals(events, true) };
      },
    ],
    // CT-10.1.7: the base chara's "another chara appears" triggers do not wait for this appearance.
    [
      'appeared',
      (ctx, f) => ({
        call: EVENT,
        locals: eventLocals({
          kind: 'appear',
          card: f.locals.extra ?? null,
          how: 'extra',
          base: f.locals.args.base,
          rule: 'CT-10.1.7',
        }),
        then: 'done',
      }),
    ],
    [
      'back to the extra deck',
      (ctx, f) => {
        const l = f.locals;
        return {
          call: EVENT,
          locals: eventLocals({ kind: 'move', card: l.resolving, to: zoneKey('extra', l.player), rule: 'CT-10.1.5' }),
          then: 'back hidden',
        };
      },
    ],
    [
      'back hidden',
      (ctx, f) => {
        const moved = movedCard(f.locals.$ret);
        if (!moved) return { done: null };
        return { call: EVENT, locals: eventLocals({ kind: 'conceal', card: moved, rule: 'CT-10.1.5' }), then: 'done' };
      },
    ],
    ['done', () => ({ done: null })],
  ]);
}

/** Cards with [リフレイン] in a player's backyard (CT-13.5.1). */
function refrainCount(cards: ChaosCards, s: GameState, player: PlayerId): number {
  return (s.zones[zoneKey('backyard', player)] ?? []).filter((id) =>
    cards.get(s.objects[id].def).append.includes('refrain'),
  ).length;
}

/** Every action provider. */
export function chaosActions(cards: ChaosCards): ActionProvider[] {
  return [
    appearAction(cards),
    intrudeAction(cards),
    unitAction(cards),
    levelUpAction(cards),
    eventAction(cards),
    setAction(cards),
    activateAction(cards),
    extraAppearAction(cards),
  ];
}

export function actionProcedures(cards: ChaosCards) {
  return [playCardProcedure(cards), activateProcedure(cards), extraAppearProcedure(cards)];
}
