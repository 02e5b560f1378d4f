import type { RulesetParts, CoreRule } from '../ruleset/extension-points.js';
import type { ExpressionEvaluator } from '../expressions/expression-evaluator.js';
import type { LayerEngine } from '../layers/layer-engine.js';
import type { ZoneOps } from '../zones/zone-ops.js';
import type { AbilityCatalog } from '../abilities/ability-catalog.js';
import type { ReplacementSource } from '../replacements/replacement-source.js';
import type { TriggerService } from '../triggers/trigger-service.js';
import type { EventHandler } from '../events/event-handler.js';
import type { InstructionHandler } from '../ruleset/extension-points.js';
import type { ProcedureDefinition } from '../procedures/procedure.js';

/** The stateless services a running procedure can use; one set per ruleset, shared by all games. */
export interface CoreServices {
  parts: RulesetParts;
  evaluator: ExpressionEvaluator;
  layers: LayerEngine;
  zones: ZoneOps;
  abilities: AbilityCatalog;
  replacements: ReplacementSource;
  triggers: TriggerService;
  eventHandler(kind: string): EventHandler;
  instruction(name: string): InstructionHandler;
  procedure(id: string): ProcedureDefinition;
  /** The ruleset's rule ID for one of the core's generic rules. */
  cite(rule: CoreRule): string;
}
