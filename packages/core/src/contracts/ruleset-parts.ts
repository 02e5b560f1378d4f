import type { z } from 'zod';
import type { Json, JsonObject } from './json.js';
import type { GameState, PlayerId } from './game-state.js';
import type { GameEvent } from './game-event.js';
import type { Frame } from './frame.js';
import type { DecisionOption, DecisionRequest } from './decision.js';
import type { EventSink } from './event-sink.js';
import type { Instruction } from './program.js';
import type { InstructionResult, ProgramEnv } from './instruction.js';
import type { ReplacementInstance } from './replacement.js';
import type { WaitingTrigger } from './trigger.js';
import type { AbilityDefinition } from './ability.js';
import type { Operator } from './operator.js';
import type { ZoneDefinitionInput } from './zone-definition.js';
import type { LogStoryDraft } from './log-story.js';
import type { CardObject } from './game-state.js';
import type { EventWrites } from './state-facet.js';
import type { LayerService } from './layer-service.js';
import type { ZoneService } from './zone-service.js';
import type { AbilityLookup } from './ability-lookup.js';
import type { ReplacementLookup } from './replacement-lookup.js';
import type { ExpressionService } from './expression-service.js';
import type {
  BotFactory,
  PositionEvaluation,
  CardPool,
  Citations,
  CodeOp,
  CoreRule,
  DeckRule,
  EffectApplicability,
  EffectImmunity,
  GameSetup,
  Invariant,
  LayerOrder,
  Policies,
  RuleReplacement,
  RulesetManifest,
  TurnStructure,
  ViewPolicy,
} from './extension-points.js';

/**
 * The ruleset's run-time contract: what a step runs with (the state and the core's services) and
 * the handlers a ruleset supplies that receive it. These types refer to each other (a handler
 * receives the services, which hand out the handlers), so they live in one module.
 */

/** What a step runs with: the game's state, the engine's stateless services, and the outward sink. */
export interface RunContext {
  state: GameState;
  svc: CoreServices;
  sink: EventSink;
}

/**
 * The triggered-ability queue: matches events against triggered abilities (synchronously, inside
 * the pipeline) and keeps the waiting instances in the state.
 */
export interface TriggerQueue {
  /** Waiting instances of one player. */
  waitingOf(state: GameState, player: PlayerId): readonly WaitingTrigger[];
  /** Observes an applied event: every matching triggered ability becomes waiting once per match (CT-9.6.2). */
  observe(ctx: RunContext, event: GameEvent, outcome: JsonObject): void;
  /** State triggers (CT-9.6.7) whose condition holds start waiting; returns whether any did. */
  checkStateTriggers(ctx: RunContext): boolean;
}

/** The stateless services a running procedure can use; one set per ruleset, shared by all games. */
export interface CoreServices {
  parts: RulesetParts;
  evaluator: ExpressionService;
  layers: LayerService;
  zones: ZoneService;
  abilities: AbilityLookup;
  replacements: ReplacementLookup;
  triggers: TriggerQueue;
  eventHandler(kind: string): EventHandler;
  instruction(name: string): InstructionHandler;
  procedure(id: string): ProcedureDefinition;
  /** The ruleset's rule ID for one of the core's generic rules. */
  cite(rule: CoreRule): string;
}

/**
 * What a step tells the interpreter to do next:
 * - `next`: continue with the following step (finishing when there is none);
 * - `goto`: continue with the named step;
 * - `call`: run another procedure first, then continue at `then` (default: the next step);
 *   its return value lands in `locals.$ret`, for the step that runs when it returns (cleared once
 *   that step has run, unless it asks a decision: then the step after the answer still reads it);
 * - `ask`: suspend on a decision; the validated answer lands in `locals[into]`, then continue
 *   at `then` (default: the next step);
 * - `done`: finish this procedure, returning `value` to the caller.
 */
export type StepResult =
  | { next: true }
  | { goto: string }
  | { call: string; locals?: JsonObject; then?: string }
  | { ask: DecisionRequest; into: string; then?: string }
  | { done: Json };

/** A named step; names make procedures read like the rulebook and appear in errors. */
export interface Step {
  name: string;
  run(ctx: RunContext, frame: Frame): StepResult;
}

/** A rule procedure: named steps in rule order. */
export interface ProcedureDefinition {
  id: string;
  steps: readonly Step[];
  /**
   * Undoes what an asking step wrote into its frame before it asked (a "waiting for an answer"
   * mark), so that running the step again asks the same question. A restored game's pending
   * decision is never trusted: the engine rebuilds it by running the asking step again on a copy
   * (packages/core/README.md, "Input boundaries and limits"). Only needed by a procedure whose
   * asking step marks its locals; an asking step must otherwise leave the state as it found it
   * (it may compute, and set locals to values it would set again, but not move anything on).
   */
  reask?(frame: Frame): void;
}

/**
 * How one event kind is applied. The core provides handlers for its generic events; rulesets
 * add their own and may override a core kind by binding a handler with the same kind.
 */
export interface EventHandler {
  kind: string;
  /** Rule cited when it happens. */
  rule(event: GameEvent, state: GameState): string;
  /**
   * True when the event, after replacements, does not happen at all (e.g. damage of 0 or less,
   * CT-9.9.5.1; entering a state already held, CT-1.3.3). It then triggers nothing.
   */
  isVoid?(event: GameEvent, ctx: RunContext): boolean;
  /** The player affected (who orders replacements, CT-9.9.2). */
  affected?(event: GameEvent, state: GameState): PlayerId | null;
  /** Mutates the state; returns what observers need (new ids…). */
  apply(event: GameEvent, ctx: RunContext): JsonObject;
  /** Human text for the log. */
  describe(event: GameEvent, outcome: JsonObject, state: GameState): string;
  /** What it tells a player (see {@link LogStoryDraft}); without it, the story is only its kind. */
  story?(event: GameEvent, outcome: JsonObject, state: GameState): LogStoryDraft | null;
  /**
   * The parts of the state it changes, when it changes nothing else (no effect starts or ends,
   * no card joins or leaves the objects whose abilities function). Lets computed characteristics
   * survive it when nothing reads those parts. `nothing`: a marker event that only signals (for
   * triggers) and changes no state at all; `null` (or no `writes`): anything may have changed.
   */
  writes?: EventWrites | ((event: GameEvent, outcome: JsonObject, ctx: RunContext) => EventWrites | null);
}

/**
 * A state-based rule process (CT-11): all required ones are performed at once, repeatedly.
 * One that needs choices (e.g. a Knock Out asking for Prize cards and a new Active) returns a
 * procedure to run instead; such procedures run after the simultaneous events, one at a time.
 */
export interface RuleProcess {
  id: string;
  rule: string;
  /** The events to perform now (empty when not required). Reads the state only: it is also asked without acting. */
  check(ctx: RunContext): GameEvent[];
  /** A procedure to run now, or null when not required. Reads the state only, like `check`. */
  procedure?(ctx: RunContext): { proc: string; locals: JsonObject } | null;
}

/**
 * Offers the legal actions at a play timing. Option keys name actions: options with equal keys
 * are taken to be the same action and only the first is offered.
 */
export interface ActionProvider {
  id: string;
  /** The procedure that performs a chosen action; it receives the option's value as locals. */
  procedure: string;
  enumerate(ctx: RunContext, player: PlayerId): DecisionOption[];
}

/** A replacement action written in code. */
export interface CodeReplacement {
  name: string;
  /** Returns the events that happen instead (empty: nothing happens). */
  replace(event: GameEvent, ctx: RunContext, params: JsonObject, replacement: ReplacementInstance): GameEvent[];
}

/** An instruction of the effect language. */
export interface InstructionHandler {
  name: string;
  schema?: z.ZodType<unknown>;
  run(ctx: RunContext, instr: Instruction, env: ProgramEnv): InstructionResult;
}

/** Everything a ruleset supplies, gathered from its container bindings. */
export interface RulesetParts {
  manifest: RulesetManifest;
  zones: ZoneDefinitionInput[];
  pool: CardPool;
  layers: LayerOrder;
  turn: TurnStructure;
  setup: GameSetup;
  policies: Policies;
  citations: Citations;
  procedures: ProcedureDefinition[];
  ruleProcesses: RuleProcess[];
  actions: ActionProvider[];
  operators: Operator[];
  codeOps: CodeOp[];
  codeReplacements: CodeReplacement[];
  ruleReplacements: RuleReplacement[];
  instructions: InstructionHandler[];
  eventHandlers: EventHandler[];
  deckRules: DeckRule[];
  applicability: EffectApplicability | null;
  /** "Not affected by" / "cannot be chosen as a target", consulted by every instruction touching an object. */
  immunity: EffectImmunity | null;
  view: ViewPolicy;
  bot: BotFactory | null;
  /** How good a position is for a player, for search agents (optional). */
  evaluation?: PositionEvaluation | null;
  invariants: Invariant[];
  /** Extra abilities not printed on any card (granted by effects). */
  abilities: AbilityDefinition[];
  /** Called when a card object is created in a zone (set default status such as face up). */
  onEnterZone?: (state: GameState, obj: CardObject, zoneId: string) => void;
}
