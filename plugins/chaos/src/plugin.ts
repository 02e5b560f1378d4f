import {
  cloneJson,
  writableStatus,
  defineRuleset,
  parseCardPool,
  rulesetCards,
  type Citations,
  type GameState,
  type CardObject,
  type RulesetPlugin,
} from '@tcgkit/core';
import { ChaosCardSchema, type ChaosCard } from './cards/card-schema.js';
import { ChaosCards } from './cards/card-index.js';
import { SAMPLE_POOL } from './cards/sample-pool.js';
import { CHAOS_ZONES, isArea } from './rules/zones.js';
import { ChaosOptionsSchema } from './rules/options.js';
import { CHAOS_DECK_RULES } from './rules/deck-rules.js';
import { CHAOS_INVARIANTS } from './rules/invariants.js';
import { CHAOS_LAYERS, CHAOS_RULE_EFFECTS, stackOp, iconOp, applicability } from './game/layers.js';
import { chaosImmunity } from './game/immunity.js';
import { setupProcedure, SETUP } from './game/setup.js';
import { beginningPhase, mainPhase, endPhase, turnCleanup } from './game/turn-phases.js';
import { endUnitProcedure, unitEndUnmetOperator } from './game/end-procedure.js';
import {
  battlePhaseProcedure,
  battleDamageProcedure,
  battleRolesProcedure,
  battlingEvent,
  BATTLE_PHASE,
} from './game/battle.js';
import { chaosActions, actionProcedures } from './game/actions.js';
import { levelUpProcedure, autoLevelUpProcedure } from './game/level-up.js';
import { damagePlayerProcedure } from './game/player-damage.js';
import { payCostProcedure } from './game/costs.js';
import { chaosRuleProcesses, duplicationProcedures } from './game/rule-processes.js';
import { CHAOS_EVENTS } from './game/plugin-events.js';
import { chaosMoveEvent, chaosAttachEvent, chaosDamageEvent } from './game/zone-moves.js';
import { chaosOperators } from './game/operators.js';
import { chaosInstructions } from './instructions/chaos-instruction-list.js';
import { chaosBotFactory } from './bot/heuristic-bot.js';
import { chaosEvaluation } from './bot/evaluation.js';
import { CHAOS_PRESENTATION } from './rules/presentation.js';

/** The core's generic rules, cited with this catalogue's IDs. */
const CITATIONS: Citations = {
  'zone.move': 'CT-5.1.4',
  'zone.newObject': 'CT-5.1.4',
  'replacement.apply': 'CT-9.9.1',
  'replacement.order': 'CT-9.9.2',
  'replacement.optional': 'CT-9.9.4',
  'replacement.once': 'CT-9.9.3',
  'event.void': 'CT-9.9.5.1',
  'trigger.wait': 'CT-9.6.2',
  'trigger.choose': 'CT-9.6.3',
  'trigger.play': 'CT-9.6.3',
  'trigger.cancel': 'CT-9.3.3',
  'trigger.state': 'CT-9.6.7',
  'trigger.delayed': 'CT-9.6.6',
  checkTiming: 'CT-9.4.1',
  ruleProcess: 'CT-9.4.1.1',
  playTiming: 'CT-9.4.2',
  'target.choose': 'CT-9.5.4',
  'target.distribute': 'CT-9.5.4.2',
  random: 'CT-6.2.3',
  'game.end': 'CT-1.2.1',
  'game.draw': 'CT-1.2.5',
  'loop.draw': 'CT-14.1.1',
  'loop.declare': 'CT-14.1.2',
  'loop.declareBoth': 'CT-14.1.3',
  turn: 'CT-7.1.1',
  'effect.create': 'CT-9.2.3',
  'effect.stop': 'CT-9.3.6',
  'effect.expire': 'CT-7.2.4',
  damage: 'CT-3.14.1',
  counter: 'CT-3.14.3',
  status: 'CT-3.11.8',
};

/** Parses a card pool with the card schema, naming the entry and field of the first problem. */
export const parsePool = (pool: readonly unknown[]): ChaosCard[] => parseCardPool<ChaosCard>(ChaosCardSchema, pool);

/** Builds the ChaosTCG ruleset for a card pool (validated with the card schema). */
export function chaosRuleset(pool: readonly unknown[] = SAMPLE_POOL): RulesetPlugin {
  const parsed = parsePool(pool);
  const cards = new ChaosCards(parsed);
  const plugin = defineRuleset({
    manifest: {
      id: 'chaos',
      name: 'ChaosTCG',
      // 0.2.0: a set card may be played onto a chara holding one (CT-3.10.4), each player orders damage to
      // their own charas (CT-3.14.7), the immune are not offered as targets (CT-9.3.8) and a loop's count is a
      // number decision (CT-14.1.2); asking steps only ask (a saved game's decision is rebuilt): records
      // of 0.1.0 answer other decisions and do not replay.
      // 0.3.0: a seed is mixed into the PRNG's state (the core's seedRandom), so a seed deals other cards than
      // under 0.2.0, whose records do not replay; cost payment keeps a new local
      // (optional cost items, CT-4.2.7.3), so a game saved mid-payment by 0.2.0 does not resume either.
      // 0.4.0: a procedure frame no longer keeps a call's return value once the step after the call has run (the
      // core's procedure runner), so states — and the hashes records keep of them — differ from 0.3.0's.
      // 0.4.1: a batch of events records in its frame whether a replacement changed any of them (the core's
      // event batch), so a state suspended inside such a batch hashes differently from 0.4.0's.
      // 0.5.0: a unit's end procedure repeats while a rule process remains (CT-7.2.5: the guard an expired boost
      // kept up turns face down in the battle end step, not at the next check timing), so games and records of
      // 0.4.1 can differ; the end procedure's frame no longer keeps an unread count of waiting triggers, nor the game
      // an unread battle count, nor a battle its unread list of charas dealt damage; marker events' outcomes are empty.
      // 0.6.0: an event that would change nothing is not replaced (the core's event pipeline, CT-1.3.3: "would
      // become rested" does not apply to a rested chara) and a card put into the zone it is in does not move (the
      // core's move instruction, CT-1.3.3), so games of 0.5.0 can differ; an event turning a card face up no longer
      // copies its face-down info into the outcome (CT-9.6.9 reads the face-up side: after the change).
      version: '0.6.0',
      players: 2,
      description: 'The ChaosTCG comprehensive rules (2016-05-17).',
      presentation: CHAOS_PRESENTATION,
      options: ChaosOptionsSchema,
      optionDocs: {
        checkTiming: 'CT-9.4.1.5: alternate (default, M1 → S1 → M2) or exhaust (M1 → M2 → S1)',
        format: 'free (default: CT-6.1 only) or neoStandard (one OS per deck, CT-APX.2–4)',
        handLimit: 'CT-7.6.6.1: hand limit at the end of the turn (default 7)',
      },
    },
    zones: CHAOS_ZONES,
    // Base characteristics read a card's face and stacking role (status) besides its card and zone.
    pool: {
      cards: cards.definitions,
      baseCharacteristics: (_card, obj, state) => cards.baseCharacteristics(state, obj),
      baseReads: ['status:stackRole', 'status:face', 'attachments'],
      source: { schema: ChaosCardSchema, cards: parsed },
    },
    layers: {
      layers: CHAOS_LAYERS,
      floors: ['attack', 'durability'],
      ruleEffects: CHAOS_RULE_EFFECTS,
      defaultDuration: { kind: 'untilBoundary', boundary: 'turn.end' },
    },
    turn: {
      phases: [
        { id: 'beginning', rule: 'CT-7.3.1', procedure: 'chaos.beginning' },
        { id: 'main', rule: 'CT-7.4.1', procedure: 'chaos.main' },
        { id: 'battle', rule: 'CT-7.5.1', procedure: BATTLE_PHASE },
        { id: 'end', rule: 'CT-7.6.1', procedure: 'chaos.end' },
      ],
    },
    setup: { procedure: SETUP, rule: 'CT-6.2.4' },
    // A card's abilities are its own (compiled, appended ones included) and its set cards' (attached).
    policies: {
      checkTiming: (s) => (s.ruleset.options.checkTiming === 'exhaust' ? 'exhaust' : 'alternate'),
      abilitySources: 'cardAndAttachments',
    },
    citations: CITATIONS,
    procedures: [
      setupProcedure(cards),
      beginningPhase,
      mainPhase,
      endPhase,
      turnCleanup,
      endUnitProcedure,
      battlePhaseProcedure(cards),
      battleDamageProcedure(cards),
      battleRolesProcedure,
      ...actionProcedures(cards),
      levelUpProcedure(cards),
      autoLevelUpProcedure(),
      damagePlayerProcedure(cards),
      payCostProcedure(cards),
      ...duplicationProcedures(cards),
    ],
    ruleProcesses: chaosRuleProcesses(cards),
    actions: chaosActions(cards),
    eventHandlers: [...CHAOS_EVENTS, battlingEvent, chaosMoveEvent(cards), chaosAttachEvent, chaosDamageEvent],
    // CT-3.11.6: damage that would be dealt to a face-down chara is not dealt instead.
    ruleReplacements: [
      {
        id: 'face-down-no-damage',
        rule: 'CT-3.11.6',
        instance: {
          id: 'rule:face-down-no-damage',
          source: null,
          ability: null,
          controller: 0,
          duration: { kind: 'game' },
          vars: {},
          spec: {
            on: 'damage',
            where: { op: 'eq', args: [{ op: 'status', args: [{ ref: 'event', path: 'target' }, 'face'] }, 'down'] },
            action: { kind: 'prevent' },
          },
        },
      },
    ],
    instructions: chaosInstructions(cards),
    operators: [...chaosOperators(cards), unitEndUnmetOperator],
    codeOps: [stackOp(cards), iconOp(cards)],
    applicability: applicability(cards),
    immunity: chaosImmunity(cards),
    deckRules: CHAOS_DECK_RULES,
    invariants: CHAOS_INVARIANTS,
    bot: chaosBotFactory(cards),
    evaluation: chaosEvaluation,
    // CT-9.5.3.6: a chara enters an area face up and standing (the partner stays face down until CT-6.2.8).
    onEnterZone: (state: GameState, obj: CardObject, zone: string) => {
      if (!isArea(zone)) return;
      const status = writableStatus(obj);
      status.face = state.data.inSetup === true && zone === 'partner' ? 'down' : 'up';
      status.pose = 'stand';
    },
    // CT-6.2.2: the partners stay unknown to the opponent until just before the game starts.
    view: {
      hidden: (s, obj, viewer) => s.data.inSetup === true && obj.zone.startsWith('partner@') && obj.master !== viewer,
      // The chosen partner's object id (player data) is as hidden as the face-down card itself.
      playerData: (s, player, viewer) => {
        const data = cloneJson(s.players[player].data);
        if (s.data.inSetup === true && player !== viewer) delete data.partnerCard;
        return data;
      },
    },
  });
  return { ...plugin, cards: rulesetCards(ChaosCardSchema, pool, chaosRuleset) };
}

export const chaos = chaosRuleset();
export { ChaosCards };
