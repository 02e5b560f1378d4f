import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import rateLimit from '@fastify/rate-limit';
import compress from '@fastify/compress';
import { pino, type Logger } from 'pino';
import type { RulesetRegistry, DiscoveredRuleset } from '@tcgkit/core';
import { ServerConfigSchema, redactUrl, type ServerConfig, type ServerConfigInput } from './config/server-config.js';
import { HostedRulesets } from './rulesets/hosted-rulesets.js';
import { openStore } from './storage/open-store.js';
import type { MatchStore } from './storage/match-store.js';
import { LocalBus, type UpdateBus } from './fanout/update-bus.js';
import { RedisBus } from './fanout/redis-bus.js';
import { MatchService } from './matches/match-service.js';
import { ClusterWork } from './matches/cluster-work.js';
import { GameGateway } from './ws/game-gateway.js';
import { lobbyRoutes } from './http/lobby-routes.js';
import { ClientError } from './errors/client-error.js';
import { listeningOrigins, originAllowed } from './http/origin-check.js';
import { findWebClient, serveWebClient } from './http/web-client.js';
import { errorReply, frameworkErrorReply } from './http/error-reply.js';
import { securityHeaders } from './http/security-headers.js';
import { clientKey } from './http/client-address.js';
import { ReplayPool } from './replays/replay-pool.js';

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
    pino({
      level: config.logLevel,
      redact: ['credential', '*.credential', 'invitation', '*.invitation', 'req.headers.authorization'],
    });
  const hosted = new HostedRulesets(rulesets.registry, rulesets.found, config.rulesets ?? null);
  const store = await openStore(config.db);
  const bus: UpdateBus = config.redis ? await RedisBus.connect(config.redis, config.redisPrefix, log) : new LocalBus();
  const matches = new MatchService(store, bus, hosted, log, Date.now, config.abandonAfterMs);
  const gateway = new GameGateway(matches, bus, config, log);
  const replays = new ReplayPool(config.replayWorkers);
  // Fastify's own logger type is narrower than pino's: the same pino instance, typed as Fastify's.
  const fastifyLog: FastifyBaseLogger = log;
  const hops = config.trustProxy;
  const app = Fastify({
    loggerInstance: fastifyLog,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 256 * 1024,
    return503OnClosing: true,
    // A number of proxies in front: the hops nearest this server are trusted, never the client's own.
    trustProxy: typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : hops,
    // Errors met before routing (a URL that cannot be decoded) in the same shape as every other.
    frameworkErrors: (err, _req, reply) => void frameworkErrorReply(err, reply),
  });
  app.setErrorHandler((err, _req, reply) => {
    const sent = errorReply(err, reply);
    if (sent.statusCode >= 500 && !(err instanceof ClientError)) log.error({ err }, 'request failed');
    return sent;
  });
  await app.register(rateLimit, {
    max: config.httpRequestsPerMinute,
    timeWindow: 60_000,
    keyGenerator: (req) => clientKey(req.ip),
    // The WebSocket has limits of its own per socket and per address (see the gateway).
    allowList: (req) => req.url === '/ws',
  });
  await securityHeaders(app);
  // The client's scripts, styles and the API's larger answers travel compressed (brotli or gzip).
  await app.register(compress, { threshold: 1024 });
  await app.register(websocket, {
    // ws refuses frames above this outright (closing with 1009); below it the gateway answers a
    // too-large message with a typed error.
    options: { maxPayload: Math.max(config.maxMessageBytes * 4, 1_048_576) },
  });
  // Known once listening (the port may be chosen then): the origins a browser page may come from.
  const origins = new Set<string>();
  app.addHook('onRequest', async (req, reply) => {
    if (req.url.startsWith('/ws') && !originAllowed(req.headers.origin, origins))
      await reply.code(403).send({ error: { code: 'unauthorized', message: 'origin not allowed' } });
  });
  await app.register((scope, _opts, done) => {
    scope.get('/ws', { websocket: true }, (socket, req) => gateway.accept(socket, clientKey(req.ip)));
    done();
  });
  lobbyRoutes(app, matches, hosted, replays, config);
  const web = config.webRoot ?? findWebClient();
  await serveWebClient(app, web);
  if (!web) log.warn('no browser client to serve: it is not built (npm run build); the API and the game protocol work');
  await app.listen({ port: config.port, host: config.host });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : config.port;
  const address = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  const own = config.publicOrigins.length > 0 ? config.publicOrigins : listeningOrigins(config.host, port);
  for (const o of [...own, ...config.allowedOrigins]) origins.add(new URL(o).origin);
  log.info({ address, db: redactUrl(config.db), redis: config.redis ? redactUrl(config.redis) : null, web }, 'serving');
  // Clocks and bots of every unfinished match, whoever is connected: this node takes its share.
  const work = new ClusterWork(store, matches, config, log, () => gateway.hub.matchesWithPeople());
  work.start();
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
        work.stop();
        matches.close();
        gateway.close();
        await app.close();
        await replays.close();
        await bus.close();
        await store.close();
      })()),
  };
}
