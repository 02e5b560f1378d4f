import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { discoverRulesets } from '@tcgkit/core';
import { serveConfig, serveUntilSignal } from './serve.js';
import { withCardPools } from './rulesets/card-pools.js';

/** `tcgkit-server [flags]`: the same as `tcgkit serve [flags]`, without the CLI. Returns the exit code. */
export async function main(args: string[]): Promise<number> {
  let flags;
  try {
    flags = parseArgs({
      args,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        db: { type: 'string' },
        redis: { type: 'string' },
        rulesets: { type: 'string' },
        'allowed-origin': { type: 'string', multiple: true },
        'public-origin': { type: 'string', multiple: true },
        'trust-proxy': { type: 'string' },
        config: { type: 'string' },
        'log-level': { type: 'string' },
        'redis-prefix': { type: 'string' },
        cards: { type: 'string', multiple: true },
      },
      strict: true,
    }).values;
  } catch (e) {
    process.stderr.write(`tcgkit-server: ${(e as Error).message}\n`);
    return 2;
  }
  const config = serveConfig({
    ...flags,
    allowedOrigin: flags['allowed-origin'],
    publicOrigin: flags['public-origin'],
    trustProxy: flags['trust-proxy'],
    logLevel: flags['log-level'],
    redisPrefix: flags['redis-prefix'],
  });
  if (typeof config === 'string') {
    process.stderr.write(`tcgkit-server: ${config}\n`);
    return 2;
  }
  const rulesets = withCardPools(await discoverRulesets(), flags.cards ?? []);
  if (typeof rulesets === 'string') {
    process.stderr.write(`tcgkit-server: ${rulesets}\n`);
    return 2;
  }
  await serveUntilSignal(config, rulesets, (line) => process.stdout.write(`${line}\n`));
  return 0;
}
