import { ContainerModule } from 'inversify';
import { TOKENS } from './tokens.js';
import type { RulesetParts } from '../contracts/ruleset-parts.js';
import type { RulesetManifest } from '../contracts/extension-points.js';
import type { z } from 'zod';

/**
 * A ruleset's card file format, offered so that tools can add cards to its pool: a scenario's
 * inline `cards:`, the CLI's `--cards <file>`, and a JSON Schema for editors (`tcgkit schema`).
 */
export interface RulesetCards {
  /** One card of the card file format (the zod schema the pool is parsed with). */
  schema: z.ZodType;
  /**
   * The same ruleset with these cards added to its pool. Each is validated by `schema` (a bad one
   * is an `InputError` from `source` whose field is `<index>.<path>`); an id already in the pool is refused, so
   * that an extra card can never silently stand in for a pool card.
   */
  withCards(extra: readonly unknown[], source?: string): RulesetPlugin;
  /** Reads card data published elsewhere (e.g. a community database) into cards of this format. */
  importer?: CardImporter;
}

/** A file given to a {@link CardImporter}: its name (for errors) and its parsed JSON. */
export interface CardImportFile {
  name: string;
  data: unknown;
}

/**
 * Turns another publication's card files into cards of the ruleset's card file format. It never
 * guesses: a card it cannot translate completely is left out and named in the report.
 */
export interface CardImporter {
  /** What the importer reads, in a sentence (for `--help`). */
  description: string;
  /**
   * The pool file's content (an object with a `cards` list, which `--cards` reads, and whatever
   * else the ruleset records), and a report for people: what was imported and what was not.
   */
  import(files: readonly CardImportFile[]): { pool: { cards: unknown[] } & Record<string, unknown>; report: string };
}

/** A ruleset plugin: its manifest and the inversify module that binds its extension points. */
export interface RulesetPlugin {
  manifest: RulesetManifest;
  module: ContainerModule;
  /** The card file format, when the ruleset lets tools add cards to its pool (scenarios, `--cards`). */
  cards?: RulesetCards;
}

/** What `defineRuleset` accepts: the required parts, and any of the optional ones. */
export type RulesetDefinition = Pick<RulesetParts, 'manifest' | 'zones' | 'pool' | 'turn' | 'setup'> &
  Partial<Omit<RulesetParts, 'manifest' | 'zones' | 'pool' | 'turn' | 'setup'>>;

/**
 * Builds a ruleset plugin from one plain definition: every part is bound to its extension
 * point token (lists as multi-bindings). Plugins that prefer can write their own
 * `ContainerModule` against {@link TOKENS} instead; both are equivalent.
 */
export function defineRuleset(def: RulesetDefinition): RulesetPlugin {
  const module = new ContainerModule(({ bind }) => {
    const value = (token: symbol, v: unknown) => {
      if (v !== undefined && v !== null) bind(token).toConstantValue(v);
    };
    const many = (token: symbol, vs: readonly unknown[] | undefined) => {
      for (const v of vs ?? []) bind(token).toConstantValue(v);
    };
    value(TOKENS.Manifest, def.manifest);
    many(TOKENS.Zones, def.zones);
    value(TOKENS.CardPool, def.pool);
    value(TOKENS.Layers, def.layers);
    value(TOKENS.Turn, def.turn);
    value(TOKENS.Setup, def.setup);
    value(TOKENS.Policies, def.policies);
    value(TOKENS.Citations, def.citations);
    many(TOKENS.Procedures, def.procedures);
    many(TOKENS.RuleProcesses, def.ruleProcesses);
    many(TOKENS.Actions, def.actions);
    many(TOKENS.Operators, def.operators);
    many(TOKENS.CodeOps, def.codeOps);
    many(TOKENS.CodeReplacements, def.codeReplacements);
    many(TOKENS.RuleReplacements, def.ruleReplacements);
    many(TOKENS.Instructions, def.instructions);
    many(TOKENS.EventHandlers, def.eventHandlers);
    many(TOKENS.DeckRules, def.deckRules);
    many(TOKENS.Abilities, def.abilities);
    value(TOKENS.Applicability, def.applicability);
    value(TOKENS.Immunity, def.immunity);
    value(TOKENS.ViewPolicy, def.view);
    value(TOKENS.Bot, def.bot);
    value(TOKENS.Evaluation, def.evaluation);
    many(TOKENS.Invariants, def.invariants);
    value(TOKENS.EnterZone, def.onEnterZone);
  });
  return { manifest: def.manifest, module };
}
