import {
  procedure,
  EVENT,
  EVENTS,
  eventLocals,
  eventsLocals,
  PROGRAM,
  programLocals,
  zoneKey,
  parseZoneKey,
  abilityValid,
  isImmune,
  type ActionProvider,
  type EffectOrigin,
  type DecisionOption,
  type GameEvent,
  type GameState,
  type PlayerId,
  type RunContext,
  type JsonObject,
  movedCard,
  eventResult,
  requiredLocal,
  cardContext,
} from '@tcgkit/core';
import type { CardIndex } from '../cards/card-index.js';
import type { Attack } from '../cards/card-schema.js';
import { paysCost } from '../cards/energy-provision.js';
import {
  activeOf,
  activesOf,
  benchOf,
  handOf,
  inPlay,
  isFirstTurnOf,
  isFirstTurnOfGame,
  options,
  text,
  turnFlags,
} from './board.js';
import { ATTACK } from './attack.js';
import { ABILITY_EFFECT, TRAINER_EFFECT } from './immunity.js';

const opt = (key: string, label: string, value: JsonObject): DecisionOption => ({ key, label, value });
const name = (ctx: RunContext, id: string) => text(ctx.svc.layers.view(ctx.state, id).name);
/**
 * A Pokémon in play named with its spot: "Poliwag (Active)", "Poliwag (Bench 2)" (Active 1 and 2
 * in a double battle). Two Pokémon of one name are two different targets; an option label that
 * gave only the name could not tell them apart.
 */
const spotName = (ctx: RunContext, p: PlayerId, id: string) => {
  const actives = activesOf(ctx.state, p);
  const a = actives.indexOf(id);
  const where =
    a >= 0 ? (actives.length > 1 ? `Active ${a + 1}` : 'Active') : `Bench ${benchOf(ctx.state, p).indexOf(id) + 1}`;
  return `${name(ctx, id)} (${where})`;
};
const cantAct = (s: GameState, id: string) =>
  s.objects[id].status.asleep === true || s.objects[id].status.paralyzed === true;

/** PK-A04: put a Basic from hand onto the Bench while it has room. */
export function benchAction(cards: CardIndex): ActionProvider {
  return {
    id: 'bench',
    procedure: 'pokemon.bench',
    enumerate(ctx, p) {
      if (ctx.state.zones[zoneKey('bench', p)].length >= options(ctx.state).benchSize) return [];
      return handOf(ctx.state, p)
        .filter((id) => {
          const c = cards.get(ctx.state.objects[id].def);
          return c.kind === 'pokemon' && c.stage === 'basic';
        })
        .map((id) =>
          opt(`bench:${ctx.state.objects[id].def}`, `put ${ctx.state.objects[id].def} onto the Bench`, { card: id }),
        );
    },
  };
}

/** PK-A05: evolve a Pokémon with a card from hand naming it, within the timing restrictions of PK-A05.2. */
export function evolveAction(cards: CardIndex): ActionProvider {
  return {
    id: 'evolve',
    procedure: 'pokemon.evolve',
    enumerate(ctx, p) {
      const s = ctx.state;
      if (isFirstTurnOf(s, p)) return [];
      const out: DecisionOption[] = [];
      for (const evo of handOf(s, p)) {
        const c = cards.get(s.objects[evo].def);
        if (c.kind !== 'pokemon' || c.stage === 'basic' || c.stage === 'levelUp') continue;
        for (const target of inPlay(s, p)) {
          const st = s.objects[target].status;
          if (st.playedTurn === s.turn.number || st.evolvedTurn === s.turn.number) continue;
          if (name(ctx, target) !== c.evolvesFrom) continue;
          out.push(
            opt(`evolve:${c.id}:${target}`, `evolve ${spotName(ctx, p, target)} into ${c.name}`, { card: evo, target }),
          );
        }
      }
      return out;
    },
  };
}

/**
 * PK-PR-10: in the DP era, put "X LV.X" from hand on the Active Pokémon X — not during the
 * player's first turn, not on a Pokémon put into play or evolved this turn, not on a LV.X.
 */
export function levelUpAction(cards: CardIndex): ActionProvider {
  return {
    id: 'levelUp',
    procedure: 'pokemon.levelUp',
    enumerate(ctx, p) {
      const s = ctx.state;
      if (options(s).era !== 'dp' || isFirstTurnOf(s, p)) return [];
      const double = options(s).doubleBattle;
      // PK-PR-11: in a double battle each Active Pokémon may level up.
      return activesOf(s, p).flatMap((active) => {
        const st = s.objects[active].status;
        if (st.playedTurn === s.turn.number || st.evolvedTurn === s.turn.number) return [];
        const top = cards.topCard(s, s.objects[active]);
        if (top.kind !== 'pokemon' || top.stage === 'levelUp') return [];
        return handOf(s, p)
          .filter((id) => {
            const c = cards.get(s.objects[id].def);
            return c.kind === 'pokemon' && c.stage === 'levelUp' && c.evolvesFrom === top.name;
          })
          .map((id) =>
            opt(
              `levelUp:${s.objects[id].def}${double ? `:${active}` : ''}`,
              `level up ${double ? spotName(ctx, p, active) : top.name} to ${cards.get(s.objects[id].def).name}`,
              { card: id, target: active },
            ),
          );
      });
    },
  };
}

/** PK-C.2: attach 1 Energy from hand once per turn. */
export function attachEnergyAction(cards: CardIndex): ActionProvider {
  return {
    id: 'attach',
    procedure: 'pokemon.attachEnergy',
    enumerate(ctx, p) {
      const s = ctx.state;
      if (turnFlags(s, p).energyAttached) return [];
      const out: DecisionOption[] = [];
      for (const e of handOf(s, p)) {
        if (cards.get(s.objects[e].def).kind !== 'energy') continue;
        for (const target of inPlay(s, p))
          out.push(
            opt(`attach:${s.objects[e].def}:${target}`, `attach ${s.objects[e].def} to ${spotName(ctx, p, target)}`, {
              card: e,
              target,
            }),
          );
      }
      return out;
    },
  };
}

/**
 * "~ can't play ~ from hand" (PK-II-C19): an effect on the player, stamped as player data
 * `cantPlay:<item|supporter|stadium>` with the turn it applies to. Pokémon Tools are Items.
 */
function barredFromHand(s: GameState, p: PlayerId, trainerType: string): boolean {
  const kind = trainerType === 'tool' ? 'item' : trainerType;
  return s.players[p].data[`cantPlay:${kind}`] === s.turn.number;
}

/**
 * PK-B: Items any number of times, 1 Supporter (PK-B02.1), 1 Stadium of a name not in play
 * (PK-B03.1–2), Tools onto a Pokémon without one (PK-B01.3); no Trainers on the first player's
 * first turn when the era says so (PK-PR-13, PK-X-01).
 */
export function trainerAction(cards: CardIndex): ActionProvider {
  return {
    id: 'trainer',
    procedure: 'pokemon.playTrainer',
    enumerate(ctx, p) {
      const s = ctx.state;
      if (!options(s).firstTurnTrainers && isFirstTurnOfGame(s)) return [];
      const flags = turnFlags(s, p);
      const stadium = s.zones.stadium[0];
      const out: DecisionOption[] = [];
      for (const id of handOf(s, p)) {
        const c = cards.get(s.objects[id].def);
        if (c.kind !== 'trainer') continue;
        if (barredFromHand(s, p, c.trainerType)) continue;
        if (c.trainerType === 'supporter' && flags.supporterPlayed) continue;
        // PK-B03.2: "the same name" is the card name, so a reprint (another card id) of the Stadium in play is barred.
        if (
          c.trainerType === 'stadium' &&
          (flags.stadiumPlayed || (stadium && cards.get(s.objects[stadium].def).name === c.name))
        )
          continue;
        if (c.playableIf !== undefined && !ctx.svc.evaluator.test(c.playableIf, cardContext(ctx, id, p))) continue;
        if (c.trainerType === 'tool') {
          for (const target of inPlay(s, p))
            if (!cards.tool(s, target))
              out.push(
                opt(`tool:${c.id}:${target}`, `attach ${c.name} to ${spotName(ctx, p, target)}`, { card: id, target }),
              );
        } else out.push(opt(`trainer:${c.id}`, `play ${c.name}`, { card: id }));
      }
      return out;
    },
  };
}

/**
 * The ways to pay a retreat cost (PK-A03.2): minimal sets of attached Energy (no card could be
 * left out). Cards of one kind are interchangeable, so sets are counted per kind, which keeps
 * the enumeration small however much Energy is attached.
 */
function retreatPayments(cards: CardIndex, s: GameState, pokemon: string, cost: number): string[][] {
  if (cost <= 0) return [[]];
  const groups = new Map<string, { ids: string[]; units: number }>();
  for (const e of cards.attachedEnergy(s, pokemon)) {
    const def = s.objects[e.card].def;
    const g = groups.get(def) ?? { ids: [], units: e.units.length };
    g.ids.push(e.card);
    groups.set(def, g);
  }
  const kinds = [...groups.values()];
  const out: string[][] = [];
  const counts = new Array<number>(kinds.length).fill(0);
  const walk = (k: number, units: number) => {
    if (k === kinds.length) {
      if (units < cost) return;
      // Minimal: removing any one chosen card would leave the cost unpaid.
      if (kinds.some((g, i) => counts[i] > 0 && units - g.units >= cost)) return;
      out.push(kinds.flatMap((g, i) => g.ids.slice(0, counts[i])));
      return;
    }
    for (let c = 0; c <= kinds[k].ids.length && units + (c - 1) * kinds[k].units < cost; c++) {
      counts[k] = c;
      walk(k + 1, units + c * kinds[k].units);
    }
    counts[k] = 0;
  };
  walk(0, 0);
  return out;
}

/** PK-A03: retreat once per turn, paying the cost, not while Asleep or Paralyzed, with a Benched Pokémon to come in. */
export function retreatAction(cards: CardIndex): ActionProvider {
  return {
    id: 'retreat',
    procedure: 'pokemon.retreat',
    enumerate(ctx, p) {
      const s = ctx.state;
      // PK-PR-17: one retreat per turn, even with 2 Active Pokémon.
      if (turnFlags(s, p).retreated || benchOf(s, p).length === 0) return [];
      const double = options(s).doubleBattle;
      return activesOf(s, p).flatMap((active) => {
        if (cantAct(s, active) || ctx.svc.layers.view(s, active).cantRetreat === true) return [];
        const cost = Math.max(0, Number(ctx.svc.layers.view(s, active).retreat ?? 0));
        return retreatPayments(cards, s, active, cost).map((pay) =>
          opt(
            `retreat:${double ? `${active}:` : ''}${pay.map((e) => s.objects[e].def).join('+') || 'free'}`,
            // Which Energy, not only how many: two payments of one size are two different options.
            `retreat ${spotName(ctx, p, active)} discarding ` +
              `${pay.map((e) => s.objects[e].def).join(' + ') || 'no Energy'}`,
            { pay, active },
          ),
        );
      });
    },
  };
}

/**
 * PK-A01.1–A01.4: one attack whose cost is met, not while Asleep or Paralyzed,
 * nor on the first player's first turn in the XY era — unless the attack "can be used even" then
 * (PK-II-E27: Asleep, the first player's first turn; never Paralyzed).
 */
export function attackAction(cards: CardIndex): ActionProvider {
  return {
    id: 'attack',
    procedure: ATTACK,
    enumerate(ctx, p) {
      const s = ctx.state;
      const firstTurnBarred = !options(s).firstTurnAttack && isFirstTurnOfGame(s);
      const double = options(s).doubleBattle;
      return activesOf(s, p).flatMap((active) => {
        const st = s.objects[active].status;
        const view = ctx.svc.layers.view(s, active);
        if (st.paralyzed === true || view.cantAttack === true) return [];
        // PK-II-E02: "can't use <attack> during your next turn" takes that attack out of the Pokémon's view.
        const usable = Array.isArray(view.attacks) ? (view.attacks as string[]) : [];
        const energy = cards.attachedEnergy(s, active);
        // PK-II-E27: "can be used even …" lifts the one rule it names, for that attack only.
        const allowed = (a: Attack) =>
          (!firstTurnBarred || a.usableEven?.includes('firstPlayersFirstTurn') === true) &&
          (st.asleep !== true || a.usableEven?.includes('asleep') === true);
        return cards
          .attacksOf(s, s.objects[active])
          .map((x) => x.attack)
          .filter((a) => usable.includes(a.name) && allowed(a) && paysCost(energy, a.cost))
          .map((a) =>
            opt(
              `attack:${a.name}${double ? `:${active}` : ''}`,
              `attack with ${a.name}${double ? ` (${spotName(ctx, p, active)})` : ''}`,
              {
                attacker: active,
                attack: a.name,
              },
            ),
          );
      });
    },
  };
}

/**
 * PK-A02: a declared Ability ("can use") of a Pokémon in play, Active or Benched (PK-A02.2), when
 * its condition holds (PK-A02.3) and it is valid (e.g. not removed by Silent Lab); "once during
 * your turn" is per Pokémon (PK-II-E12). An Ability usable from the hand or the discard pile works
 * only there, once per turn per card (PK-II-E17). A declared Stadium effect may be used by either
 * player, once during each player's turn (PK-B03.4).
 */
export function abilityAction(cards: CardIndex): ActionProvider {
  // Only cards printing an Ability usable from the hand or the discard pile need their characteristics read there.
  const usableFrom = (def: string, place: string) =>
    (cards.get(def).abilities ?? []).some((a) => a.kind === 'activated' && a.functionsIn?.includes(place));
  return {
    id: 'ability',
    procedure: 'pokemon.useAbility',
    enumerate(ctx, p) {
      const s = ctx.state;
      const out: DecisionOption[] = [];
      const offer = (id: string, place: 'play' | 'hand' | 'discard' | 'stadium') => {
        if ((place === 'hand' || place === 'discard') && !usableFrom(s.objects[id].def, place)) return;
        const chars = ctx.svc.layers.view(s, id);
        for (const aid of (chars.abilities as string[]) ?? []) {
          const a = ctx.svc.abilities.get(aid);
          if (a?.kind !== 'activated' || !abilityValid(chars, aid)) continue;
          if (
            place === 'hand' || place === 'discard'
              ? !a.functionsIn?.includes(place)
              : a.functionsIn !== undefined && !a.functionsIn.includes(parseZoneKey(s.objects[id].zone).zone)
          )
            continue;
          if (a.oncePerTurn && s.usedThisTurn.includes(usedKey(id, aid, p, place))) continue;
          if (a.condition !== undefined && !ctx.svc.evaluator.test(a.condition, cardContext(ctx, id, p))) continue;
          out.push(opt(`ability:${aid}:${id}`, `use ${aid} of ${name(ctx, id)}`, { card: id, ability: aid, place }));
        }
      };
      for (const id of inPlay(s, p)) offer(id, 'play');
      for (const id of handOf(s, p)) offer(id, 'hand');
      for (const id of s.zones[zoneKey('discard', p)]) offer(id, 'discard');
      for (const id of s.zones.stadium) offer(id, 'stadium');
      return out;
    },
  };
}

/** A Stadium's once-per-turn effect is counted per player; every other one per card. */
const usedKey = (card: string, ability: string, p: PlayerId, place: string) =>
  place === 'stadium' ? `${card}:${ability}:${p}` : `${card}:${ability}`;

const done = { done: null };

/** Locals of an action's procedure: the acting player and the value of the option chosen. */
interface ActionLocals<A> {
  player: PlayerId;
  args: A;
}

/** Switching an Active Pokémon with a Benched one, for a retreat or an effect. */
interface SwitchLocals {
  player: PlayerId;
  /** The Active that leaves, when the caller names it. */
  active?: string | null;
  /** Who chooses, when not the player (an opponent's gust, PK-II-C05). */
  chooser?: PlayerId | null;
  /** The effect switching, whose immunity rules apply (PK-II-C04, PK-II-C17). */
  origin?: EffectOrigin | null;
  rule?: string;
  /** Answers: which Active leaves (double battle) and which Benched Pokémon comes in. */
  which?: { card: string } | null;
  pick?: { card: string };
}

export function actionProcedures(cards: CardIndex) {
  return [
    procedure<ActionLocals<{ card: string }>>('pokemon.bench', [
      [
        'put onto the Bench',
        (ctx, f) => {
          const { card } = f.locals.args;
          const p = Number(f.locals.player);
          return {
            call: EVENTS,
            locals: eventsLocals([{ kind: 'move', card, to: zoneKey('bench', p), rule: 'PK-A04.1' }]),
            then: 'mark played',
          };
        },
      ],
      [
        'mark played',
        (ctx, f) => {
          const moved = movedCard(f.locals.$ret);
          return moved
            ? {
                call: EVENT,
                locals: eventLocals({
                  kind: 'status',
                  card: moved,
                  key: 'playedTurn',
                  value: ctx.state.turn.number,
                  rule: 'PK-A05.2',
                }),
              }
            : done;
        },
      ],
    ]),
    procedure<
      ActionLocals<{ card: string; target: string }> & { /** The name it evolved from (PK-II-E23). */ from?: string }
    >('pokemon.evolve', [
      [
        'put the card on the Pokémon',
        (ctx, f) => {
          const { card, target } = f.locals.args;
          f.locals.from = name(ctx, target);
          return {
            call: EVENT,
            locals: eventLocals({ kind: 'attach', card, to: target, attachKind: 'evolution', rule: 'PK-A05.1' }),
          };
        },
      ],
      // PK-A05.3: Energy, Tools and damage stay (they are on the same Pokémon); effects and Special Conditions go.
      [
        'becomes a new Pokémon',
        (ctx, f) => {
          const { target } = f.locals.args;
          return {
            call: EVENTS,
            locals: eventsLocals([
              { kind: 'pokemon.clearEffects', pokemon: target, rule: 'PK-A05.3' },
              { kind: 'status', card: target, key: 'evolvedTurn', value: ctx.state.turn.number, rule: 'PK-A05.2' },
              { kind: 'status', card: target, key: 'evolvedFrom', value: text(f.locals.from), rule: 'PK-II-E23' },
            ]),
          };
        },
      ],
      // The printed Mega Evolution rule (its own rule box, not in the rule guide): evolving into it ends the turn.
      [
        'a Mega Evolution ends the turn',
        (ctx, f) => {
          const view = ctx.svc.layers.view(ctx.state, f.locals.args.target);
          if (!Array.isArray(view.tags) || !view.tags.includes('MEGA')) return done;
          ctx.sink.log({
            rule: 'PK-A05.1',
            message: `${text(view.name)} is a Mega Evolution: the turn ends`,
            turn: ctx.state.turn.number,
          });
          return { done: { endsPlayTiming: true } };
        },
      ],
    ]),
    // PK-PR-12: the LV.X goes on top; Energy, Trainers and damage stay; Special Conditions and effects are cured.
    procedure<ActionLocals<{ card: string; target: string }>>('pokemon.levelUp', [
      [
        'put the LV.X on the Active Pokémon',
        (ctx, f) => {
          const { card, target } = f.locals.args;
          ctx.sink.log({
            rule: 'PK-PR-10',
            message: `${name(ctx, target)} levels up to ${cards.get(ctx.state.objects[card].def).name}`,
            turn: ctx.state.turn.number,
          });
          return {
            call: EVENTS,
            locals: eventsLocals([
              { kind: 'attach', card, to: target, attachKind: 'evolution', rule: 'PK-PR-10' },
              { kind: 'pokemon.clearEffects', pokemon: target, rule: 'PK-PR-12' },
            ]),
          };
        },
      ],
    ]),
    procedure<ActionLocals<{ card: string; target: string }>>('pokemon.attachEnergy', [
      [
        'attach',
        (_ctx, f) => {
          const { card, target } = f.locals.args;
          return {
            call: EVENTS,
            locals: eventsLocals([
              {
                kind: 'playerData',
                player: Number(f.locals.player),
                key: 'energyAttached',
                value: true,
                rule: 'PK-C.2',
              },
              { kind: 'attach', card, to: target, attachKind: 'energy', rule: 'PK-C.2' },
            ]),
          };
        },
      ],
    ]),
    procedure<ActionLocals<{ card: string; target?: string }> & { playing?: string }>('pokemon.playTrainer', [
      [
        'show it',
        (ctx, f) => {
          const { card, target } = f.locals.args;
          const p = Number(f.locals.player);
          const c = cards.get(ctx.state.objects[card].def);
          if (c.kind !== 'trainer') return done;
          const flags: GameEvent[] = [];
          if (c.trainerType === 'supporter')
            flags.push({ kind: 'playerData', player: p, key: 'supporterPlayed', value: true, rule: 'PK-B02.1' });
          if (c.trainerType === 'stadium')
            flags.push({ kind: 'playerData', player: p, key: 'stadiumPlayed', value: true, rule: 'PK-B03.1' });
          if (c.trainerType === 'tool')
            return {
              call: EVENTS,
              locals: eventsLocals([{ kind: 'attach', card, to: target!, attachKind: 'tool', rule: 'PK-B01.3' }]),
              then: 'end',
            };
          if (c.trainerType === 'stadium') {
            // PK-B03.2: a Stadium of another name replaces the one in play, which is discarded.
            const old = ctx.state.zones.stadium[0];
            const events: GameEvent[] = [...flags];
            if (old)
              events.push({
                kind: 'move',
                card: old,
                to: zoneKey('discard', ctx.state.objects[old].owner),
                position: 'top',
                rule: 'PK-B03.2',
              });
            events.push({ kind: 'move', card, to: 'stadium', rule: 'PK-B03.1' });
            return { call: EVENTS, locals: eventsLocals(events), then: 'end' };
          }
          return {
            call: EVENTS,
            locals: eventsLocals([...flags, { kind: 'move', card, to: zoneKey('playing', p), rule: 'PK-B01.2' }]),
          };
        },
      ],
      [
        'follow its text',
        (ctx, f) => {
          const move = eventResult(f.locals.$ret).outcomes.find((o) => o.kind === 'move');
          const moved = typeof move?.newId === 'string' ? move.newId : null;
          if (!moved) return done;
          f.locals.playing = moved;
          const c = cards.get(ctx.state.objects[moved].def);
          return {
            call: PROGRAM,
            locals: programLocals(c.kind === 'trainer' ? (c.effect ?? []) : [], {
              self: moved,
              source: moved,
              controller: Number(f.locals.player),
              ability: c.id,
              kind: TRAINER_EFFECT,
              event: null,
            }),
          };
        },
      ],
      [
        'discard it',
        (ctx, f) => {
          const id = requiredLocal(f.locals.playing, 'playing');
          if (!ctx.state.objects[id]) return done;
          // PK-X-04: with `supporterDiscard: endOfTurn` a Supporter stays in play until the turn ends
          // (the Checkup discards it).
          const c = cards.get(ctx.state.objects[id].def);
          if (
            c.kind === 'trainer' &&
            c.trainerType === 'supporter' &&
            options(ctx.state).supporterDiscard === 'endOfTurn'
          )
            return done;
          return {
            call: EVENT,
            locals: eventLocals({
              kind: 'move',
              card: id,
              to: zoneKey('discard', ctx.state.objects[id].owner),
              position: 'top',
              rule: 'PK-B01.2',
            }),
          };
        },
      ],
      ['end', () => done],
    ]),
    procedure<ActionLocals<{ pay: string[]; active?: string }>>('pokemon.retreat', [
      [
        'discard the cost',
        (ctx, f) => {
          const { pay } = f.locals.args;
          const p = Number(f.locals.player);
          return {
            call: EVENTS,
            locals: eventsLocals([
              { kind: 'playerData', player: p, key: 'retreated', value: true, rule: 'PK-A03.1' },
              ...pay.map((e): GameEvent => ({
                kind: 'move',
                card: e,
                to: zoneKey('discard', ctx.state.objects[e].owner),
                position: 'top',
                rule: 'PK-A03.5',
              })),
            ]),
          };
        },
      ],
      [
        'switch',
        (_ctx, f) => ({
          call: 'pokemon.switch',
          locals: {
            player: Number(f.locals.player),
            rule: 'PK-A03.5',
            active: f.locals.args.active ?? null,
            pick: null,
          },
        }),
      ],
    ]),
    procedure<ActionLocals<{ card: string; ability: string; place?: string }>>('pokemon.useAbility', [
      [
        'follow its text',
        (ctx, f) => {
          const { card, ability, place } = f.locals.args;
          const a = ctx.svc.abilities.get(ability);
          if (a?.kind !== 'activated') return done;
          const p = Number(f.locals.player);
          if (a.oncePerTurn) ctx.state.usedThisTurn.push(usedKey(card, ability, p, place ?? 'play'));
          const power = options(ctx.state).era === 'dp' && cards.isPokePower(ability);
          ctx.sink.log(
            place === 'stadium'
              ? { rule: 'PK-B03.4', message: `player ${p} uses ${name(ctx, card)}`, turn: ctx.state.turn.number }
              : {
                  rule: power ? 'PK-X-05' : 'PK-A02.3',
                  message: `${name(ctx, card)} uses ${power ? 'the Poké-Power ' : ''}${ability}`,
                  turn: ctx.state.turn.number,
                },
          );
          return {
            call: PROGRAM,
            locals: programLocals(a.effect, {
              self: card,
              source: card,
              controller: Number(f.locals.player),
              ability,
              kind: ABILITY_EFFECT,
              event: null,
            }),
          };
        },
      ],
    ]),
    // Switch the Active with a Benched Pokémon the player chooses (retreat PK-A03.5 step 3, Switch PK-II-C03).
    procedure<SwitchLocals>('pokemon.switch', [
      // In a double battle, which Active Pokémon is switched (the chooser decides, PK-PR-17).
      [
        'which Active',
        (ctx, f) => {
          const p = Number(f.locals.player);
          const actives = activesOf(ctx.state, p);
          if (typeof f.locals.active === 'string' || actives.length < 2 || benchOf(ctx.state, p).length === 0)
            return { next: true };
          const chooser = f.locals.chooser === undefined || f.locals.chooser === null ? p : Number(f.locals.chooser);
          return {
            ask: {
              player: chooser,
              kind: 'choose',
              prompt: 'whichActive',
              rule: 'PK-PR-17',
              options: actives.map((id) => opt(`${ctx.state.objects[id].def}:${id}`, name(ctx, id), { card: id })),
            },
            into: 'which',
          };
        },
      ],
      [
        'choose',
        (ctx, f) => {
          const p = Number(f.locals.player);
          // The Active that leaves: the one chosen in a double battle, else the only one; the swap uses it.
          const leaving =
            f.locals.which && typeof f.locals.which === 'object'
              ? f.locals.which.card
              : typeof f.locals.active === 'string'
                ? f.locals.active
                : activeOf(ctx.state, p);
          f.locals.active = leaving;
          const origin = f.locals.origin ?? null;
          // PK-II-C04 / PK-II-C17: the Active that leaves receives the effect; one it cannot affect is not switched.
          if (leaving && origin && f.locals.rule !== 'PK-II-C05' && isImmune(ctx, origin, leaving, 'affect'))
            return done;
          // PK-II-C05: choosing is not affecting, so every Benched Pokémon is offered, a protected one too; whether
          // the effect reaches the one chosen is the next step's question.
          const bench = benchOf(ctx.state, p);
          if (bench.length === 0 || !leaving) return done;
          const chooser = f.locals.chooser === undefined || f.locals.chooser === null ? p : Number(f.locals.chooser);
          return {
            ask: {
              player: chooser,
              kind: 'choose',
              prompt: 'newActive',
              rule: text(f.locals.rule),
              options: bench.map((id) => opt(`${ctx.state.objects[id].def}:${id}`, name(ctx, id), { card: id })),
            },
            into: 'pick',
          };
        },
      ],
      [
        'the chosen Pokémon receives the effect',
        (ctx, f) => {
          const origin = f.locals.origin ?? null;
          const chosen = requiredLocal(f.locals.pick, 'pick').card;
          // PK-II-C05 / PK-II-C17: the gust's effect is received by the chosen Benched Pokémon; if it is not
          // affected by the effect, "the switch cannot be done": both stay, and the Active keeps its effects.
          if (origin && f.locals.rule === 'PK-II-C05' && isImmune(ctx, origin, chosen, 'affect')) return done;
          return { next: true };
        },
      ],
      [
        'swap',
        (ctx, f) => {
          const old = requiredLocal(f.locals.active, 'active');
          const next = requiredLocal(f.locals.pick, 'pick').card;
          return {
            call: EVENTS,
            locals: eventsLocals([
              { kind: 'pokemon.swap', active: old, benched: next, rule: text(f.locals.rule) },
              { kind: 'pokemon.clearEffects', pokemon: old, rule: 'PK-A03.4' },
            ]),
          };
        },
      ],
    ]),
  ];
}

export { abilityValid };
export type { PlayerId };
