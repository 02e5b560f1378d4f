import 'reflect-metadata';

export type { Json, JsonObject } from './contracts/json.js';
export { cloneJson } from './contracts/json.js';
export { jsonEqual } from './contracts/json-equal.js';
export { copyCardObject } from './state/copy-card-object.js';
export {
  NO_ATTACHED,
  NO_CHARACTERISTICS,
  NO_COUNTERS,
  NO_REVEALS,
  NO_STATUS,
  writableAttached,
  writableCounters,
  writableReveals,
  writableStatus,
} from './state/copy-on-write-fields.js';
export type {
  GameState,
  CardObject,
  PlayerState,
  TurnPointer,
  GameResult,
  LastKnown,
  FixedRandom,
} from './contracts/game-state.js';
export type { PlayerId, ObjectId } from './contracts/ids.js';
export { GameStateSchema } from './state/state-schema.js';
export { SavedStateSchema, readSavedState } from './state/saved-state.js';
export {
  ZoneDefinitionSchema,
  ZoneVisibility,
  type ZoneDefinition,
  type ZoneDefinitionInput,
} from './contracts/zone-definition.js';
export { zoneKey, parseZoneKey } from './zones/zone-key.js';
export { ZoneOps } from './zones/zone-ops.js';
export type { Position, MoveOutcome } from './contracts/zone-service.js';
export { seedRandom, randomInt, flipCoin, shuffleInPlace } from './random/seeded-random.js';
export {
  ExprSchema,
  SelectorSchema,
  E,
  type Expr,
  type ExprRef,
  type Selector,
  type ExprValue,
} from './contracts/expr.js';
export type { Operator } from './contracts/operator.js';
export type { EvalContext } from './contracts/eval-context.js';
export { ExpressionEvaluator } from './expressions/expression-evaluator.js';
export { BUILTIN_OPERATORS } from './expressions/builtin-operators.js';
export { DurationSchema, boundaryEnds, anchorDuration, type Duration } from './contracts/duration.js';
export {
  CharacteristicOpSchema,
  ContinuousEffectSpecSchema,
  EffectPartSchema,
  AffectsSchema,
  type CharacteristicOp,
  type ContinuousEffectSpec,
  type ContinuousEffectInstance,
  type EffectPart,
  type Affects,
} from './contracts/continuous-effect.js';
export {
  ABILITIES,
  INVALID_ABILITIES,
  frozenTemplate,
  abilityValid,
  validAbilities,
  asList,
  type Characteristics,
} from './contracts/characteristics.js';
export { LayerEngine } from './layers/layer-engine.js';
export { facetsRead, facetSeen } from './layers/facet-reads.js';
export { ALL_FACETS, type StateFacet, type StatusKeyFacet, type AttachKindFacet } from './contracts/state-facet.js';
export { orderByDependency } from './layers/dependency-order.js';
export {
  AbilityDefinitionSchema,
  TriggerSpecSchema,
  type AbilityDefinition,
  type TriggerSpec,
} from './contracts/ability.js';
export { AbilityCatalog } from './abilities/ability-catalog.js';
export {
  ReplacementSpecSchema,
  ReplacementActionSchema,
  type ReplacementSpec,
  type ReplacementAction,
  type ReplacementInstance,
} from './contracts/replacement.js';
export type { WaitingTrigger, DelayedTrigger } from './contracts/trigger.js';
export { TriggerService } from './triggers/trigger-service.js';
export type { GameEvent, ObservedEvent } from './contracts/game-event.js';
export type { EventHandler } from './contracts/ruleset-parts.js';
export type { EventWrites } from './contracts/state-facet.js';
export {
  EVENT,
  EVENTS,
  eventLocals,
  eventsLocals,
  replacementChooser,
  type EventResult,
} from './runtime/events/event-pipeline.js';
export { CORE_EVENTS, attachEvent, damageEvent, moveEvent } from './runtime/events/core-events.js';
export {
  InstructionSchema,
  ProgramSchema,
  isProgramSchema,
  type Instruction,
  type Program,
} from './contracts/program.js';
export { NEXT_INSTRUCTION, type InstructionResult, type ProgramEnv } from './contracts/instruction.js';
export { PROGRAM, programLocals } from './runtime/effects/program-interpreter.js';
export { CORE_INSTRUCTIONS } from './runtime/instructions/core-instruction-list.js';
export { programContext, programValue, cardIds } from './runtime/instructions/program-values.js';
export { defineInstruction } from './runtime/instructions/define-instruction.js';
export { perform } from './runtime/instructions/perform-events.js';
export { isImmune, reachable, originOf } from './runtime/effects/immunity.js';
export { cardContext } from './runtime/effects/card-context.js';
export {
  AnswerSchema,
  type Answer,
  type Decision,
  type DecisionRequest,
  type DecisionOption,
  type DecisionKind,
} from './contracts/decision.js';
export { validateAnswer, parseAnswer, numberBounds } from './decisions/answer-validation.js';
export type { Frame } from './contracts/frame.js';
export {
  procedure,
  callProcedure,
  NEXT,
  type FrameOf,
  type StepOf,
  type RunnerLocals,
} from './runtime/procedures/procedure-builder.js';
export { requiredLocal } from './runtime/procedures/required-local.js';
export { eventResult, firstOutcome, movedCard, flippedHeads } from './runtime/events/event-outcomes.js';
export type { ProcedureDefinition, Step, StepResult } from './contracts/ruleset-parts.js';
export type { RunContext } from './contracts/ruleset-parts.js';
export { runProcedures, RUN_STEP_LIMIT, RUN_TIME_LIMIT_MS } from './runtime/procedures/procedure-runner.js';
export { positionKey } from './runtime/procedures/forced-loop.js';
export { LoopGuard, LOOP_WATCH_AFTER, LOOP_COUNT_MAX, LOOP_COUNT_PROMPT, type LoopState } from './engine/loop-guard.js';
export { CHECK_TIMING, checkTimingLocals, ruleProcessRequired, turnOrder } from './runtime/timing/check-timing.js';
export { RESOLVE_TRIGGER } from './runtime/timing/resolve-trigger.js';
export { RESOLVE_WAITING } from './runtime/timing/resolve-waiting.js';
export { PLAY_TIMING, PASS, playTimingLocals } from './runtime/timing/play-timing.js';
export { GAME, TURN } from './runtime/timing/game-flow.js';
export type { LogEntry } from './contracts/log-entry.js';
export type { LogStory, LogStoryDraft, LogCard } from './contracts/log-story.js';
export { writeStory } from './log/log-story-writer.js';
export type { CardNaming } from './views/log-story-redaction.js';
export type { PlayerView, CardView, ZoneView } from './contracts/player-view.js';
export {
  RulesetPresentationSchema,
  ZonePlacementSchema,
  CardFaceSchema,
  CardCatalogueSchema,
  GameOptionWordsSchema,
  TurnSummaryItemSchema,
  type TurnSummaryItem,
  type GameOptionWords,
  type GameOptionWordsInput,
  type CardCatalogue,
  type RulesetPresentation,
  type RulesetPresentationInput,
  type ZonePlacement,
  type CardFace,
} from './contracts/presentation.js';
export {
  LocalizedTextSchema,
  LogTemplatesSchema,
  PromptTextsSchema,
  type LocalizedText,
  type LogTemplates,
} from './contracts/presentation-words.js';
export {
  CardTextsSchema,
  CardDetailSchema,
  type CardTexts,
  type CardDetail,
  type DetailSection,
  type DetailField,
  type DetailPart,
} from './contracts/card-detail.js';
export { cardDetailData } from './contracts/card-detail-data.js';
export { ViewService } from './views/view-service.js';
export { redactLogEntry } from './views/log-redaction.js';
export { hiddenObjects, type HiddenObject } from './views/hidden-objects.js';
export { GameRecordSchema, RecordedAnswerSchema, type GameRecord, type RecordedAnswer } from './records/game-record.js';
export { SavedSessionSchema, type SavedSession } from './records/saved-session.js';
export { stateHash, savedFormHash } from './records/state-hash.js';
export { GameConfigSchema, CardPlacementSchema, type GameConfig, type CardPlacement } from './contracts/game-config.js';
export { Engine } from './engine/engine.js';
export { GameSession } from './engine/game-session.js';
export { NULL_SINK, type EventSink } from './contracts/event-sink.js';
export type { CoreServices } from './contracts/ruleset-parts.js';
export {
  AnswerError,
  RulesetError,
  InputError,
  DeckError,
  RulesetFailure,
  ReplayDivergenceError,
  type AnswerErrorCode,
  type PlayerDeckProblem,
} from './contracts/errors.js';
export { INPUT_LIMITS, type InputLimit } from './contracts/input-limits.js';
export { jsonTextDepth, nestsDeeperThan } from './limits/json-depth.js';
export { checkTextInput } from './limits/text-input.js';
export { parseDeckFile, DeckFileError, type DeckFileProblem, type DeckFileContext } from './decks/deck-file.js';
export { CardNameIndex, nameKey, type NamedCard, type CardLookup } from './decks/card-name-index.js';
export * from './contracts/extension-points.js';
export { TOKENS } from './ruleset/tokens.js';
export { coreModule } from './ruleset/core-module.js';
export {
  defineRuleset,
  type RulesetPlugin,
  type RulesetDefinition,
  type RulesetCards,
  type CardImporter,
  type CardImportFile,
} from './ruleset/define-ruleset.js';
export { parseCardPool } from './ruleset/card-pool.js';
export { rulesetCards } from './ruleset/ruleset-cards.js';
export { checkCardPrograms, forEachProgram, CardProgramError } from './ruleset/program-check.js';
export { RulesetRegistry, UnknownRulesetError } from './ruleset/ruleset-registry.js';
export { discoverRulesets, type DiscoveredRuleset } from './ruleset/discover-rulesets.js';
export type {
  RulesetParts,
  RuleProcess,
  ActionProvider,
  CodeReplacement,
  InstructionHandler,
  TriggerQueue,
} from './contracts/ruleset-parts.js';
export type { LayerService } from './contracts/layer-service.js';
export type { ZoneService } from './contracts/zone-service.js';
export type { AbilityLookup } from './contracts/ability-lookup.js';
export type { ReplacementLookup } from './contracts/replacement-lookup.js';
export type { ExpressionService } from './contracts/expression-service.js';
export { logText } from './log/log-text.js';
