import type { z } from 'zod';
import type { GameState, CardObject } from './game-state.js';
import type { ObjectId, PlayerId } from './ids.js';
import type { JsonObject } from './json.js';
import type { Characteristics } from './characteristics.js';
import type { ContinuousEffectInstance, EffectPart } from './continuous-effect.js';
import type { AbilityDefinition } from './ability.js';
import type { StateFacet } from './state-facet.js';
import type { GameEvent } from './game-event.js';
import type { PlayerView } from './player-view.js';
import type { Decision, Answer } from './decision.js';
import type { ReplacementInstance } from './replacement.js';
import type { RulesetPresentationInput } from './presentation.js';

/** Identifies a ruleset and what it offers. */
export interface RulesetManifest {
  id: string;
  name: string;
  version: string;
  description?: string;
  /** Number of players (the core supports any fixed count; the games here use 2). */
  players: number;
  /** Ruleset options with their schema and defaults (validated when a game is created). */
  options?: z.ZodType<JsonObject>;
  /** One line per option, for `rulesets` listings. */
  optionDocs?: Record<string, string>;
  /**
   * How a graphical client draws the game (zone placement, card faces, rule titles); checked with
   * `RulesetPresentationSchema` when the ruleset is registered. Without it a client draws every
   * zone in a row of its own.
   */
  presentation?: RulesetPresentationInput;
}

/** A card definition as the core needs it; rulesets extend it with their own fields. */
export interface CardDefinition {
  id: string;
  name: string;
  abilities?: AbilityDefinition[];
  [field: string]: unknown;
}

/** The card pool and how a card's printed values become its base characteristics (CT-9.8.2). */
export interface CardPool {
  cards: readonly CardDefinition[];
  /**
   * Printed info plus base definitions; must include `abilities` (ability ids). May return a
   * frozen object shared between calls (a cached template, its lists frozen too): the layer
   * engine copies it only for an object an effect actually changes, which makes unaffected
   * objects nearly free.
   */
  baseCharacteristics(card: CardDefinition, obj: CardObject, state: GameState): Characteristics;
  /**
   * The state facets `baseCharacteristics` reads besides the card and its zone — what is attached
   * to it, or to what it is attached, is the `attachments` facet (`attach:<kind>` for one kind)
   * — (default: all of them, the safe answer). Declaring fewer lets characteristics survive
   * events that only change other facets.
   */
  baseReads?: readonly StateFacet[];
  /**
   * The card data `cards` were compiled from and the schema it was read with. When given, every
   * program in it (wherever the schema has the core's `ProgramSchema`) is checked against the
   * ruleset's instructions as its services are built, so that a card naming no instruction, or
   * one with parameters its instruction refuses, is an `InputError` then rather than mid-game.
   */
  source?: { schema: z.ZodType; cards: readonly unknown[] };
  /**
   * The other names a deck list may call a card by, besides its id and printed name — e.g. each
   * print's `Name SET 12` in an exported deck list, so that every reprint resolves to the one card.
   */
  deckNames?(card: CardDefinition): readonly string[];
  /**
   * What a deck-list text that names no card stands for, when the ruleset knows that every such
   * text means one card: e.g. any print of a basic Energy is that basic Energy. Null: no card.
   */
  deckNameFallback?(text: string): string | null;
}

/** The continuous-effect layers in order (CT-9.8.1) and numeric keys floored at 0 afterwards (CT-1.3.8). */
export interface LayerOrder {
  layers: readonly string[];
  floors?: readonly string[];
  /** Effects that come from the rules themselves (no source), e.g. stacked-card modifiers. */
  ruleEffects?: readonly Omit<ContinuousEffectInstance, 'fromStatic'>[];
  /** Duration of a continuous effect created by an ability that states none (CT-9.2.3). */
  defaultDuration?: { kind: 'untilBoundary'; boundary: string };
  /**
   * Attached cards whose card prints no static ability are left out of the layer pass and
   * computed when read, with the pass's effects applied in order (the way cards outside play are);
   * so their static abilities must be printed ones (no ruleset code adds any to attached cards).
   * Right when no effect's applicability to an attached card depends on another card's value at
   * an earlier layer — true when attached cards' characteristics are only looked at (resource or stacked cards
   * under a card in play).
   */
  attachmentsOnDemand?: boolean;
}

/** A characteristic processing written in code (the `code` op kind). */
export interface CodeOp {
  name: string;
  /** Characteristic keys it reads / writes (dependency detection). */
  reads: readonly string[];
  writes: readonly string[];
  /** State facets it reads besides zones and characteristics; what is attached where is one (default: all). */
  stateReads?: readonly StateFacet[];
  apply(chars: Characteristics, ctx: CodeOpContext): void;
}

/** What a code op sees while it applies. */
export interface CodeOpContext {
  state: GameState;
  object: ObjectId;
  effect: ContinuousEffectInstance;
  params: JsonObject;
  /**
   * Another object's final characteristics, for info that copies another card's computed values
   * (e.g. "its attack equals your partner's attack"). Computed in a separate pass in which
   * `finalOf` returns null, so copies of copies cannot loop; the op must then fall back.
   */
  finalOf(id: ObjectId): Readonly<Characteristics> | null;
}

/**
 * What an effect comes from, as the core's instructions know it: its source object, the player
 * controlling it, the ability it resolves, and a ruleset-defined kind (`ProgramEnv.kind`, e.g. an
 * attack, a card played from the hand, an ability), null when the ruleset gives none.
 */
export interface EffectOrigin {
  source: ObjectId | null;
  controller: PlayerId;
  ability: string | null;
  kind: string | null;
}

/**
 * "Not affected by …" and "cannot be chosen as a target": one point every core instruction that
 * chooses or affects an object consults (`choose`, `distribute`, `move`, `moveTop`, `damage`,
 * `counter`, `status`, `attach`, `reveal`, `conceal`, `continuous` targets, a raw `event`'s card),
 * and that ruleset instructions consult through `isImmune`. An object it protects is not offered
 * as a choice (`act: 'choose'`, `target` when chosen as a target) and is left out of what the
 * effect does to several objects at once (`act: 'affect'`); the others are processed as usual.
 */
export interface EffectImmunity {
  immune(ctx: {
    state: GameState;
    characteristics: (id: ObjectId) => Characteristics;
    origin: EffectOrigin;
    object: ObjectId;
    act: 'choose' | 'affect';
    target: boolean;
  }): boolean;
}

/**
 * Whether a continuous effect's processing applies to an object, beyond zone/selector rules:
 * e.g. effects skipping face-down cards, or invalidated increases (ruleset policy).
 */
export interface EffectApplicability {
  /** State facets it reads besides zones and characteristics; what is attached where is one (default: all). */
  stateReads?: readonly StateFacet[];
  applies(ctx: {
    state: GameState;
    effect: ContinuousEffectInstance;
    part: EffectPart;
    object: CardObject;
    chars: Characteristics;
    amount?: number;
  }): boolean;
}

/** A phase of the turn; its procedure runs between the phase's start and end boundaries. */
export interface PhaseDefinition {
  id: string;
  rule: string;
  procedure: string;
  /**
   * The phase runs between turns: the turn's end boundary (and the expiry of "this turn" and
   * "during the next turn" durations) happens before it. Such phases come last.
   */
  afterTurnEnd?: boolean;
}

/** The turn structure the core's turn procedure interprets. */
export interface TurnStructure {
  phases: readonly PhaseDefinition[];
  /** Who takes the next turn (default: the next player in seating order). */
  nextPlayer?(state: GameState): PlayerId;
}

/** Game setup: the procedure run before the first turn (shuffles, hands, first player…). */
export interface GameSetup {
  procedure: string;
  /** Rule cited when a card enters its starting zone. */
  rule: string;
  /**
   * A game that would end in a draw is restarted instead when this returns a restart (e.g. a
   * "sudden death" rule): every player's loss is undone, the stack, effects, triggers and turn
   * counter are reset, then `procedure` runs (it puts the cards back and marks the state) and
   * setup runs again. Return null to accept the draw.
   */
  restartOnDraw?(state: GameState): GameRestart | null;
}

/** How a drawn game starts over (see {@link GameSetup.restartOnDraw}). */
export interface GameRestart {
  /** Run before setup: returns the cards to their starting zones and marks what changes. */
  procedure: string;
  rule: string;
  reason: string;
}

/**
 * Ordering policies. `checkTiming`: `alternate` = main player plays one waiting trigger, rule
 * processes, next player plays one, repeat (a literal reading of CT-9.4.1); `exhaust` = after
 * every play return to the first player (all of one player's first).
 */
export interface Policies {
  /** The check-timing order for a game (it may read the game's options). */
  checkTiming(state: GameState): 'alternate' | 'exhaust';
  /** Who orders several replacements for one event (default: the affected card's master, else the acting player). */
  replacementChooser?(state: GameState, event: GameEvent): PlayerId;
  /**
   * `cardAndAttachments`: an object's abilities come only from its own card and the cards attached
   * to it (its base characteristics and the ruleset's code ops never add others), plus what
   * grantAbility effects give. The trigger matcher then skips objects that carry no card printing
   * a trigger for the event, without computing their characteristics. Leave it unset when
   * abilities may come from elsewhere (copied from another card in play).
   */
  abilitySources?: 'cardAndAttachments';
}

/** Sourceless replacements the rules themselves impose (e.g. "face-down cards receive no damage"). */
export interface RuleReplacement {
  id: string;
  rule: string;
  instance: Omit<ReplacementInstance, 'timestamp'>;
}

/** A problem found in a deck, citing the deck rule and the card. */
export interface DeckProblem {
  rule: string;
  message: string;
  card?: string;
}

/** A deck-construction rule. */
export interface DeckRule {
  id: string;
  rule: string;
  check(
    deck: Record<string, readonly string[]>,
    pool: ReadonlyMap<string, CardDefinition>,
    options: JsonObject,
  ): DeckProblem[];
}

/** Who may see what (beyond zone visibility): e.g. face-down cards in a public zone. */
export interface ViewPolicy {
  /** True when `viewer` must not see this object's identity although its zone is visible. */
  hidden?(state: GameState, obj: CardObject, viewer: PlayerId): boolean;
  /** Global ruleset data safe to show to `viewer` (default: all of `state.data`). */
  data?(state: GameState, viewer: PlayerId): JsonObject;
  /**
   * The data of `player` safe to show to `viewer` (default: all of it). A ruleset that keeps a
   * hidden card's object id in a player's data hides it here from everyone the card is hidden from.
   */
  playerData?(state: GameState, player: PlayerId, viewer: PlayerId): JsonObject;
}

/** Something that answers decisions: a bot, the random agent, a network client. */
export interface Agent {
  readonly name: string;
  decide(view: PlayerView, decision: Decision): Answer;
  /**
   * Optional, for agents that search: the same decision, given the host's true state. An agent
   * that offers it promises to read the state only as its seat may know it — through
   * `Engine.determinize(state, decision.player, seed)` and `viewFor` — so it never uses hidden
   * information (`@tcgkit/ai` proves this by permuting the hidden cards). A host that holds the
   * state calls this instead of {@link decide} when it is there.
   */
  decideInGame?(state: GameState, decision: Decision): Answer;
}

/**
 * How good a position is for one player, from the ruleset's own idea of winning (prizes left,
 * durability, score): a number in [-1, 1], 1 a sure win. Search agents use it to judge positions
 * they stop short of the end. Optional: without it a search plays on to the end or scores 0.
 * It may read the whole state, so a searcher calls it only on states it dealt itself.
 */
export interface PositionEvaluation {
  /** `characteristics` gives an object's computed characteristics (after every layer) in `state`. */
  evaluate(state: GameState, player: PlayerId, characteristics: (id: ObjectId) => Characteristics): number;
}

/** Creates the ruleset's bot for a seat, seeded. */
export interface BotFactory {
  create(seed: number): Agent;
}

/**
 * A property that must hold after every step of any game of the ruleset (checked by test
 * runners, simulators and fuzzers). Returns a description of each violation.
 */
export interface Invariant {
  id: string;
  description: string;
  check(state: GameState): string[];
}

/** Rule IDs the core cites for its generic procedures, mapped to the ruleset's catalogue. */
export type CoreRule =
  | 'zone.move'
  | 'zone.newObject'
  | 'replacement.apply'
  | 'replacement.order'
  | 'replacement.optional'
  | 'replacement.once'
  | 'event.void'
  | 'trigger.wait'
  | 'trigger.choose'
  | 'trigger.play'
  | 'trigger.cancel'
  | 'trigger.state'
  | 'trigger.delayed'
  | 'checkTiming'
  | 'ruleProcess'
  | 'playTiming'
  | 'target.choose'
  | 'target.distribute'
  | 'random'
  | 'game.end'
  | 'game.draw'
  | 'loop.draw'
  | 'loop.declare'
  | 'loop.declareBoth'
  | 'turn'
  | 'effect.create'
  | 'effect.expire'
  | 'effect.stop'
  | 'damage'
  | 'counter'
  | 'status';

/** The core's generic rule keys (cited through the ruleset's {@link Citations}). */
export const CORE_RULES: readonly CoreRule[] = [
  'zone.move',
  'zone.newObject',
  'replacement.apply',
  'replacement.order',
  'replacement.optional',
  'replacement.once',
  'event.void',
  'trigger.wait',
  'trigger.choose',
  'trigger.play',
  'trigger.cancel',
  'trigger.state',
  'trigger.delayed',
  'checkTiming',
  'ruleProcess',
  'playTiming',
  'target.choose',
  'target.distribute',
  'random',
  'game.end',
  'game.draw',
  'loop.draw',
  'loop.declare',
  'loop.declareBoth',
  'turn',
  'effect.create',
  'effect.expire',
  'effect.stop',
  'damage',
  'counter',
  'status',
];

export type Citations = Partial<Record<CoreRule, string>>;
