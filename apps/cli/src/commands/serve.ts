import type { RulesetRegistry, DiscoveredRuleset } from '@tcgkit/core';
import type { ServeFlags } from '@tcgkit/server';
import { CliError } from '../cli-error.js';

/**
 * `tcgkit serve` (what `npm start` runs): one game server node until SIGINT or SIGTERM. The
 * server package is loaded only here, so other commands do not pay for it.
 */
export async function serveCommand(
  registry: RulesetRegistry,
  found: Map<string, DiscoveredRuleset>,
  flags: ServeFlags,
  print: (s: string) => void,
): Promise<void> {
  const { serveConfig, serveUntilSignal } = await import('@tcgkit/server');
  const config = serveConfig(flags);
  if (typeof config === 'string') throw new CliError(config);
  await serveUntilSignal(config, { registry, found }, print);
}
