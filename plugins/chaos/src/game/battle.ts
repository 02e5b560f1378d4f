import {
  procedure,
  EVENT,
  eventLocals,
  CHECK_TIMING,
  checkTimingLocals,
  PLAY_TIMING,
  playTimingLocals,
  zoneKey,
  cloneJson,
  type DecisionOption,
  type GameEvent,
  type GameState,
  type JsonObject,
  type ObjectId,
  type PlayerId,
  type RunContext,
  type StepResult,
  requiredLocal,
} from '@tcgkit/core';
import type { ChaosCards } from '../cards/card-index.js';
import { END_UNIT, endUnitLocals, startOf } from './end-procedure.js';
import { BATTLE_ACTIONS } from './actions.js';
import { DAMAGE_PLAYER, damagePlayerLocals } from './player-damage.js';
import {
  charasOf,
  opponentOf,
  faceUp,
  pose,
  chars,
  num,
  hasSkill,
  isChara,
  isPartner,
  deckOf,
  battleOf,
  list,
  text,
  type BattleState,
} from './board.js';

export const BATTLE_PHASE = 'chaos.battle';
export const BATTLE_DAMAGE = 'chaos.battleDamage';

const check = (): StepResult => ({ call: CHECK_TIMING, locals: checkTimingLocals() });
const setBattle = (ctx: RunContext, b: BattleState | null) => {
  // Stryker disable next-line ConditionalExpression: equivalent: a null battle reads as none, as an absent one does
  if (b) ctx.state.data.battle = b as unknown as JsonObject;
  else delete ctx.state.data.battle;
};
/** Ability steps: the main player first, then alternately after every action (CT-8.2.2–8.2.3). */
const abilityStep = (ctx: RunContext, step: string, rule: string): StepResult => {
  ctx.state.turn.step = step;
  ctx.state.data.battleStepOpen = true;
  const m = ctx.state.turn.activePlayer;
  return { call: PLAY_TIMING, locals: playTimingLocals([m, opponentOf(m)], rule, [...BATTLE_ACTIONS], true) };
};
const closeStep = (ctx: RunContext) => {
  ctx.state.data.battleStepOpen = false;
};
const label = (ctx: RunContext, id: ObjectId) =>
  `${ctx.state.objects[id].def} (${ctx.state.objects[id].zone.split('@')[0]})`;

/** The answers the battle phase asks for, each cleared once read. */
interface BattlePhaseLocals {
  /** The chara declared as attacker (CT-8.3.1.1), null for none. */
  attacker?: ObjectId | null;
  /** The chara selected as the attack target (CT-8.4). */
  selected?: ObjectId | null;
  /** Whether the attacked player draws instead of guarding (CT-8.3.1.2). */
  draw?: boolean | null;
  /** The chara declared as guard (CT-13.3.4), null for none. */
  guard?: ObjectId | null;
}

/** The battle phase (CT-8): first ability step … battle end step, repeated; then the completion step. */
export function battlePhaseProcedure(cards: ChaosCards) {
  return procedure<BattlePhaseLocals>(BATTLE_PHASE, [
    ['8.2.1 start of battle phase', () => startOf(['battlePhase'], 'CT-8.2.1')],
    ['8.2 first ability step', (ctx) => abilityStep(ctx, 'firstAbility', 'CT-8.2.2')],
    [
      '8.3 attack declaration',
      (ctx) => {
        closeStep(ctx);
        const s = ctx.state;
        s.turn.step = 'attackDeclaration';
        const m = s.turn.activePlayer;
        // CT-8.3.1.4: in the first player's first turn the end of attacks must be declared.
        const attackers =
          s.turn.number === 1 ? [] : charasOf(s, m).filter((c) => faceUp(s, c.id) && pose(s, c.id) === 'stand');
        const options: DecisionOption[] = attackers.map((c) => ({
          key: `attack:${s.objects[c.id].def}:${c.area}`,
          label: `attack with ${label(ctx, c.id)}`,
          value: c.id,
        }));
        options.push({ key: 'end', label: 'end attacks', value: null });
        return {
          ask: { player: m, kind: 'choose', prompt: 'battle.attack', rule: 'CT-8.3.1.1', options },
          into: 'attacker',
        };
      },
    ],
    [
      '8.3.1.1 declare',
      (ctx, f) => {
        const s = ctx.state;
        const attacker = f.locals.attacker ?? null;
        if (attacker === null) return { goto: '8.9 completion' };
        const m = s.turn.activePlayer;
        setBattle(ctx, {
          attacker,
          target: { player: opponentOf(m) },
          originalTarget: { player: opponentOf(m) },
          guard: null,
          damageTarget: null,
          attackerMaster: m,
          // Stryker disable next-line ArrayDeclaration: equivalent, because a string that is no object id never deals
          dealtFirst: [],
          participants: [attacker],
        });
        return {
          call: EVENT,
          locals: eventLocals({ kind: 'status', card: attacker, key: 'pose', value: 'rest', rule: 'CT-8.3.1.1' }),
        };
      },
    ],
    [
      '12.2.1 opponent select',
      (ctx) => {
        const s = ctx.state;
        const b = battleOf(s)!;
        if (!isChara(s, b.attacker) || !hasSkill(ctx, b.attacker, 'opponentSelect'))
          return { goto: '8.3.1.2 attack draw' };
        const opp = opponentOf(s.turn.activePlayer);
        const options: DecisionOption[] = [
          { key: 'player', label: 'attack the opponent', value: null },
          ...charasOf(s, opp).map((c) => ({
            key: `chara:${s.objects[c.id].def}:${c.area}`,
            label: `attack ${label(ctx, c.id)}`,
            value: c.id,
          })),
        ];
        return {
          ask: {
            player: s.turn.activePlayer,
            kind: 'choose',
            prompt: 'battle.opponentSelect',
            rule: 'CT-12.2.1',
            options,
          },
          into: 'selected',
        };
      },
    ],
    [
      'target chosen',
      (ctx, f) => {
        const b = battleOf(ctx.state)!;
        const selected = f.locals.selected;
        if (typeof selected === 'string')
          setBattle(ctx, { ...b, target: { chara: selected }, originalTarget: { chara: selected } });
        f.locals.selected = null;
        return { next: true };
      },
    ],
    [
      '8.3.1.2 attack draw',
      (ctx) => {
        const s = ctx.state;
        const b = battleOf(s)!;
        if (!isPartner(s, b.attacker)) return { goto: '8.3.2 check timing' };
        return {
          ask: {
            player: s.turn.activePlayer,
            kind: 'choose',
            prompt: 'battle.attackDraw',
            rule: 'CT-8.3.1.2',
            options: [
              { key: 'draw', label: 'draw 1 card', value: true },
              { key: 'no', label: 'do not draw', value: false },
            ],
          },
          into: 'draw',
        };
      },
    ],
    [
      'draw',
      (ctx, f) => {
        const s = ctx.state;
        const m = s.turn.activePlayer;
        const top = deckOf(s, m)[0];
        const wants = f.locals.draw === true;
        f.locals.draw = null;
        // CT-1.2.3: the attack draw from an empty deck simply fails.
        if (!wants || !top) return { next: true };
        return {
          call: EVENT,
          locals: eventLocals({ kind: 'move', card: top, to: zoneKey('hand', m), rule: 'CT-8.3.1.2' }),
        };
      },
    ],
    ['8.3.2 check timing', check],
    ['8.4 second ability step', (ctx) => abilityStep(ctx, 'secondAbility', 'CT-8.4.1')],
    [
      '8.5 guard declaration',
      (ctx) => {
        closeStep(ctx);
        const s = ctx.state;
        s.turn.step = 'guardDeclaration';
        if (s.data.endingPhase === 'battle') return { goto: '8.8 battle end' };
        const sub = opponentOf(s.turn.activePlayer);
        const guards = charasOf(s, sub).filter((c) => faceUp(s, c.id) && pose(s, c.id) === 'stand');
        const options: DecisionOption[] = [
          { key: 'noGuard', label: 'no guard', value: null },
          ...guards.map((c) => ({
            key: `guard:${s.objects[c.id].def}:${c.area}`,
            label: `guard with ${label(ctx, c.id)}`,
            value: c.id,
          })),
        ];
        return {
          ask: { player: sub, kind: 'choose', prompt: 'battle.guard', rule: 'CT-8.5.1', options },
          into: 'guard',
        };
      },
    ],
    [
      '8.5.2 damage target',
      (ctx, f) => {
        const s = ctx.state;
        const b = battleOf(s)!;
        const guard = f.locals.guard ?? null;
        f.locals.guard = null;
        const participants = [...b.participants];
        if (guard) participants.push(guard);
        // CT-12.2.2: an opponent-selected chara that is not guarded for participates in the battle.
        else if ('chara' in b.target) participants.push(b.target.chara);
        setBattle(ctx, { ...b, guard, damageTarget: guard ? { chara: guard } : { ...b.target }, participants });
        if (guard && cards.get(s.objects[guard].def).append.includes('beta')) {
          return {
            call: EVENT,
            locals: eventLocals({ kind: 'status', card: guard, key: 'pose', value: 'rest', rule: 'CT-13.3.4' }),
          };
        }
        return { next: true };
      },
    ],
    ['8.5.3 check timing', check],
    ['8.6 third ability step', (ctx) => abilityStep(ctx, 'thirdAbility', 'CT-8.6.1')],
    [
      '8.7 battle damage step',
      (ctx) => {
        closeStep(ctx);
        if (ctx.state.data.endingPhase === 'battle') return { goto: '8.8 battle end' };
        ctx.state.turn.step = 'battleDamage';
        return { call: BATTLE_DAMAGE, locals: {} };
      },
    ],
    [
      '8.8 battle end',
      (ctx) => {
        ctx.state.turn.step = 'battleEnd';
        return {
          call: END_UNIT,
          locals: endUnitLocals(['battle'], [{ name: 'battle.end', qualifier: null }], 'chaos.battleRoles'),
        };
      },
    ],
    [
      '8.8.2 next battle',
      (ctx) => {
        setBattle(ctx, null);
        // CT-14.2.1 (b): after an "end the battle phase" battle end step, go to the completion step.
        if (ctx.state.data.endingPhase === 'battle' || ctx.state.result) return { next: true };
        return { goto: '8.2 first ability step' };
      },
    ],
    [
      '8.9 completion',
      (ctx) => {
        closeStep(ctx);
        setBattle(ctx, null);
        ctx.state.turn.step = 'completion';
        return { call: END_UNIT, locals: endUnitLocals(['battlePhase'], [{ name: 'phase.end', qualifier: 'battle' }]) };
      },
    ],
    [
      'done',
      (ctx) => {
        delete ctx.state.data.endingPhase;
        return { done: null };
      },
    ],
  ]);
}

/** Right after the battle's expiry step, the attack and guard charas lose those roles (CT-8.8.1, CT-12.2.2). */
export const battleRolesProcedure = procedure('chaos.battleRoles', [
  [
    '8.8.1 roles end',
    (ctx) => {
      const b = battleOf(ctx.state);
      if (b) setBattle(ctx, { ...b, participants: [], guard: null });
      return { done: null };
    },
  ],
]);

/** Whether a chara in a battle still exists as the same chara (CT-8.7.2, CT-8.7.3). */
const present = (ctx: RunContext, id: ObjectId | null): boolean => id !== null && isChara(ctx.state, id);

/** One battle-damage dealing: the dealer, its target, and what to do with excess (CT-12.5, CT-12.6). */
interface Dealing extends JsonObject {
  dealer: ObjectId;
  target: { chara: ObjectId } | { player: PlayerId };
  /** Where excess damage goes (penetrate: the original attack target; reflect: the attacker's master). */
  excessTo: { chara: ObjectId } | { player: PlayerId } | null;
}

/** The damage step's queue of dealings and the one being dealt (CT-8.7.1). */
interface DamageStepLocals {
  queue?: Dealing[];
  /** Whether the queue is the first-strike one (CT-8.7.1.5). */
  first?: boolean;
  current?: Dealing;
  amount?: number;
  /** Damage on the target before this dealing, to tell what it received. */
  before?: number;
  /** Damage beyond durability, to go where the dealing's excess goes (CT-12.5, CT-12.6). */
  excess?: number;
}

/**
 * The battle damage step (CT-8.7.1): start triggers, "when battling" triggers, first-strike /
 * first-defense damage, then normal damage, each followed by a check timing.
 */
export function battleDamageProcedure(cards: ChaosCards) {
  /** Who deals damage in a sub-step: the attack chara and, if the damage target is a chara, that chara. */
  const dealings = (ctx: RunContext, first: boolean): Dealing[] => {
    const s = ctx.state;
    const b = battleOf(s);
    if (!b || !b.damageTarget) return [];
    const out: Dealing[] = [];
    const dt = b.damageTarget;
    const attackerFirst = present(ctx, b.attacker) && hasSkill(ctx, b.attacker, 'firstStrike');
    const defender = 'chara' in dt ? dt.chara : null;
    // CT-12.4.1: first defense works for a guard chara or an opponent-selected attack target.
    const defenderFirst = defender !== null && present(ctx, defender) && hasSkill(ctx, defender, 'firstDefense');
    const attackerDeals = first ? attackerFirst : !b.dealtFirst.includes(b.attacker);
    // CT-8.7.2: a chara that left the arena deals no damage.
    if (attackerDeals && present(ctx, b.attacker)) {
      // Stryker disable next-line ConditionalExpression: equivalent: unguarded, the damage goes to the target anyway
      const penetrate = hasSkill(ctx, b.attacker, 'penetrate') && b.guard !== null;
      // CT-12.5.4: with penetrate, an absent or face-down guard means all damage goes to the original attack target.
      if (penetrate && (b.guard === null || !present(ctx, b.guard) || !faceUp(s, b.guard)))
        out.push({ dealer: b.attacker, target: b.originalTarget, excessTo: null });
      else out.push({ dealer: b.attacker, target: dt, excessTo: penetrate ? b.originalTarget : null });
    }
    if (defender !== null && (first ? defenderFirst : !b.dealtFirst.includes(defender)) && present(ctx, defender)) {
      const reflect = hasSkill(ctx, defender, 'reflect') && b.guard === defender;
      // CT-12.6.3: reflecting onto an absent or face-down attack chara sends everything to its master.
      if (reflect && (!present(ctx, b.attacker) || !faceUp(s, b.attacker)))
        out.push({ dealer: defender, target: { player: b.attackerMaster }, excessTo: null });
      else
        out.push({
          dealer: defender,
          target: { chara: b.attacker },
          excessTo: reflect ? { player: b.attackerMaster } : null,
        });
    }
    // The queue's own copies of the battle's targets (state objects are never shared).
    return cloneJson(out);
  };

  return procedure<DamageStepLocals>(BATTLE_DAMAGE, [
    ['8.7.1.1 start of damage step', () => startOf(['battleDamageStep'], 'CT-8.7.1.1')],
    ['8.7.1.2 check timing', check],
    [
      '8.7.1.3 battle triggers',
      (ctx) => {
        const b = battleOf(ctx.state);
        if (!b) return { next: true };
        return {
          call: EVENT,
          locals: eventLocals({
            kind: 'battling',
            attacker: b.attacker,
            damageTarget: b.damageTarget,
            rule: 'CT-8.7.1.3',
          }),
        };
      },
    ],
    ['8.7.1.4 check timing', check],
    [
      '8.7.1.5 first strike / first defense',
      (ctx, f) => {
        f.locals.queue = dealings(ctx, true);
        f.locals.first = true;
        return { goto: 'deal next' };
      },
    ],
    ['8.7.1.6 check timing', check],
    [
      '8.7.1.7 normal damage',
      (ctx, f) => {
        f.locals.queue = dealings(ctx, false);
        f.locals.first = false;
        return { goto: 'deal next' };
      },
    ],
    ['8.7.1.8 check timing', check],
    ['finish', () => ({ done: null })],
    [
      'deal next',
      (ctx, f) => {
        const queue = requiredLocal(f.locals.queue, 'queue');
        const next = queue.shift();
        if (!next) return { goto: f.locals.first === true ? '8.7.1.6 check timing' : '8.7.1.8 check timing' };
        f.locals.current = next;
        const b = battleOf(ctx.state)!;
        // Stryker disable next-line ConditionalExpression: equivalent: the normal step's queue is made before it deals
        if (f.locals.first === true) setBattle(ctx, { ...b, dealtFirst: [...b.dealtFirst, next.dealer] });
        return { goto: 'deal' };
      },
    ],
    [
      'deal',
      (ctx, f) => {
        const d = requiredLocal(f.locals.current, 'current');
        const s = ctx.state;
        const amount = num(chars(ctx, d.dealer).attack);
        f.locals.amount = amount;
        if ('player' in d.target)
          return {
            call: DAMAGE_PLAYER,
            locals: damagePlayerLocals(d.target.player, amount, d.dealer, true),
            then: 'deal next',
          };
        const target = d.target.chara;
        // CT-8.7.3: a damage target that left the arena is replaced by a stand-in with durability 0.
        if (!present(ctx, target)) {
          ctx.sink.log({
            rule: 'CT-8.7.3',
            message: `${target} left the arena: ${amount} damage goes to a stand-in (attack 0, durability 0)`,
            turn: s.turn.number,
          });
          f.locals.excess = amount;
          return { goto: 'excess' };
        }
        // CT-13.3.4: BETA charas take no battle damage from male or female トータル・イクリプス charas.
        const src = chars(ctx, d.dealer);
        if (
          cards.get(s.objects[target].def).append.includes('beta') &&
          list(src.work).includes('トータル・イクリプス') &&
          list(src.gender).some((g) => g === 'male' || g === 'female')
        ) {
          ctx.sink.log({
            rule: 'CT-13.3.4',
            message: `${target} (BETA) takes no battle damage from ${s.objects[d.dealer].def}`,
            turn: s.turn.number,
          });
          return { goto: 'deal next' };
        }
        f.locals.before = num(s.objects[target].counters.damage);
        return {
          call: EVENT,
          locals: eventLocals({ kind: 'damage', target, amount, source: d.dealer, tags: ['battle'], rule: 'CT-8.7.4' }),
          then: 'measure excess',
        };
      },
    ],
    [
      'measure excess',
      (ctx, f) => {
        const d = requiredLocal(f.locals.current, 'current');
        const target = (d.target as { chara: ObjectId }).chara;
        const s = ctx.state;
        // CT-12.5.2: excess = cumulative damage − durability, only when this damage makes it face down.
        const dmg = s.objects[target]?.counters.damage ?? 0;
        const received = dmg - num(f.locals.before);
        const dur = num(chars(ctx, target).durability);
        // A face-up chara had less damage than durability before this damage (rule processes ran at the check timing
        // before) and a face-down one takes none (CT-3.11.6): each test guards what the others already imply.
        // Stryker disable next-line ConditionalExpression: equivalent, any one test made always true, as that says
        f.locals.excess = received > 0 && faceUp(s, target) && dmg >= dur ? dmg - dur : 0;
        return { goto: 'excess' };
      },
    ],
    [
      'excess',
      (ctx, f) => {
        const d = requiredLocal(f.locals.current, 'current');
        const excess = num(f.locals.excess);
        f.locals.excess = 0;
        if (!d.excessTo || excess <= 0) return { goto: 'deal next' };
        ctx.sink.log({
          rule: 'CT-12.5.2',
          message: `${excess} excess damage from ${ctx.state.objects[d.dealer]?.def} goes on`,
          turn: ctx.state.turn.number,
        });
        if ('player' in d.excessTo)
          return {
            call: DAMAGE_PLAYER,
            locals: damagePlayerLocals(d.excessTo.player, excess, d.dealer, true),
            then: 'deal next',
          };
        if (!present(ctx, d.excessTo.chara)) return { goto: 'deal next' };
        return {
          call: EVENT,
          locals: eventLocals({
            kind: 'damage',
            target: d.excessTo.chara,
            amount: excess,
            source: d.dealer,
            tags: ['battle'],
            rule: 'CT-12.5.3',
          }),
          then: 'deal next',
        };
      },
    ],
  ]);
}

/** "When battling" (CT-8.7.1.3). */
export const battlingEvent = {
  kind: 'battling',
  rule: () => 'CT-8.7.1.3',
  // A signal for "when battling" triggers: it changes no state.
  writes: 'nothing' as const,
  apply: () => ({}),
  describe: (e: GameEvent) => `${text(e.attacker)} battles`,
  story: (e: GameEvent, _o: JsonObject, s: GameState) => {
    const attacker = typeof e.attacker === 'string' ? e.attacker : '';
    return { kind: 'battle', actor: s.objects[attacker]?.master ?? null, cards: { card: attacker } };
  },
};
