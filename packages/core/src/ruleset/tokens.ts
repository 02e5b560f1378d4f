/**
 * Service identifiers of the core's extension points. A ruleset's `ContainerModule` binds to
 * these; tokens marked "many" may be bound several times (multi-injection).
 */
export const TOKENS = {
  Manifest: Symbol.for('tcgkit.Manifest'),
  Zones: Symbol.for('tcgkit.Zones'), // many: ZoneDefinitionInput
  CardPool: Symbol.for('tcgkit.CardPool'),
  Layers: Symbol.for('tcgkit.Layers'),
  Turn: Symbol.for('tcgkit.Turn'),
  Setup: Symbol.for('tcgkit.Setup'),
  Policies: Symbol.for('tcgkit.Policies'),
  Citations: Symbol.for('tcgkit.Citations'),
  Procedures: Symbol.for('tcgkit.Procedures'), // many
  RuleProcesses: Symbol.for('tcgkit.RuleProcesses'), // many
  Actions: Symbol.for('tcgkit.Actions'), // many
  Operators: Symbol.for('tcgkit.Operators'), // many
  CodeOps: Symbol.for('tcgkit.CodeOps'), // many
  CodeReplacements: Symbol.for('tcgkit.CodeReplacements'), // many
  RuleReplacements: Symbol.for('tcgkit.RuleReplacements'), // many
  Instructions: Symbol.for('tcgkit.Instructions'), // many
  EventHandlers: Symbol.for('tcgkit.EventHandlers'), // many
  DeckRules: Symbol.for('tcgkit.DeckRules'), // many
  Abilities: Symbol.for('tcgkit.Abilities'), // many: granted-only abilities
  Applicability: Symbol.for('tcgkit.Applicability'),
  Immunity: Symbol.for('tcgkit.Immunity'),
  ViewPolicy: Symbol.for('tcgkit.ViewPolicy'),
  Bot: Symbol.for('tcgkit.Bot'),
  /** Optional: the ruleset's `PositionEvaluation`, for search agents. */
  Evaluation: Symbol.for('tcgkit.Evaluation'),
  Invariants: Symbol.for('tcgkit.Invariants'), // many
  EnterZone: Symbol.for('tcgkit.EnterZone'),
  /** Resolved by the core: everything above gathered into one `RulesetParts`. */
  Parts: Symbol.for('tcgkit.Parts'),
  Services: Symbol.for('tcgkit.Services'),
  Views: Symbol.for('tcgkit.Views'),
  Engine: Symbol.for('tcgkit.Engine'),
} as const;
