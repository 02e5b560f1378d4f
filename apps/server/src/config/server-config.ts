import { z } from 'zod';
import { findStorageBackend, storageForms } from '../storage/backends.js';
import { hideCredentials } from './url-credentials.js';

/** An origin as browsers send it: scheme, host and port, nothing else (written any case, a default port or not). */
const OriginSchema = z
  .string()
  .url()
  .refine(
    (s) => {
      const u = new URL(s);
      return /^https?:$/.test(u.protocol) && ['', '/'].includes(u.pathname) && !u.search && !u.hash && !u.username;
    },
    {
      message: 'an origin is scheme://host[:port] (http or https), without a path',
    },
  )
  .transform((s) => new URL(s).origin);

const DbSchema = z.string().refine((s) => findStorageBackend(s) !== undefined, {
  message: `use ${storageForms()}`,
});

/** Everything `tcgkit serve` can be told; the single source of its types and defaults. */
export const ServerConfigSchema = z
  .object({
    port: z.coerce.number().int().min(0).max(65_535).default(8080),
    host: z.string().min(1).default('127.0.0.1'),
    db: DbSchema.default('sqlite:./data/tcgkit.db'),
    redis: z
      .string()
      .regex(/^rediss?:\/\//, 'use redis://…')
      .optional(),
    /** Rulesets to host (ids); all installed ones when absent. */
    rulesets: z.array(z.string().min(1)).min(1).optional(),
    /**
     * The origins (scheme://host[:port]) browsers reach this server at, e.g. `https://play.example.com`
     * behind a TLS proxy. A WebSocket upgrade whose Origin is none of these (nor `allowedOrigins`) is
     * refused. Absent: the server's own listening origins (every local address when it listens on all).
     */
    publicOrigins: z.array(OriginSchema).default([]),
    /** Other sites' origins allowed to open the WebSocket (clients without an Origin pass). */
    allowedOrigins: z.array(OriginSchema).default([]),
    /**
     * Behind a reverse proxy: take the client address from `X-Forwarded-For` — the entry this many
     * proxies in front add (1: the one proxy in front), or the proxies' addresses/CIDRs. Never every
     * hop: the leftmost entries are the client's to write. Without it every client would share the
     * proxy's address and its limits.
     */
    trustProxy: z.union([z.literal(false), z.number().int().min(1).max(16), z.array(z.string().min(1))]).default(false),
    maxMessageBytes: z.number().int().min(1_024).max(1_048_576).default(65_536),
    /** Messages a second one socket may send on average, and its burst. */
    messagesPerSecond: z.number().positive().default(100),
    burst: z.number().int().positive().default(200),
    /**
     * Messages a second all sockets of one client address may send together, and their burst: 50
     * players behind one address (a school, a café) answer far below this; a flood of sockets does not.
     */
    addressMessagesPerSecond: z.number().positive().default(300),
    addressBurst: z.number().int().positive().default(600),
    /** Open WebSocket connections per client address. */
    connectionsPerAddress: z.number().int().positive().default(256),
    /** A socket that has not said a good `hello` this long after opening is closed (4001). */
    helloTimeoutMs: z.number().int().positive().default(10_000),
    /** HTTP requests per client address per minute (the lobby, the API, the client's files). */
    httpRequestsPerMinute: z.number().int().positive().default(1_200),
    /** Replays (`POST /api/replay`: CPU grows with the record) per client address per minute. */
    replaysPerMinute: z.number().int().positive().default(300),
    /** Replays run at once on a node (in worker threads, off the event loop); more wait in a bounded queue. */
    replayWorkers: z.number().int().min(1).max(16).default(1),
    logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * The built browser client to serve at `/` (a folder holding index.html); absent: the
     * workspace's `@tcgkit/web` when it is built. The API and the game work without it.
     */
    webRoot: z.string().min(1).optional(),
    /** How often a node compares what it sent its connections with storage, and repairs a gap. */
    resyncMs: z.number().int().positive().default(2_000),
    /** How often a node says it is alive and looks for the cluster's work (clocks, stalled bots). */
    sweepMs: z.number().int().positive().default(1_000),
    /**
     * An unfinished match with no person connected this long ends as abandoned (recorded as such,
     * nobody losing) and leaves the running list. Default 10 minutes.
     */
    abandonAfterMs: z.number().int().positive().default(600_000),
    /** A node silent this long is dead: its matches' clocks and bots pass to the live nodes. */
    nodeTtlMs: z.number().int().positive().default(5_000),
    /** A bot's turn unplayed this long is played by the match's owning node. */
    botStallMs: z.number().int().positive().default(2_000),
    /** Redis channel prefix: deployments (and test runs) sharing one Redis keep apart. */
    redisPrefix: z
      .string()
      .regex(/^[\w:-]+$/)
      .default('tcgkit'),
  })
  .strict()
  .refine((c) => !c.redis || findStorageBackend(c.db)?.shared === true, {
    message: `several nodes (--redis) need a shared database: --db ${storageForms((b) => b.shared)}`,
    path: ['redis'],
  });
export type ServerConfig = z.infer<typeof ServerConfigSchema>;
export type ServerConfigInput = z.input<typeof ServerConfigSchema>;

/** A database or Redis URL fit for logs: any user name and password replaced. */
export function redactUrl(url: string): string {
  return findStorageBackend(url)?.redact(url) ?? hideCredentials(url);
}
