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
  logLevel?: string;
  redisPrefix?: string;
}

/** The config the flags describe, or the first problem as `--flag: message`. */
export function serveConfig(flags: ServeFlags): ServerConfig | string {
  const parsed = ServerConfigSchema.safeParse({
    port: flags.port,
    host: flags.host,
    db: flags.db,
    redis: flags.redis,
    rulesets: flags.rulesets?.split(',').map((s) => s.trim()),
    allowedOrigins: flags.allowedOrigin,
    logLevel: flags.logLevel,
    redisPrefix: flags.redisPrefix,
  });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const flag = String(issue?.path[0] ?? 'options').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return `--${flag}: ${issue?.message ?? 'invalid'}`;
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
