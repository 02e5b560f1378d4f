import {
  attachEvent as coreAttach,
  damageEvent as coreDamage,
  moveEvent as coreMove,
  copyCardObject,
  parseZoneKey,
  zoneKey,
  type EventHandler,
  type GameEvent,
  type RunContext,
  writableStatus,
  writableCounters,
  NO_REVEALS,
} from '@tcgkit/core';
import type { ChaosCards } from '../cards/card-index.js';
import { isArea } from '../rules/zones.js';

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * Damage to a chara, remembering what kind of damage it was last, so that the durability rule
 * process can tell "face down by battle / by an effect / by damage" (CT-14.7).
 */
export const chaosDamageEvent: EventHandler = {
  ...coreDamage,
  apply: (e, ctx) => {
    const out = coreDamage.apply(e, ctx);
    const o = ctx.state.objects[str(e.target)];
    const tags = Array.isArray(e.tags) ? e.tags : [];
    if (o) writableStatus(o).lastHit = tags.includes('battle') ? 'battle' : tags.includes('cost') ? 'cost' : 'effect';
    return out;
  },
};

/** Where a move really goes: an extra chara leaving the arena goes to its owner's extra deck instead (CT-10.2.1). */
function destination(ctx: RunContext, cards: ChaosCards, e: GameEvent): string {
  const obj = ctx.state.objects[str(e.card)];
  const to = str(e.to);
  if (!obj || !cards.has(obj.def)) return to;
  const from = parseZoneKey(obj.zone).zone;
  const toZone = parseZoneKey(to).zone;
  // Its owner's, even when an effect names another player's extra deck.
  if (cards.get(obj.def).type === 'extra' && isArea(from) && !isArea(toZone)) return zoneKey('extra', obj.owner);
  return to;
}

/**
 * Moves with ChaosTCG's placement rules on top of the core's: the partner never leaves the
 * partner area (CT-3.12.2); a card that cannot appear cannot enter the arena (CT-14.8.1,
 * CT-13.10.1); a chara leaving the arena takes the charas stacked under it but leaves its level
 * and set cards behind (CT-3.10.7); an extra chara goes to the extra deck instead (CT-10.2.1) and
 * is public there (CT-10.2.2). Level and set cards left behind keep their role until the rule
 * processes remove them (CT-11.5.4, CT-11.6.1).
 */
export function chaosMoveEvent(cards: ChaosCards): EventHandler {
  return {
    ...coreMove,
    rule: (e, s) => str(e.rule) || coreMove.rule(e, s),
    isVoid: (e, ctx) => {
      const obj = ctx.state.objects[str(e.card)];
      if (!obj) return true;
      const from = parseZoneKey(obj.zone).zone;
      const to = parseZoneKey(destination(ctx, cards, e)).zone;
      // (ソルラルチャージ's own text returns it from the partner area: card text beats the rules, CT-1.3.1.)
      if (
        from === 'partner' &&
        obj.attachedTo === null &&
        !obj.status.stackRole &&
        to !== 'partner' &&
        e.solar !== true
      )
        return true;
      if (isArea(to) && !isArea(from) && cards.has(obj.def)) {
        const c = cards.get(obj.def);
        if (c.keywords.includes('cannotAppear') || c.append.includes('aragami')) return true;
      }
      // CT-13.8.4: in the extra deck, only ソルラルチャージ effects move a ソルラルチャージ card.
      if (
        from === 'extra' &&
        cards.has(obj.def) &&
        cards.get(obj.def).append.includes('solarCharge') &&
        e.solar !== true
      )
        return true;
      return coreMove.isVoid ? coreMove.isVoid({ ...e, to: destination(ctx, cards, e) }, ctx) : false;
    },
    apply: (e, ctx) => {
      const obj = ctx.state.objects[str(e.card)];
      const from = parseZoneKey(obj.zone).zone;
      const to = destination(ctx, cards, e);
      const roles = new Map(obj.attached.map((a) => [a, ctx.state.objects[a].attachKind]));
      // The kinds of stacked cards the card's text takes along (CT-1.3.1), beside the charas under it.
      const named = e.carry === 'all' ? 'all' : Array.isArray(e.carry) ? (e.carry as string[]) : [];
      const leavingArena = isArea(from) && !isArea(parseZoneKey(to).zone);
      // Within the arena what goes along stays stacked; leaving it, every card goes on its own (below).
      const out = coreMove.apply({ ...e, to, carry: leavingArena ? [] : named }, ctx);
      const carried: Record<string, string> = {};
      for (const id of (out.leftBehind as string[] | undefined) ?? []) {
        const o = ctx.state.objects[id];
        const role = roles.get(id) ?? null;
        // CT-5.7.6: when only the topmost chara card is moved, the chara card below becomes the area's chara.
        if (e.topCardOnly === true && role === 'base') {
          writableStatus(o).stackRole = null;
          continue;
        }
        // CT-3.10.7: charas stacked under it go to the same zone, as cards of their own there; so do the level
        // and set cards the text names.
        const along = role === 'base' || named === 'all' || (role !== null && named.includes(role));
        if (leavingArena && along) {
          const res = ctx.svc.zones.move(ctx.state, id, to, 'top', [], (x) => {
            ctx.state.lastKnown[x.id] = {
              object: copyCardObject(x),
              characteristics: ctx.svc.layers.characteristics(ctx.state, x.id),
              turn: ctx.state.turn.number,
            };
          });
          carried[id] = res.newId;
          continue;
        }
        writableStatus(o).stackRole = role ?? o.status.stackRole ?? null;
      }
      if (Object.keys(carried).length > 0) {
        const before = out.carried;
        const kept = typeof before === 'object' && before !== null && !Array.isArray(before) ? before : {};
        out.carried = { ...kept, ...carried };
      }
      const moved = ctx.state.objects[str(out.newId)];
      // An effect may put a card there face down (CT-13.11.1, CT-13.12.1): it stays hidden.
      if (moved && parseZoneKey(to).zone === 'extra' && from !== 'extra')
        moved.revealedTo = e.extraFace === 'down' ? NO_REVEALS : ctx.state.players.map((p) => p.id);
      return out;
    },
  };
}

/** Stacking a card (level, set or base chara) records its role so that it keeps it if left behind. */
export const chaosAttachEvent: EventHandler = {
  ...coreAttach,
  apply: (e, ctx) => {
    const out = coreAttach.apply(e, ctx);
    const o = ctx.state.objects[str(out.newId)];
    if (o) {
      const status = writableStatus(o);
      status.stackRole = str(e.attachKind) || 'attached';
      // The allowance of set cards when this one was set (CT-11.5.2 vs CT-11.5.3).
      if (e.attachKind === 'set') status.limitWhenSet = Number(ctx.svc.layers.view(ctx.state, str(e.to)).setLimit ?? 1);
      delete status.pose;
      delete status.face;
      if (o.counters.damage !== undefined) delete writableCounters(o).damage;
    }
    return out;
  },
};
