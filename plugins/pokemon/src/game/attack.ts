import {
  procedure,
  EVENT,
  EVENTS,
  eventLocals,
  eventsLocals,
  PROGRAM,
  programLocals,
  RESOLVE_WAITING,
  RulesetError,
  writeStory,
  type GameEvent,
  type FrameOf,
  type JsonObject,
  type RunContext,
  flippedHeads,
} from '@tcgkit/core';
import type { CardIndex } from '../cards/card-index.js';
import type { Attack } from '../cards/card-schema.js';
import { activeOf, activesOf, opponentOf, options, text } from './board.js';
import { calculateDamage } from './damage-calculation.js';
import { onDefendingPokemon } from './effects-on-pokemon.js';
import { KNOCK_OUT } from './knock-out.js';
import { ATTACK_EFFECT } from './immunity.js';
import { ATTACK_FAILS_VAR } from '../instructions/attack-fails.js';
import { SELF_DAMAGE_VAR } from './self-damage-var.js';

export const ATTACK = 'pokemon.attack';

interface AttackLocals {
  /** The chosen attack option. */
  args: { attacker: string; attack: string };
  attacker: string;
  attack: string;
  /** "Use as this attack" (PK-II-C18): the attack being carried out, when it is another card's. */
  copied: { card: string; attack: string } | null;
  defender: string | null;
  vars: JsonObject;
  heads: boolean | null;
}

/**
 * The attack being carried out. A copied one keeps the copying attack's name (PK-II-C18 FAQ1)
 * and needs none of its own Energy (it is not "used" with its cost).
 */
function attackOf(cards: CardIndex, ctx: RunContext, l: AttackLocals): Attack {
  const a = cards.attacksOf(ctx.state, ctx.state.objects[l.attacker]).find((x) => x.attack.name === l.attack)?.attack;
  if (!a) throw new RulesetError(`${l.attacker} has no attack "${l.attack}"`);
  if (!l.copied) return a;
  const from = cards.get(l.copied.card);
  const copied = from.kind === 'pokemon' ? from.attacks.find((x) => x.name === l.copied!.attack) : undefined;
  if (!copied) throw new RulesetError(`${l.copied.card} has no attack "${l.copied.attack}"`);
  return { ...copied, name: a.name };
}

/** The attacks a Pokémon "has": those printed on the card that is it now (PK-II-D06). */
function printedAttacks(cards: CardIndex, ctx: RunContext, id: string): { card: string; attack: string }[] {
  const top = cards.topCard(ctx.state, ctx.state.objects[id]);
  return top.kind === 'pokemon' ? top.attacks.map((a) => ({ card: top.id, attack: a.name })) : [];
}

const log = (ctx: RunContext, rule: string, message: string) =>
  ctx.sink.log({ rule, message, turn: ctx.state.turn.number });

/** The environment an attack's own text runs in: the attacker is its source, the attack its kind. */
const attackEnv = (ctx: RunContext, l: AttackLocals, attack: string) => ({
  self: l.attacker,
  source: l.attacker,
  controller: ctx.state.objects[l.attacker].master,
  ability: attack,
  kind: ATTACK_EFFECT,
  event: null,
  vars: l.vars,
});

/** A program of the attack's text returns its variables: later text of the same attack reads them. */
function keepVars(l: FrameOf<AttackLocals>['locals']): void {
  const ret = l.$ret;
  if (ret && typeof ret === 'object' && !Array.isArray(ret)) l.vars = ret;
}

/**
 * After a program of the attack's own text that runs before damage: keeps the variables it set and
 * tells whether it failed the attack (PK-II-D01), which is logged here.
 */
function failed(ctx: RunContext, f: FrameOf<AttackLocals>): boolean {
  const l = f.locals;
  keepVars(l);
  f.locals.$ret = null;
  if (l.vars[ATTACK_FAILS_VAR] !== true) return false;
  log(ctx, 'PK-II-D01', 'the attack fails');
  return true;
}

/**
 * The attack procedure (PK-A01): declaration, the attack-fails and Confusion coins, "before doing
 * damage" text, damage calculation DC1–DC6, other effects in printed order, "when damaged"
 * effects (the damaged Pokémon's owner orders them), then the Knock Out check. Using an attack
 * ends the turn, even when it fails (PK-II-D01).
 */
export function attackProcedure(cards: CardIndex) {
  const ended = { done: { endsPlayTiming: true } };
  return procedure<AttackLocals>(ATTACK, [
    [
      '1 declare',
      (ctx, f) => {
        const args = f.locals.args;
        const l = f.locals;
        l.attacker = args.attacker;
        l.attack = args.attack;
        const p = ctx.state.objects[l.attacker].master;
        l.defender = activeOf(ctx.state, opponentOf(p));
        l.vars = { attacker: l.attacker, defender: l.defender };
        l.copied = null;
        ctx.sink.log({
          rule: 'PK-A01.3',
          message: `${text(ctx.svc.layers.view(ctx.state, l.attacker).name)} uses ${l.attack}`,
          turn: ctx.state.turn.number,
          story: writeStory(ctx.state, {
            kind: 'attack',
            actor: ctx.state.objects[l.attacker].master,
            cards: { card: l.attacker },
            words: { attack: l.attack },
          }),
        });
        return { next: true };
      },
    ],
    // PK-PR-17: in a double battle the attacking player chooses which of the 2 Active Pokémon is the Defending Pokémon.
    [
      '1 choose the Defending Pokémon',
      (ctx, f) => {
        const l = f.locals;
        const p = ctx.state.objects[l.attacker].master;
        const actives = activesOf(ctx.state, opponentOf(p));
        if (actives.length < 2) return { goto: '1 choose the attack to copy' };
        return {
          ask: {
            player: p,
            kind: 'choose',
            prompt: 'defender',
            rule: 'PK-PR-17',
            options: actives.map((id) => ({
              key: `${ctx.state.objects[id].def}:${id}`,
              label: text(ctx.svc.layers.view(ctx.state, id).name),
              value: id,
            })),
          },
          into: 'defender',
        };
      },
    ],
    [
      '1 the Defending Pokémon',
      (_ctx, f) => {
        const l = f.locals;
        l.vars = { ...l.vars, defender: l.defender };
        return { next: true };
      },
    ],
    // PK-II-C18: "choose 1 of the Defending Pokémon's attacks and use it as this attack" —
    // only attacks it "has" (PK-II-D06).
    [
      '1 choose the attack to copy',
      (ctx, f) => {
        const l = f.locals;
        const own = attackOf(cards, ctx, l);
        if (!own.copies || !l.defender) return { goto: '2a attack-fails coin' };
        const choices = printedAttacks(cards, ctx, l.defender);
        if (choices.length === 0) return { goto: '2a attack-fails coin' };
        return {
          ask: {
            player: ctx.state.objects[l.attacker].master,
            kind: 'choose',
            prompt: 'copyAttack',
            rule: 'PK-II-C18',
            options: choices.map((c) => ({ key: `copy:${c.attack}`, label: `${c.attack} (${c.card})`, value: c })),
          },
          into: 'copied',
        };
      },
    ],
    // PK-A01.5: under an effect such as Smokescreen, the attacking player flips; tails: the attack fails.
    [
      '2a attack-fails coin',
      (ctx, f) => {
        const l = f.locals;
        if (ctx.svc.layers.view(ctx.state, l.attacker).attackFailCoin !== true) return { goto: '2b confusion' };
        return {
          call: EVENT,
          locals: eventLocals({ kind: 'coin', player: ctx.state.objects[l.attacker].master, rule: 'PK-A01.5' }),
        };
      },
    ],
    [
      '2a attack-fails result',
      (ctx, f) => {
        const heads = flippedHeads(f.locals.$ret);
        if (heads) return { next: true };
        log(ctx, 'PK-A01.5', 'tails: the attack fails');
        return { goto: 'end of turn' };
      },
    ],
    // PK-A01.6: a Confused attacker flips; tails: 3 damage counters on itself (not damage) and the attack fails.
    [
      '2b confusion',
      (ctx, f) => {
        const l = f.locals;
        if (ctx.state.objects[l.attacker]?.status.confused !== true) return { goto: '2c own failure check' };
        return {
          call: EVENT,
          locals: eventLocals({ kind: 'coin', player: ctx.state.objects[l.attacker].master, rule: 'PK-A01.6' }),
        };
      },
    ],
    [
      '2b confusion result',
      (ctx, f) => {
        const l = f.locals;
        const heads = flippedHeads(f.locals.$ret);
        if (heads) return { next: true };
        log(ctx, 'PK-II-D01', 'the attack fails');
        // PK-X-08: 3 damage counters (not damage, RG) or, with the LG wording as an option, 30 damage to itself.
        const self: GameEvent =
          options(ctx.state).confusionSelfDamage === 'damage'
            ? { kind: 'damage', target: l.attacker, amount: 30, source: l.attacker, tags: ['self'], rule: 'PK-X-08' }
            : { kind: 'counter', card: l.attacker, key: 'damage', amount: 30, rule: 'PK-A01.6' };
        return { call: EVENT, locals: eventLocals(self), then: '7 knock out' };
      },
    ],
    // PK-II-D01: a failure condition in the attack's own text is checked right after the Confusion check.
    [
      '2c own failure check',
      (ctx, f) => {
        const l = f.locals;
        const a = attackOf(cards, ctx, l);
        if (!a.failCheck) return { goto: '3 before damage' };
        return { call: PROGRAM, locals: programLocals(a.failCheck, attackEnv(ctx, l, a.name)) };
      },
    ],
    ['2c own failure result', (ctx, f) => (failed(ctx, f) ? { goto: 'end of turn' } : { next: true })],
    [
      '3 before damage',
      (ctx, f) => {
        const l = f.locals;
        f.locals.$ret = null;
        const a = attackOf(cards, ctx, l);
        if (!a.beforeDamage) return { next: true };
        return {
          call: PROGRAM,
          locals: programLocals(a.beforeDamage, {
            self: l.attacker,
            source: l.attacker,
            controller: ctx.state.objects[l.attacker].master,
            ability: a.name,
            kind: ATTACK_EFFECT,
            event: null,
            vars: l.vars,
          }),
          then: '3 before damage result',
        };
      },
    ],
    // DC1: the printed number changed by the attack's own text (+, ×, −).
    // "Before doing damage" text may fail the attack too: nothing has been done yet (PK-II-D01).
    ['3 before damage result', (ctx, f) => (failed(ctx, f) ? { goto: 'end of turn' } : { next: true })],
    [
      '4 damage text',
      (ctx, f) => {
        const l = f.locals;
        keepVars(l);
        f.locals.$ret = null;
        const a = attackOf(cards, ctx, l);
        l.vars.damage = a.damage;
        if (!a.damageText) return { goto: '4 damage calculation' };
        return {
          call: PROGRAM,
          locals: programLocals(a.damageText, {
            self: l.attacker,
            source: l.attacker,
            controller: ctx.state.objects[l.attacker].master,
            ability: a.name,
            kind: ATTACK_EFFECT,
            event: null,
            vars: l.vars,
          }),
        };
      },
    ],
    [
      '4 damage calculation',
      (ctx, f) => {
        const l = f.locals;
        keepVars(l);
        const a = attackOf(cards, ctx, l);
        const events: GameEvent[] = [];
        const s = ctx.state;
        if (l.defender && s.objects[l.defender] && (a.damage > 0 || a.marker !== undefined)) {
          // PK-II-B07: ignoring effects on the Defending Pokémon, its Weakness and Resistance (FAQ: a Tool that
          // removes Weakness does not stop it), DC5 and damage prevention are all read without them.
          const defender = a.ignoreDefenderEffects
            ? ctx.svc.layers.viewLeavingOut(s, l.defender, onDefendingPokemon)
            : ctx.svc.layers.view(s, l.defender);
          const r = calculateDamage(a, Number(l.vars.damage ?? 0), ctx.svc.layers.view(s, l.attacker), defender, {
            vsOpponentActive: true,
            fromOpponent: true,
          });
          for (const st of r.steps) log(ctx, st.rule, `${st.step}: ${st.value} (${st.note})`);
          if (r.damage !== null)
            events.push({
              kind: 'damage',
              target: l.defender,
              amount: r.damage,
              source: l.attacker,
              tags: ['attack'],
              rule: 'PK-A01.DC6',
            });
          l.vars.dealt = r.damage ?? 0;
        }
        // PK-II-B09: damage to itself is calculated like any damage (its own effects; not "from the opponent").
        // A text may add damage to itself only on some outcome ("If tails, …"): its programs add it to SELF_DAMAGE_VAR.
        const selfAmount = (a.selfDamage ?? 0) + Number(l.vars[SELF_DAMAGE_VAR] ?? 0);
        if (selfAmount > 0) {
          const self = ctx.svc.layers.view(s, l.attacker);
          const r = calculateDamage({}, selfAmount, self, self, { vsOpponentActive: false, fromOpponent: false });
          for (const st of r.steps) log(ctx, st.rule, `self ${st.step}: ${st.value} (${st.note})`);
          if (r.damage !== null)
            events.push({
              kind: 'damage',
              target: l.attacker,
              amount: r.damage,
              source: l.attacker,
              tags: ['attack', 'self'],
              rule: 'PK-II-B09',
            });
        }
        return events.length ? { call: EVENTS, locals: eventsLocals(events) } : { next: true };
      },
    ],
    [
      '5 other effects',
      (ctx, f) => {
        const l = f.locals;
        const a = attackOf(cards, ctx, l);
        if (!a.effects) return { next: true };
        return {
          call: PROGRAM,
          locals: programLocals(a.effects, {
            self: l.attacker,
            source: l.attacker,
            controller: ctx.state.objects[l.attacker].master,
            ability: a.name,
            kind: ATTACK_EFFECT,
            event: null,
            vars: l.vars,
          }),
        };
      },
    ],
    // PK-A01.10 / PK-II-E03: "when damaged" effects now, before the Knock Out check;
    // the damaged Pokémon's owner orders several.
    ['6 when damaged', () => ({ call: RESOLVE_WAITING, locals: { rule: 'PK-II-E03' } })],
    ['7 knock out', () => ({ call: KNOCK_OUT, locals: { atCheckup: false } })],
    ['end of turn', () => ended],
  ]);
}
