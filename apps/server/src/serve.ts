import { readFileSync } from 'node:fs';
import { ServerConfigSchema, type ServerConfig } from './config/server-config.js';
import { startServer, type RulesetSource } from './server.js';

/** Flags of `tcgkit serve` / `tcgkit-server` as strings, before validation. */
export interface ServeFlags {
  port?: string;
  host?: string;
  db?: string;
  redis?: string;
  rulesets?: string;
  allowedOrigin?: string[];
  publicOrigin?: string[];
  /** How many proxies are in front (`1`), or their comma-separated addresses/CIDRs. */
  trustProxy?: string;
  logLevel?: string;
  redisPrefix?: string;
  /** A JSON file of `ServerConfig` fields (limits included); flags given beside it win. */
  config?: string;
}

/** The fields a `--config` file sets, or the problem with it. */
function configFile(file: string | undefined): Record<string, unknown> | string {
  if (file === undefined) return {};
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    return `--config: ${file} is not a readable JSON file (${(e as Error).message})`;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return `--config: ${file} must hold a JSON object of server settings`;
  return value as Record<string, unknown>;
}

/** `--trust-proxy` as the config takes it: a hop count, or proxy addresses. */
function trustProxy(flag: string | undefined): number | string[] | undefined {
  if (flag === undefined) return undefined;
  if (/^\d+$/.test(flag.trim())) return Number(flag);
  return flag.split(',').map((s) => s.trim());
}

/** The config the flags describe, or the first problem as `--flag: message`. */
export function serveConfig(flags: ServeFlags): ServerConfig | string {
  const file = configFile(flags.config);
  if (typeof file === 'string') return file;
  const given = {
    port: flags.port,
    host: flags.host,
    db: flags.db,
    redis: flags.redis,
    rulesets: flags.rulesets?.split(',').map((s) => s.trim()),
    allowedOrigins: flags.allowedOrigin,
    publicOrigins: flags.publicOrigin,
    trustProxy: trustProxy(flags.trustProxy),
    logLevel: flags.logLevel,
    redisPrefix: flags.redisPrefix,
  };
  const flagged = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
  const parsed = ServerConfigSchema.safeParse({ ...file, ...flagged });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const key = String(issue?.path[0] ?? 'options');
  const where = key in flagged ? `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}` : `--config ${key}`;
  return `${where}: ${issue?.message ?? 'invalid'}`;
}

/**
 * Serves until SIGINT or SIGTERM, then shuts down gracefully: no new connections, sockets closed
 * with "going away", the bus and the store closed after the last commit.
 */
export async function serveUntilSignal(
  config: ServerConfig,
  rulesets: RulesetSource,
  print: (line: string) => void,
): Promise<void> {
  const server = await startServer(config, rulesets);
  const ids = config.rulesets ?? rulesets.registry.ids();
  print(`tcgkit server listening on ${server.address} (rulesets: ${ids.join(', ')}; Ctrl-C stops it)`);
  print(
    server.web
      ? `play in a browser: open ${server.address}/`
      : 'no browser client is built (npm run build builds it); the API and the game protocol work',
  );
  await new Promise<void>((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      void server.close().then(resolve);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  print('tcgkit server stopped');
}
