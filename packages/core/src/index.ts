import 'reflect-metadata';

export type { Json, JsonObject } from './state/json.js';
export { cloneJson } from './state/json.js';
export { copyCardObject } from './state/copy-card-object.js';
export type {
  GameState,
  CardObject,
  PlayerState,
  PlayerId,
  ObjectId,
  TurnPointer,
  GameResult,
  LastKnown,
} from './state/game-state.js';
export { GameStateSchema } from './state/state-schema.js';
export { SavedStateSchema, readSavedState } from './state/saved-state.js';
export {
  ZoneDefinitionSchema,
  ZoneVisibility,
  type ZoneDefinition,
  type ZoneDefinitionInput,
} from './zones/zone-definition.js';
export { zoneKey, parseZoneKey } from './zones/zone-key.js';
export { ZoneOps, type Position, type MoveOutcome } from './zones/zone-ops.js';
export { seedRandom, randomInt, shuffleInPlace } from './random/seeded-random.js';
export {
  ExprSchema,
  SelectorSchema,
  E,
  type Expr,
  type ExprRef,
  type Selector,
  type ExprValue,
} from './expressions/expr.js';
export type { Operator } from './expressions/operator.js';
export type { EvalContext } from './expressions/eval-context.js';
export { ExpressionEvaluator } from './expressions/expression-evaluator.js';
export { BUILTIN_OPERATORS } from './expressions/builtin-operators.js';
export { DurationSchema, boundaryEnds, anchorDuration, type Duration } from './layers/duration.js';
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
} from './layers/continuous-effect.js';
export {
  ABILITIES,
  INVALID_ABILITIES,
  frozenTemplate,
  abilityValid,
  validAbilities,
  asList,
  type Characteristics,
} from './layers/characteristics.js';
export { LayerEngine } from './layers/layer-engine.js';
export {
  facetsRead,
  facetSeen,
  ALL_FACETS,
  type StateFacet,
  type StatusKeyFacet,
  type AttachKindFacet,
} from './layers/facet-reads.js';
export { orderByDependency } from './layers/dependency-order.js';
export {
  AbilityDefinitionSchema,
  TriggerSpecSchema,
  type AbilityDefinition,
  type TriggerSpec,
} from './abilities/ability.js';
export { AbilityCatalog } from './abilities/ability-catalog.js';
export {
  ReplacementSpecSchema,
  ReplacementActionSchema,
  type ReplacementSpec,
  type ReplacementAction,
  type ReplacementInstance,
} from './replacements/replacement.js';
export type { WaitingTrigger, DelayedTrigger } from './triggers/trigger.js';
export { TriggerService } from './triggers/trigger-service.js';
export type { GameEvent, ObservedEvent } from './events/game-event.js';
export type { EventHandler, EventWrites } from './events/event-handler.js';
export {
  EVENT,
  EVENTS,
  eventLocals,
  eventsLocals,
  replacementChooser,
  type EventResult,
} from './events/event-pipeline.js';
export { CORE_EVENTS } from './events/core-events.js';
export { InstructionSchema, ProgramSchema, type Instruction, type Program } from './effects/program.js';
export { NEXT_INSTRUCTION, type InstructionResult, type ProgramEnv } from './effects/instruction.js';
export { PROGRAM, programLocals } from './effects/program-interpreter.js';
export { CORE_INSTRUCTIONS, programContext, programValue } from './effects/core-instructions.js';
export {
  AnswerSchema,
  type Answer,
  type Decision,
  type DecisionRequest,
  type DecisionOption,
  type DecisionKind,
} from './decisions/decision.js';
export { validateAnswer, parseAnswer } from './decisions/answer-validation.js';
export type { Frame } from './procedures/frame.js';
export { procedure, NEXT, type ProcedureDefinition, type Step, type StepResult } from './procedures/procedure.js';
export type { RunContext } from './procedures/run-context.js';
export { runProcedures } from './procedures/procedure-runner.js';
export { positionKey } from './procedures/forced-loop.js';
export { LoopGuard, LOOP_WATCH_AFTER, LOOP_COUNTS, LOOP_COUNT_PROMPT, type LoopState } from './engine/loop-guard.js';
export { CHECK_TIMING, checkTimingLocals, turnOrder } from './timing/check-timing.js';
export { RESOLVE_TRIGGER } from './timing/resolve-trigger.js';
export { RESOLVE_WAITING } from './timing/resolve-waiting.js';
export { PLAY_TIMING, PASS, playTimingLocals } from './timing/play-timing.js';
export { GAME, TURN } from './timing/game-flow.js';
export type { LogEntry } from './log/log-entry.js';
export type { PlayerView, CardView, ZoneView } from './views/player-view.js';
export { ViewService } from './views/view-service.js';
export { redactLogEntry } from './views/log-redaction.js';
export { GameRecordSchema, RecordedAnswerSchema, type GameRecord, type RecordedAnswer } from './records/game-record.js';
export { SavedSessionSchema, type SavedSession } from './records/saved-session.js';
export { stateHash } from './records/state-hash.js';
export { GameConfigSchema, CardPlacementSchema, type GameConfig, type CardPlacement } from './engine/game-config.js';
export { Engine } from './engine/engine.js';
export { GameSession } from './engine/game-session.js';
export { NULL_SINK, type EventSink } from './engine/event-sink.js';
export type { CoreServices } from './engine/core-services.js';
export { AnswerError, RulesetError, InputError, ReplayDivergenceError, type AnswerErrorCode } from './engine/errors.js';
export * from './ruleset/extension-points.js';
export { TOKENS } from './ruleset/tokens.js';
export { coreModule } from './ruleset/core-module.js';
export { defineRuleset, type RulesetPlugin, type RulesetDefinition } from './ruleset/define-ruleset.js';
export { parseCardPool } from './ruleset/card-pool.js';
export { RulesetRegistry, UnknownRulesetError } from './ruleset/ruleset-registry.js';
