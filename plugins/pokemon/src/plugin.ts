import {
  defineRuleset,
  parseCardPool,
  writableStatus,
  rulesetCards,
  type CardObject,
  type GameState,
  type RulesetPlugin,
  type Citations,
} from '@tcgkit/core';
import { PokemonTcgCardSchema, type PokemonTcgCard } from './cards/card-schema.js';
import { SAMPLE_POOL } from './cards/sample-pool.js';
import { CardIndex } from './cards/card-index.js';
import { deckListNames, deckListFallback } from './cards/deck-list-names.js';
import { CARD_IMPORTER } from './import/card-importer.js';
import { POKEMON_ZONES } from './rules/zones.js';
import { PokemonOptionsSchema } from './rules/options.js';
import { POKEMON_DECK_RULES } from './rules/deck-rules.js';
import { POKEMON_INVARIANTS } from './rules/invariants.js';
import { setupProcedure, setupPlayerProcedure, benchFromHand, SETUP } from './game/setup.js';
import { drawPhase, mainPhase } from './game/turn-phases.js';
import {
  benchAction,
  evolveAction,
  levelUpAction,
  attachEnergyAction,
  trainerAction,
  retreatAction,
  attackAction,
  abilityAction,
  actionProcedures,
} from './game/actions.js';
import { attackProcedure } from './game/attack.js';
import { knockOutProcedure, knockOutCheck } from './game/knock-out.js';
import { checkupProcedure, checkupEvent } from './game/checkup.js';
import { clearEffectsEvent, knockOutEvent, swapEvent } from './game/plugin-events.js';
import { pokemonOperators } from './game/operators.js';
import { pokemonInstructions } from './instructions/pokemon-instruction-list.js';
import { pokemonImmunity } from './game/immunity.js';
import { focusSashRule, focusSashReplacement } from './game/focus-sash.js';
import { pokemonBotFactory } from './bot/heuristic-bot.js';
import { pokemonEvaluation } from './bot/evaluation.js';
import { suddenDeathProcedure, suddenDeathRestart } from './game/sudden-death.js';
import { turnHistoryOperators } from './game/turn-history.js';
import { rareCandyOperator, rareCandyProcedure } from './game/rare-candy.js';
import { POKEMON_PRESENTATION } from './rules/presentation.js';

/** The core's generic rules, cited with this catalogue's IDs. */
const CITATIONS: Citations = {
  'zone.move': 'PK-H.1',
  'zone.newObject': 'PK-II-C02',
  'replacement.apply': 'PK-II-A.2',
  'replacement.order': 'PK-II-A.2',
  'replacement.optional': 'PK-II-E10',
  'event.void': 'PK-II-A.3',
  'trigger.wait': 'PK-A02.4',
  'trigger.choose': 'PK-II-E20',
  'trigger.play': 'PK-A02.4',
  'trigger.cancel': 'PK-II-A.3',
  'trigger.state': 'PK-A02.4',
  'trigger.delayed': 'PK-II-E20',
  checkTiming: 'PK-D.2',
  ruleProcess: 'PK-D.2',
  playTiming: 'PK-A00.1',
  'target.choose': 'PK-II-D04',
  'target.distribute': 'PK-II-D04',
  random: 'PK-H.3',
  'game.end': 'PK-E.4',
  'game.draw': 'PK-E.4',
  turn: 'PK-LG-06',
  'effect.create': 'PK-II-E01',
  'effect.stop': 'PK-II-A.3',
  'effect.expire': 'PK-II-E01',
  damage: 'PK-A01.DC6',
  counter: 'PK-II-C07',
  status: 'PK-F.2',
};

/** Builds the Pokémon ruleset for a card pool (validated with the card schema). */
export function pokemonRuleset(pool: readonly unknown[] = SAMPLE_POOL): RulesetPlugin {
  const cards = new CardIndex(parseCardPool<PokemonTcgCard>(PokemonTcgCardSchema, pool));
  const plugin = defineRuleset({
    manifest: {
      id: 'pokemon',
      name: 'Pokémon Card Game',
      // 0.2.0: "discard N Energy" asks which (PK-II-C01), a same-named Stadium is barred (PK-B03.2), attack
      // programs carry their kind (PK-II-C17), a loop's count is a number decision and asking steps only ask (a
      // saved game's decision is rebuilt): 0.1.0 records do not replay.
      // 0.3.0: a seed is mixed into the PRNG's state (the core's seedRandom), so a seed deals other cards than
      // under 0.2.0, whose records do not replay; the attack procedure gained a
      // step ("this attack fails", PK-II-D01), so a game saved mid-attack by 0.2.0 does not resume either.
      // 0.4.0: a procedure frame no longer keeps a call's return value once the step after the call has run (the
      // core's procedure runner), so states — and the hashes records keep of them — differ from 0.3.0's.
      // 0.4.1: a batch of events records in its frame whether a replacement changed any of them (the core's
      // event batch), so a state suspended inside such a batch hashes differently from 0.4.0's.
      // 0.5.0: an event that would change nothing is not replaced (the core's event pipeline): a replacement
      // matching such an event no longer applies, is no longer logged and no longer counts as used; a card put into
      // the zone it is in does not move (the core's move instruction).
      version: '0.5.0',
      players: 2,
      description: 'The 2015 (XY) rule guide by default; DP-era and Legend-era options.',
      presentation: POKEMON_PRESENTATION,
      options: PokemonOptionsSchema,
      optionDocs: {
        era: 'xy (default), dp or legend',
        firstTurnAttack: 'PK-X-01: the first player may attack on their first turn (default: not in xy)',
        firstTurnTrainers: 'PK-X-01: the first player may use Trainers on their first turn (default: not in dp)',
        prizes: 'PK-X-06: number of Prize cards (default: 6 for a 60-card deck, 3 for 30)',
        benchSize: 'PK-X-07: Bench size (default 5)',
        paralysis: 'PK-X-09: endOfOwnersTurn (xy) or twoCheckups (legend)',
        doubleBattle: 'PK-PR-17 / PK-X-07: two Active Pokémon each, a Bench of 4 (default false)',
        rareCandy: 'PK-X-02: xy, dp or legend Rare Candy text (default: the era)',
        supporterDiscard: 'PK-X-04: afterUse (default) or endOfTurn',
        confusionSelfDamage: 'PK-X-08: counters (default) or damage',
        mulliganDraws: 'PK-X-10: perMulligan (default) or one',
        powerEffectsOnBench: 'PK-X-12: cleared, or continue (default in dp)',
        suddenDeath: 'PK-E.5: Sudden Death instead of a draw (default false)',
      },
    },
    zones: POKEMON_ZONES,
    // Base characteristics read only the cards, where they are and what is attached (no counters or status).
    pool: {
      cards: cards.cards,
      baseCharacteristics: (_card, obj, state) => cards.baseCharacteristics(state, obj),
      baseReads: ['attach:evolution'],
      source: { schema: PokemonTcgCardSchema, cards: cards.cards },
      deckNames: (card) => deckListNames(card as PokemonTcgCard),
      deckNameFallback: deckListFallback,
    },
    // Ability loss first, then ability grants, then type/Weakness changes, then summed modifiers,
    // and "becomes none" last so it beats any +/− (PK-II-D11–D13).
    // Attached Energy and Evolution cards are only looked at:
    // computed when read (Tools with Abilities stay in the pass).
    layers: {
      layers: ['abilityLoss', 'abilities', 'types', 'modifiers', 'none'],
      floors: ['hp', 'retreat'],
      defaultDuration: { kind: 'untilBoundary', boundary: 'turn.end' },
      attachmentsOnDemand: true,
    },
    turn: {
      phases: [
        { id: 'draw', rule: 'PK-E.3', procedure: 'pokemon.draw' },
        { id: 'main', rule: 'PK-A00.1', procedure: 'pokemon.main' },
        // PK-F.1 / PK-II-E20: the Checkup belongs to neither turn; the end of the turn comes first.
        { id: 'checkup', rule: 'PK-F.1', procedure: 'pokemon.checkup', afterTurnEnd: true },
      ],
    },
    setup: { procedure: SETUP, rule: 'PK-G.2', restartOnDraw: suddenDeathRestart },
    // A Pokémon's Abilities come from its cards (the top one, and under a LV.X the one below) and attached cards.
    policies: { checkTiming: () => 'exhaust', abilitySources: 'cardAndAttachments' },
    citations: CITATIONS,
    procedures: [
      setupProcedure(cards),
      setupPlayerProcedure(cards),
      benchFromHand,
      drawPhase,
      mainPhase,
      ...actionProcedures(cards),
      attackProcedure(cards),
      knockOutProcedure,
      checkupProcedure,
      rareCandyProcedure,
      suddenDeathProcedure,
    ],
    ruleProcesses: [knockOutCheck],
    actions: [
      benchAction(cards),
      evolveAction(cards),
      levelUpAction(cards),
      attachEnergyAction(cards),
      trainerAction(cards),
      abilityAction(cards),
      retreatAction(cards),
      attackAction(cards),
    ],
    eventHandlers: [clearEffectsEvent(cards), knockOutEvent, swapEvent, checkupEvent],
    ruleReplacements: [focusSashRule],
    codeReplacements: [focusSashReplacement(cards)],
    instructions: [...pokemonInstructions(cards)],
    operators: [...pokemonOperators(cards), rareCandyOperator(cards), ...turnHistoryOperators()],
    deckRules: POKEMON_DECK_RULES,
    invariants: POKEMON_INVARIANTS,
    immunity: pokemonImmunity(),
    bot: pokemonBotFactory(cards),
    evaluation: pokemonEvaluation,
    // Pokémon placed during setup are face down until step 8 (PK-G.4, PK-G.8).
    onEnterZone: (state: GameState, obj: CardObject, zone: string) => {
      if ((zone === 'active' || zone === 'bench') && state.data.inSetup === true) writableStatus(obj).faceDown = true;
    },
    view: { hidden: (_s, obj, viewer) => obj.status.faceDown === true && obj.master !== viewer },
  });
  return { ...plugin, cards: { ...rulesetCards(PokemonTcgCardSchema, pool, pokemonRuleset), importer: CARD_IMPORTER } };
}

export const pokemon = pokemonRuleset();
export { CardIndex };
