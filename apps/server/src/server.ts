import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import { pino, type Logger } from 'pino';
import type { RulesetRegistry } from '@tcgkit/core';
import { ServerConfigSchema, redactUrl, type ServerConfig, type ServerConfigInput } from './config/server-config.js';
import type { DiscoveredRuleset } from './rulesets/discover-rulesets.js';
import { HostedRulesets } from './rulesets/hosted-rulesets.js';
import { openStore } from './storage/open-store.js';
import type { MatchStore } from './storage/match-store.js';
import { LocalBus, type UpdateBus } from './fanout/update-bus.js';
import { RedisBus } from './fanout/redis-bus.js';
import { MatchService } from './matches/match-service.js';
import { GameGateway } from './ws/game-gateway.js';
import { lobbyRoutes } from './http/lobby-routes.js';
import { httpStatus } from './http/http-status.js';
import { ClientError } from './protocol/error-codes.js';
import { originAllowed } from './http/origin-check.js';
import { findWebClient, serveWebClient } from './http/web-client.js';

/** The rulesets a server may host (as `discoverRulesets` finds them). */
export interface RulesetSource {
  registry: RulesetRegistry;
  found: ReadonlyMap<string, DiscoveredRuleset>;
}

/** A running server node. */
export interface GameServer {
  /** `http://host:port` it listens on. */
  address: string;
  config: ServerConfig;
  /** The folder of the browser client served at `/`, or null when none is built. */
  web: string | null;
  app: FastifyInstance;
  matches: MatchService;
  gateway: GameGateway;
  store: MatchStore;
  /** Stops taking connections, closes sockets, the bus and the store (graceful shutdown). */
  close(): Promise<void>;
}

/**
 * Starts one server node: the lobby API over HTTP and the game protocol over WebSocket at `/ws`,
 * on the store `config.db` names; with `config.redis`, updates fan out to every node.
 */
export async function startServer(
  input: ServerConfigInput,
  rulesets: RulesetSource,
  opts: { logger?: Logger } = {},
): Promise<GameServer> {
  const config = ServerConfigSchema.parse(input);
  // Credentials never reach a log line: requests are logged without headers or bodies.
  const log =
    opts.logger ??
    pino({ level: config.logLevel, redact: ['credential', '*.credential', 'req.headers.authorization'] });
  const hosted = new HostedRulesets(rulesets.registry, rulesets.found, config.rulesets ?? null);
  const store = await openStore(config.db);
  const bus: UpdateBus = config.redis ? await RedisBus.connect(config.redis, config.redisPrefix) : new LocalBus();
  const matches = new MatchService(store, bus, hosted, log);
  const gateway = new GameGateway(matches, bus, config, log);
  // Fastify's own logger type is narrower than pino's: the same pino instance, typed as Fastify's.
  const fastifyLog: FastifyBaseLogger = log;
  const app = Fastify({
    loggerInstance: fastifyLog,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 256 * 1024,
    return503OnClosing: true,
  });
  app.setErrorHandler((err, _req, reply) => {
    if (err instanceof ClientError)
      return reply
        .code(httpStatus(err.code))
        .send({ error: { code: err.code, message: err.message, detail: err.detail } });
    const status = (err as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500)
      // Fastify's own refusals (unparsable JSON, a body over the limit): the code, never internals.
      return reply.code(status).send({
        error: { code: status === 413 ? 'too-large' : 'malformed', message: 'the request could not be read' },
      });
    log.error({ err }, 'request failed');
    return reply.code(500).send({ error: { code: 'internal', message: 'internal error' } });
  });
  await app.register(websocket, {
    // ws refuses frames above this outright (closing with 1009); below it the gateway answers a
    // too-large message with a typed error.
    options: { maxPayload: Math.max(config.maxMessageBytes * 4, 1_048_576) },
  });
  app.addHook('onRequest', async (req, reply) => {
    if (req.url.startsWith('/ws') && !originAllowed(req.headers.origin, req.headers.host, config.allowedOrigins))
      await reply.code(403).send({ error: { code: 'unauthorized', message: 'origin not allowed' } });
  });
  await app.register((scope, _opts, done) => {
    scope.get('/ws', { websocket: true }, (socket) => gateway.accept(socket));
    done();
  });
  lobbyRoutes(app, matches, hosted);
  const web = config.webRoot ?? findWebClient();
  if (web) await serveWebClient(app, web);
  else log.warn('no browser client to serve: it is not built (npm run build); the API and the game protocol work');
  await app.listen({ port: config.port, host: config.host });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : config.port;
  const address = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  log.info({ address, db: redactUrl(config.db), redis: config.redis ? redactUrl(config.redis) : null, web }, 'serving');
  await matches.resumeAll();
  let closing: Promise<void> | null = null;
  return {
    address,
    config,
    web,
    app,
    matches,
    gateway,
    store,
    close: () =>
      (closing ??= (async () => {
        matches.close();
        gateway.close();
        await app.close();
        await bus.close();
        await store.close();
      })()),
  };
}
