import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { RulesetPlugin } from './define-ruleset.js';
import { RulesetRegistry } from './ruleset-registry.js';

/** A discovered ruleset package: its plugin and what it offers besides (sample decks for a lobby or the CLI). */
export interface DiscoveredRuleset {
  plugin: RulesetPlugin;
  packageName: string;
  sampleDecks: Record<string, Record<string, string[]>>;
}

/** The node_modules/@tcgkit folders above this module (the workspace's, or an install's). */
function scopeDirs(): string[] {
  const out: string[] = [];
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const scope = join(dir, 'node_modules', '@tcgkit');
    if (existsSync(scope)) out.push(scope);
    const up = dirname(dir);
    if (up === dir) return out;
    dir = up;
  }
}

/**
 * Finds rulesets by discovery (every app that hosts or runs games uses this one): every installed
 * `@tcgkit/*` package whose package.json declares `"tcgkit": { "ruleset": "<id>" }` and whose module
 * exports `rulesetPlugin` (and optionally `SAMPLE_DECKS`), in the `node_modules/@tcgkit` folders
 * above this module. No hand-kept list: the core names no ruleset, it only reads what is installed.
 */
export async function discoverRulesets(): Promise<{
  registry: RulesetRegistry;
  found: Map<string, DiscoveredRuleset>;
}> {
  const registry = new RulesetRegistry();
  const found = new Map<string, DiscoveredRuleset>();
  const seen = new Set<string>();
  for (const scope of scopeDirs()) {
    for (const name of readdirSync(scope).sort()) {
      const pkgFile = join(scope, name, 'package.json');
      if (!existsSync(pkgFile) || seen.has(name)) continue;
      seen.add(name);
      const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as {
        name: string;
        main?: string;
        tcgkit?: { ruleset?: string };
      };
      if (!pkg.tcgkit?.ruleset) continue;
      const entry = join(scope, name, pkg.main ?? 'dist/index.js');
      if (!existsSync(entry)) continue; // not built
      const mod = (await import(pathToFileURL(entry).href)) as {
        rulesetPlugin?: RulesetPlugin;
        SAMPLE_DECKS?: Record<string, Record<string, string[]>>;
      };
      if (!mod.rulesetPlugin || registry.has(mod.rulesetPlugin.manifest.id)) continue;
      registry.register(mod.rulesetPlugin);
      found.set(mod.rulesetPlugin.manifest.id, {
        plugin: mod.rulesetPlugin,
        packageName: pkg.name,
        sampleDecks: mod.SAMPLE_DECKS ?? {},
      });
    }
  }
  return { registry, found };
}
