import {
  procedure,
  EVENTS,
  eventsLocals,
  zoneKey,
  type GameEvent,
  type GameState,
  type ObjectId,
  type PlayerId,
  type RuleProcess,
  type RunContext,
  requiredLocal,
} from '@tcgkit/core';
import type { ChaosCards } from '../cards/card-index.js';
import { canonicalCardName, sameCardName } from '../cards/card-name.js';
import { AREAS } from '../rules/zones.js';
import { charasIn, charasOf, chars, list, num, isPartner, stacked, faceUp, partnerOf, text } from './board.js';

const toWr = (s: GameState, card: ObjectId, rule: string): GameEvent => ({
  kind: 'move',
  card,
  to: zoneKey('wr', s.objects[card].owner),
  position: 'top',
  rule,
});
const players = (s: GameState): PlayerId[] => s.players.map((p) => p.id);
/** Players in turn order from the main player: simultaneous choices are made main player first (CT-1.3.6). */
const mainFirst = (s: GameState): PlayerId[] => s.players.map((_, i) => (s.turn.activePlayer + i) % s.players.length);

/** Defeat (CT-11.2.1): a draw-step deck-out (CT-11.2.2) or a damage deck-out (CT-11.2.3). */
export const defeatProcess: RuleProcess = {
  id: 'defeat',
  rule: 'CT-11.2.1',
  check: (ctx) =>
    ctx.state.players
      // Stryker disable next-line ConditionalExpression: equivalent, because the game ends once a player has lost
      .filter((p) => p.lost === null && (p.data.drawDeckOut === true || p.data.damageDeckOut === true))
      .map((p) => ({
        kind: 'lose',
        player: p.id,
        reason:
          p.data.drawDeckOut === true ? 'drew from an empty deck in the draw step' : 'took damage with an empty deck',
        rule: p.data.drawDeckOut === true ? 'CT-11.2.2' : 'CT-11.2.3',
      })),
};

/**
 * Durability damage (CT-11.7.1, CT-2.7.2): a face-up chara whose cumulative damage reaches its
 * durability, or whose durability is 0 or less, turns face down; its damage becomes 0 (CT-3.11.5).
 */
export const durabilityProcess: RuleProcess = {
  id: 'durability-damage',
  rule: 'CT-11.7.1',
  check(ctx) {
    const out: GameEvent[] = [];
    for (const p of players(ctx.state)) {
      for (const { id } of charasOf(ctx.state, p)) {
        if (!faceUp(ctx.state, id)) continue;
        const c = chars(ctx, id);
        const dmg = ctx.state.objects[id].counters.damage ?? 0;
        // Damage is never negative: durability 0 or less (CT-2.7.2) meets this with no damage at all.
        if (dmg >= num(c.durability)) {
          // CT-14.7: turned face down "by damage" (and "by battle" / "by an effect" after that kind of damage).
          const hit = ctx.state.objects[id].status.lastHit;
          const by = typeof hit === 'string' ? ['damage', hit] : ['effect'];
          out.push({ kind: 'status', card: id, key: 'face', value: 'down', snapshot: true, rule: 'CT-11.7.1', by });
          if (typeof hit === 'string')
            out.push({ kind: 'status', card: id, key: 'lastHit', value: null, rule: 'CT-14.7.1' });
          if (dmg > 0) out.push({ kind: 'counter', card: id, key: 'damage', amount: -dmg, rule: 'CT-3.11.5' });
        }
      }
    }
    return out;
  },
};

/**
 * Level and set cards in an area without a chara go to the WR (CT-11.6.1, CT-11.5.4);
 * with a chara they stack on it (CT-3.11.11).
 */
export const strayCardsProcess: RuleProcess = {
  id: 'stray-level-and-set',
  rule: 'CT-11.6.1',
  check(ctx) {
    const s = ctx.state;
    const out: GameEvent[] = [];
    for (const p of players(s)) {
      for (const area of AREAS) {
        const stray = (s.zones[zoneKey(area, p)] ?? []).filter(
          (id) => s.objects[id].attachKind === null && typeof s.objects[id].status.stackRole === 'string',
        );
        if (stray.length === 0) continue;
        const here = charasIn(s, p, area);
        for (const id of stray) {
          const role = text(s.objects[id].status.stackRole);
          if (here.length === 1 && role !== 'base')
            out.push({ kind: 'attach', card: id, to: here[0], attachKind: role, rule: 'CT-3.11.11' });
          else if (here.length === 0) out.push(toWr(s, id, role === 'set' ? 'CT-11.5.4' : 'CT-11.6.1'));
        }
      }
    }
    return out;
  },
};

/**
 * Illegal set (CT-11.5): a set card whose master differs from its chara's (11.5.1), or set on a chara
 * it may not be set on (11.5.5: its "only on" condition, or a ＴＳＴゲージ chara, CT-13.6.2), goes to the WR.
 */
export function illegalSetProcess(cards: ChaosCards): RuleProcess {
  return {
    id: 'illegal-set',
    rule: 'CT-11.5.1',
    check(ctx) {
      const s = ctx.state;
      const out: GameEvent[] = [];
      for (const { id, sets } of charasWithSets(s)) {
        const tst = sets.some((x) => cards.get(s.objects[x].def).append.includes('tst'));
        const host = chars(ctx, id);
        for (const set of sets) {
          const card = cards.get(s.objects[set].def);
          if (s.objects[set].owner !== s.objects[id].master) out.push(toWr(s, set, 'CT-11.5.1'));
          else if (card.setOn && !cards.meets(host, card.setOn, card)) out.push(toWr(s, set, 'CT-11.5.5'));
          else if (tst && !card.append.includes('tst')) out.push(toWr(s, set, 'CT-13.6.2'));
        }
      }
      return out;
    },
  };
}

/** Every chara (main player's first) with the set cards stacked on it, skipping charas without any. */
function charasWithSets(s: GameState): { player: PlayerId; id: ObjectId; sets: ObjectId[] }[] {
  const out: { player: PlayerId; id: ObjectId; sets: ObjectId[] }[] = [];
  for (const player of mainFirst(s)) {
    for (const { id } of charasOf(s, player)) {
      // Most charas hold nothing: no list is made for them.
      if (s.objects[id].attached.length === 0) continue;
      const sets = stacked(s, id, 'set');
      if (sets.length > 0) out.push({ player, id, sets });
    }
  }
  return out;
}

/**
 * Set cards a chara may hold (CT-3.10.4): its `setLimit` info — 1 unless an effect changes it —
 * and any number of ＴＳＴゲージ (CT-13.6.1). Once it holds one, the others are illegal (CT-13.6.2) and leave
 * by the illegal-set process at the same time: no ＴＳＴゲージ is counted against the limit for them.
 */
export function setCapacity(cards: ChaosCards, ctx: RunContext, chara: ObjectId): number {
  const s = ctx.state;
  const sets = stacked(s, chara, 'set');
  if (sets.some((x) => cards.get(s.objects[x].def).append.includes('tst'))) return Infinity;
  const limit = chars(ctx, chara).setLimit;
  return typeof limit === 'number' ? Math.max(0, limit) : 1;
}

/** Whether a chara's allowance went down since its set cards were set (CT-11.5.3 rather than CT-11.5.2). */
const allowanceDecreased = (s: GameState, sets: ObjectId[], cap: number) =>
  sets.some((x) => Number(s.objects[x].status.limitWhenSet ?? 1) > cap);

/** Too many set cards (CT-11.5.2): the newest stay, up to the allowed number; the rest go to the WR. */
export function excessSetProcess(cards: ChaosCards): RuleProcess {
  return {
    id: 'excess-set',
    rule: 'CT-11.5.2',
    check(ctx) {
      const s = ctx.state;
      const out: GameEvent[] = [];
      for (const { id, sets } of charasWithSets(s)) {
        const cap = setCapacity(cards, ctx, id);
        if (sets.length <= cap || allowanceDecreased(s, sets, cap)) continue;
        // Attachments are listed oldest first: the newest ones stay (CT-11.5.2).
        for (const x of sets.slice(0, sets.length - cap)) out.push(toWr(s, x, 'CT-11.5.2'));
      }
      return out;
    },
  };
}

export const DECREASED_SETS = 'chaos.decreasedSets';

/** The allowance went down (CT-11.5.3): the master chooses which set cards to keep, with no recency rule. */
export function decreasedSetProcess(cards: ChaosCards): RuleProcess {
  return {
    id: 'decreased-set-allowance',
    rule: 'CT-11.5.3',
    check: () => [],
    procedure(ctx) {
      const s = ctx.state;
      for (const { player, id, sets } of charasWithSets(s)) {
        const cap = setCapacity(cards, ctx, id);
        if (sets.length > cap && allowanceDecreased(s, sets, cap))
          return {
            proc: DECREASED_SETS,
            locals: { player, sets, keep: cap, picks: null } satisfies DecreasedSetLocals,
          };
      }
      return null;
    },
  };
}

/** A chara's set cards over its decreased allowance (CT-11.5.3): its master keeps `keep` of them. */
interface DecreasedSetLocals {
  player: PlayerId;
  sets: ObjectId[];
  keep: number;
  picks: ObjectId[] | null;
}

/** Charas or names in duplication (CT-11.3.1, CT-11.4.1): its master keeps one. */
interface DuplicationLocals {
  player: PlayerId;
  keep: ObjectId | null;
}

export const decreasedSetProcedure = procedure<DecreasedSetLocals>(DECREASED_SETS, [
  [
    'master chooses',
    (ctx, f) => {
      const s = ctx.state;
      const sets = f.locals.sets;
      const keep = f.locals.keep;
      return {
        ask: {
          player: f.locals.player,
          kind: 'select',
          prompt: 'sets.keep',
          rule: 'CT-11.5.3',
          min: keep,
          max: keep,
          options: sets.map((id) => ({ key: `${s.objects[id].def}:${id}`, label: s.objects[id].def, value: id })),
        },
        into: 'picks',
      };
    },
  ],
  [
    'the others go to the WR',
    (ctx, f) => {
      const kept = f.locals.picks ?? [];
      const others = f.locals.sets.filter((id) => !kept.includes(id) && ctx.state.objects[id]);
      return {
        call: EVENTS,
        locals: eventsLocals(
          others.map((id) => toWr(ctx.state, id, 'CT-11.5.3')),
          true,
        ),
      };
    },
  ],
]);

/**
 * Illegal extra deck (CT-11.8.1): a card in the extra deck that is not an extra card goes to the WR.
 * 恋想リレーション cards are the exception its own text presupposes (it counts the event cards there,
 * CT-13.12.1; card text beats the rules, CT-1.3.1).
 */
export function illegalExtraProcess(cards: ChaosCards): RuleProcess {
  return {
    id: 'illegal-extra-deck',
    rule: 'CT-11.8.1',
    check: (ctx) =>
      players(ctx.state).flatMap((p) =>
        (ctx.state.zones[zoneKey('extra', p)] ?? [])
          .filter((id) => {
            const c = cards.get(ctx.state.objects[id].def);
            return c.type !== 'extra' && !c.append.includes('koisou');
          })
          .map((id) => toWr(ctx.state, id, 'CT-11.8.1')),
      ),
  };
}

/** Charas placed last among some (several placed at the same time tie). */
function placedLast(s: GameState, ids: ObjectId[]): ObjectId[] {
  const at = (id: ObjectId) => Number(s.objects[id].status.placedAt ?? s.objects[id].enteredAt);
  const last = Math.max(...ids.map(at));
  return ids.filter((id) => at(id) === last);
}

export const CHARA_DUPLICATION = 'chaos.charaDuplication';
export const NAME_DUPLICATION = 'chaos.nameDuplication';

/**
 * Chara duplication (CT-11.3.1): an area holding several charas keeps one of those placed last, chosen by its master.
 */
export const charaDuplicationProcess: RuleProcess = {
  id: 'chara-duplication',
  rule: 'CT-11.3.1',
  check: () => [],
  procedure(ctx) {
    for (const p of mainFirst(ctx.state)) {
      for (const area of AREAS) {
        const here = charasIn(ctx.state, p, area);
        if (here.length > 1)
          return {
            proc: CHARA_DUPLICATION,
            locals: { player: p, charas: here, keep: null } satisfies DuplicationLocals & { charas: ObjectId[] },
          };
      }
    }
    return null;
  },
};

/** The names that count for name duplication, without their spaces (CT-2.1.4): none for はるかさん (CT-13.4.2). */
function dupNames(ctx: RunContext, cards: ChaosCards, id: ObjectId): string[] {
  if (cards.get(ctx.state.objects[id].def).append.includes('haruka')) return [];
  return list(chars(ctx, id).names).map(canonicalCardName);
}

/**
 * CT-11.4.4: cards that "can appear more than once" do not clash with cards of their own card name (compared
 * without spaces, CT-2.1.4).
 */
export function conflicting(s: GameState, cards: ChaosCards, a: ObjectId, b: ObjectId): boolean {
  const ca = cards.get(s.objects[a].def);
  const cb = cards.get(s.objects[b].def);
  return !(
    sameCardName(ca.name, cb.name) &&
    (ca.keywords.includes('multipleAppear') || cb.keywords.includes('multipleAppear'))
  );
}

/** A group of cards sharing a name (CT-11.4.1), if any, for a player. */
export function nameDuplicates(ctx: RunContext, cards: ChaosCards, p: PlayerId): ObjectId[] | null {
  const s = ctx.state;
  // Holders of each name, names in order of first appearance, holders in board order (charas,
  // each followed by its set cards): checked at every check timing, so gathered in one walk.
  const holders = new Map<string, ObjectId[]>();
  const add = (id: ObjectId) => {
    for (const name of dupNames(ctx, cards, id)) {
      const list = holders.get(name);
      if (!list) holders.set(name, [id]);
      else if (list[list.length - 1] !== id) list.push(id);
    }
  };
  for (const { id } of charasOf(s, p)) {
    add(id);
    // Stryker disable next-line OptionalChaining: equivalent, because an attached id always names an object
    for (const set of s.objects[id].attached) if (s.objects[set]?.attachKind === 'set') add(set);
  }
  for (const group of holders.values()) {
    // Stryker disable next-line ConditionalExpression: equivalent, because a lone holder has no pair to clash with
    if (group.length < 2) continue;
    if (group.some((x, i) => group.some((y, j) => j > i && conflicting(s, cards, x, y)))) return group;
  }
  return null;
}

/** Name duplication (CT-11.4.1–11.4.3): processed after chara duplication when both are required. */
export function nameDuplicationProcess(cards: ChaosCards): RuleProcess {
  return {
    id: 'name-duplication',
    rule: 'CT-11.4.1',
    check: () => [],
    procedure(ctx) {
      for (const p of mainFirst(ctx.state)) {
        const group = nameDuplicates(ctx, cards, p);
        if (group)
          return {
            proc: NAME_DUPLICATION,
            locals: { player: p, group, keep: null } satisfies DuplicationLocals & { group: ObjectId[] },
          };
      }
      return null;
    },
  };
}

export const duplicationProcedures = (cards: ChaosCards) => [
  decreasedSetProcedure,
  procedure<DuplicationLocals & { charas: ObjectId[] }>(CHARA_DUPLICATION, [
    [
      'master chooses',
      (ctx, f) => {
        const last = placedLast(ctx.state, f.locals.charas);
        if (last.length === 1) {
          f.locals.keep = last[0];
          return { next: true };
        }
        return {
          ask: {
            player: f.locals.player,
            kind: 'choose',
            prompt: 'charaDuplication.keep',
            rule: 'CT-11.3.1',
            options: last.map((id) => ({
              key: `${ctx.state.objects[id].def}:${id}`,
              label: ctx.state.objects[id].def,
              value: id,
            })),
          },
          into: 'keep',
        };
      },
    ],
    [
      'the others go to the WR',
      (ctx, f) => {
        const others = f.locals.charas.filter((id) => id !== f.locals.keep);
        return {
          call: EVENTS,
          locals: eventsLocals(
            others.map((id) => toWr(ctx.state, id, 'CT-11.3.1')),
            true,
          ),
        };
      },
    ],
  ]),
  procedure<DuplicationLocals & { group: ObjectId[] }>(NAME_DUPLICATION, [
    [
      'master chooses',
      (ctx, f) => {
        const s = ctx.state;
        const group = f.locals.group;
        // CT-11.4.2: with the partner among them, the partner stays.
        const partner = partnerOf(s, f.locals.player);
        const last = partner !== null && group.includes(partner) ? [partner] : placedLast(s, group);
        if (last.length === 1) {
          f.locals.keep = last[0];
          return { next: true };
        }
        return {
          ask: {
            player: f.locals.player,
            kind: 'choose',
            prompt: 'nameDuplication.keep',
            rule: 'CT-11.4.1',
            options: last.map((id) => ({ key: `${s.objects[id].def}:${id}`, label: s.objects[id].def, value: id })),
          },
          into: 'keep',
        };
      },
    ],
    [
      'the others go to the WR',
      (ctx, f) => {
        const s = ctx.state;
        const keep = requiredLocal(f.locals.keep, 'keep');
        const others = f.locals.group.filter(
          (id) => id !== keep && !isPartner(s, id) && conflicting(s, cards, id, keep),
        );
        return {
          call: EVENTS,
          locals: eventsLocals(
            others.map((id) => toWr(s, id, 'CT-11.4.1')),
            true,
          ),
        };
      },
    ],
  ]),
];

/** The rule processes in the order they are checked; chara duplication before name duplication (CT-11.4.3). */
export function chaosRuleProcesses(cards: ChaosCards): RuleProcess[] {
  return [
    defeatProcess,
    durabilityProcess,
    strayCardsProcess,
    illegalSetProcess(cards),
    excessSetProcess(cards),
    illegalExtraProcess(cards),
    charaDuplicationProcess,
    nameDuplicationProcess(cards),
    decreasedSetProcess(cards),
  ];
}
