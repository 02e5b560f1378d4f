import type { ProcedureDefinition } from '../../contracts/ruleset-parts.js';
import { eventPipeline, eventBatch } from '../events/event-pipeline.js';
import { checkTiming } from '../timing/check-timing.js';
import { resolveTrigger } from '../timing/resolve-trigger.js';
import { playTiming } from '../timing/play-timing.js';
import { gameFlow, turnFlow } from '../timing/game-flow.js';
import { programInterpreter } from '../effects/program-interpreter.js';
import { resolveWaiting } from '../timing/resolve-waiting.js';

/** The core's procedures. */
export const CORE_PROCEDURES: readonly ProcedureDefinition[] = [
  eventPipeline,
  eventBatch,
  checkTiming,
  resolveTrigger,
  playTiming,
  gameFlow,
  turnFlow,
  programInterpreter,
  resolveWaiting,
];
