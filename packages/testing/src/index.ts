export { RandomAgent } from './agents/random-agent.js';
export { randomAnswer } from './agents/random-answer.js';
export { SeededPicker } from './agents/seeded-picker.js';
export { cardConservation } from './invariants/card-conservation.js';
export { viewRedaction } from './invariants/view-redaction.js';
export { layerCoherence } from './invariants/layer-coherence.js';
export { stateIsTree } from './invariants/state-is-tree.js';
export { playGame, type GameOutcome, type PlayOptions, type Violation } from './runner/play-game.js';
export { lazyView } from './runner/lazy-view.js';
export {
  viewerSight,
  viewerKnowledge,
  type HiddenCard,
  type ViewerSight,
  type ViewerAtVersion,
  type ViewerKnowledge,
} from './views/viewer-knowledge.js';
export {
  ScenarioSchema,
  StepSchema,
  ExpectSchema,
  CardExpectationSchema,
  ZoneExpectationSchema,
  PendingExpectationSchema,
  LogExpectationSchema,
  type Scenario,
  type ParsedScenario,
  type ScenarioStep,
  type Expectation,
} from './scenarios/scenario-schema.js';
export { resolveCardRef, isCardRef, type CardRef } from './scenarios/card-ref.js';
export { checkExpectation, formatMismatches, type Mismatch } from './scenarios/expectations.js';
export { answerFor, StepError } from './scenarios/answer-step.js';
export {
  runScenario,
  parseScenario,
  ScenarioError,
  type ScenarioResult,
  type ScenarioFailure,
} from './scenarios/run-scenario.js';
export { loadScenario, readScenarioData, findScenarioFiles } from './scenarios/load-scenario.js';
export { scenarioCases, assertScenario, type ScenarioCase } from './scenarios/scenario-cases.js';
export { TestTable, ExpectationError, type TableSetup } from './fluent/test-table.js';
export { rulesetScenarioSchema, rulesetJsonSchemas, type JsonSchema } from './scenarios/scenario-json-schema.js';
