import 'reflect-metadata';
import { Container } from 'inversify';
import { TOKENS } from './tokens.js';
import { coreModule } from './core-module.js';
import type { RulesetPlugin } from './define-ruleset.js';
import type { RulesetManifest } from '../contracts/extension-points.js';
import type { Engine } from '../engine/engine.js';
import { InputError } from '../contracts/errors.js';
import { RulesetPresentationSchema, type RulesetPresentation } from '../contracts/presentation.js';

/** Thrown when a ruleset id is not registered. */
export class UnknownRulesetError extends Error {
  override readonly name = 'UnknownRulesetError';
  constructor(
    readonly id: string,
    known: readonly string[],
  ) {
    super(`unknown ruleset "${id}" (known: ${known.join(', ') || 'none'})`);
  }
}

/**
 * Finds rulesets by id. Each ruleset gets one container (core module + its module), created on
 * first use; its engine then serves every game of that ruleset.
 */
export class RulesetRegistry {
  private readonly plugins = new Map<string, RulesetPlugin>();
  private readonly containers = new Map<string, Container>();

  register(plugin: RulesetPlugin): this {
    if (this.plugins.has(plugin.manifest.id)) throw new Error(`ruleset "${plugin.manifest.id}" is already registered`);
    // A wrong presentation is a plugin author's mistake: refused here, not in a client.
    if (plugin.manifest.presentation) RulesetPresentationSchema.parse(plugin.manifest.presentation);
    this.plugins.set(plugin.manifest.id, plugin);
    return this;
  }

  /** How a client draws a ruleset, defaults filled in (an empty presentation when it gives none). */
  presentation(id: string): RulesetPresentation {
    const plugin = this.plugins.get(id);
    if (!plugin) throw new UnknownRulesetError(id, this.ids());
    return RulesetPresentationSchema.parse(plugin.manifest.presentation ?? {});
  }

  ids(): string[] {
    return [...this.plugins.keys()].sort();
  }

  manifests(): RulesetManifest[] {
    return this.ids().map((id) => this.plugins.get(id)!.manifest);
  }

  has(id: string): boolean {
    return this.plugins.has(id);
  }

  /** The registered plugin of a ruleset. */
  plugin(id: string): RulesetPlugin {
    const plugin = this.plugins.get(id);
    if (!plugin) throw new UnknownRulesetError(id, this.ids());
    return plugin;
  }

  /**
   * A new registry with the same rulesets, in which ruleset `id` has these cards added to its pool
   * (validated by its card schema, see `RulesetCards`); this registry is unchanged. A ruleset
   * that offers no card format refuses with an {@link InputError}.
   */
  withCards(id: string, extra: readonly unknown[], source?: string): RulesetRegistry {
    const plugin = this.plugin(id);
    if (!plugin.cards) throw new InputError(source ?? 'extra cards', '', `ruleset "${id}" does not accept extra cards`);
    const next = new RulesetRegistry();
    for (const [k, p] of this.plugins) next.register(k === id ? plugin.cards.withCards(extra, source) : p);
    return next;
  }

  /** The container of a ruleset (created once). */
  container(id: string): Container {
    let c = this.containers.get(id);
    if (c) return c;
    const plugin = this.plugin(id);
    c = new Container({ defaultScope: 'Singleton' });
    c.load(coreModule, plugin.module);
    this.containers.set(id, c);
    return c;
  }

  /** The engine of a ruleset (one per ruleset, shared by all its games). */
  engine(id: string): Engine {
    return this.container(id).get<Engine>(TOKENS.Engine);
  }
}
