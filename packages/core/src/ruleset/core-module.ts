import { ContainerModule, type ResolutionContext } from 'inversify';
import { TOKENS } from './tokens.js';
import type { RulesetParts, InstructionHandler } from '../contracts/ruleset-parts.js';
import type { Citations, CoreRule } from '../contracts/extension-points.js';
import { ExpressionEvaluator } from '../expressions/expression-evaluator.js';
import { ZoneOps } from '../zones/zone-ops.js';
import { AbilityCatalog } from '../abilities/ability-catalog.js';
import { LayerEngine } from '../layers/layer-engine.js';
import { ReplacementSource } from '../replacements/replacement-source.js';
import { TriggerService } from '../triggers/trigger-service.js';
import { ViewService } from '../views/view-service.js';
import { Engine } from '../engine/engine.js';
import type { CoreServices } from '../contracts/ruleset-parts.js';
import type { EventHandler } from '../contracts/ruleset-parts.js';
import { CORE_EVENTS } from '../runtime/events/core-events.js';
import { CORE_INSTRUCTIONS } from '../runtime/instructions/core-instruction-list.js';
import { CORE_PROCEDURES } from '../runtime/procedures/core-procedures.js';
import { RulesetError } from '../contracts/errors.js';
import { procedureTable } from './procedure-table.js';
import { checkCardPrograms } from './program-check.js';

function all<T>(c: ResolutionContext, token: symbol): T[] {
  return c.getAll<T>(token, { optional: true }) ?? [];
}

function one<T>(c: ResolutionContext, token: symbol): T | null {
  return c.get<T>(token, { optional: true }) ?? null;
}

function need<T>(c: ResolutionContext, token: symbol, what: string): T {
  const v = one<T>(c, token);
  if (v === null) throw new RulesetError(`ruleset binds no ${what}`);
  return v;
}

/** Gathers the ruleset's bindings into one `RulesetParts`. */
function gatherParts(c: ResolutionContext): RulesetParts {
  return {
    manifest: need(c, TOKENS.Manifest, 'manifest'),
    zones: all(c, TOKENS.Zones),
    pool: need(c, TOKENS.CardPool, 'card pool'),
    layers: one(c, TOKENS.Layers) ?? { layers: [] },
    turn: need(c, TOKENS.Turn, 'turn structure'),
    setup: need(c, TOKENS.Setup, 'setup'),
    policies: one(c, TOKENS.Policies) ?? { checkTiming: () => 'alternate' },
    citations: one<Citations>(c, TOKENS.Citations) ?? {},
    procedures: all(c, TOKENS.Procedures),
    ruleProcesses: all(c, TOKENS.RuleProcesses),
    actions: all(c, TOKENS.Actions),
    operators: all(c, TOKENS.Operators),
    codeOps: all(c, TOKENS.CodeOps),
    codeReplacements: all(c, TOKENS.CodeReplacements),
    ruleReplacements: all(c, TOKENS.RuleReplacements),
    instructions: all(c, TOKENS.Instructions),
    eventHandlers: all(c, TOKENS.EventHandlers),
    deckRules: all(c, TOKENS.DeckRules),
    applicability: one(c, TOKENS.Applicability),
    immunity: one(c, TOKENS.Immunity),
    view: one(c, TOKENS.ViewPolicy) ?? {},
    bot: one(c, TOKENS.Bot),
    evaluation: one(c, TOKENS.Evaluation),
    invariants: all(c, TOKENS.Invariants),
    abilities: all(c, TOKENS.Abilities),
    onEnterZone: one(c, TOKENS.EnterZone) ?? undefined,
  };
}

/** Builds the stateless services of one ruleset from its parts. */
function buildServices(parts: RulesetParts): CoreServices {
  const players = parts.manifest.players;
  const zones = new ZoneOps(parts.zones, players, parts.onEnterZone);
  const evaluator = new ExpressionEvaluator(zones.definitions, parts.operators, players);
  const abilities = new AbilityCatalog(parts.pool.cards, parts.abilities);
  const layers = new LayerEngine(
    parts.pool,
    parts.layers,
    evaluator,
    abilities,
    zones,
    parts.codeOps,
    parts.applicability,
  );
  const cite = (rule: CoreRule) => parts.citations[rule] ?? `core:${rule}`;
  // Ruleset bindings override core ones of the same name.
  const events = new Map<string, EventHandler>();
  for (const h of [...CORE_EVENTS, ...parts.eventHandlers]) events.set(h.kind, h);
  const instructions = new Map<string, InstructionHandler>();
  for (const h of [...CORE_INSTRUCTIONS, ...parts.instructions]) instructions.set(h.name, h);
  if (parts.pool.source)
    checkCardPrograms(parts.pool.source.schema, parts.pool.source.cards, (n) => instructions.get(n));
  const procedures = procedureTable(CORE_PROCEDURES, parts.procedures);
  const replacements = new ReplacementSource(layers, abilities, zones, parts.ruleReplacements);
  const triggers = new TriggerService(layers, abilities, zones, evaluator, cite);
  return {
    parts,
    evaluator,
    layers,
    zones,
    abilities,
    replacements,
    triggers,
    cite,
    eventHandler: (kind) => {
      const h = events.get(kind);
      if (!h) throw new RulesetError(`no handler for event kind "${kind}"`);
      return h;
    },
    instruction: (name) => {
      const h = instructions.get(name);
      if (!h) throw new RulesetError(`unknown instruction "${name}"`);
      return h;
    },
    procedure: (id) => {
      const p = procedures.get(id);
      if (!p) throw new RulesetError(`unknown procedure "${id}"`);
      return p;
    },
  };
}

/**
 * The core's bindings: its services, built once per ruleset container from the ruleset's
 * extension-point bindings, and the `Engine`.
 */
export const coreModule = new ContainerModule(({ bind }) => {
  bind<RulesetParts>(TOKENS.Parts).toDynamicValue(gatherParts).inSingletonScope();
  bind<CoreServices>(TOKENS.Services)
    .toDynamicValue((c) => buildServices(c.get<RulesetParts>(TOKENS.Parts)))
    .inSingletonScope();
  bind<ViewService>(TOKENS.Views)
    .toDynamicValue((c) => {
      const s = c.get<CoreServices>(TOKENS.Services);
      return new ViewService(s.zones, s.layers, s.parts.view);
    })
    .inSingletonScope();
  bind<Engine>(TOKENS.Engine)
    .toDynamicValue((c) => new Engine(c.get<CoreServices>(TOKENS.Services), c.get<ViewService>(TOKENS.Views)))
    .inSingletonScope();
});
