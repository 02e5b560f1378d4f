import { z } from 'zod';

const DbSchema = z.string().refine((s) => /^sqlite:.+/.test(s) || /^postgres(ql)?:\/\//.test(s), {
  message: 'use sqlite:<file> or postgres://…',
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
    /** Browser origins allowed to open the WebSocket besides the server's own (clients without an Origin pass). */
    allowedOrigins: z.array(z.string().url()).default([]),
    maxMessageBytes: z.number().int().min(1_024).max(1_048_576).default(65_536),
    messagesPerSecond: z.number().positive().default(100),
    burst: z.number().int().positive().default(200),
    logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * The built browser client to serve at `/` (a folder holding index.html); absent: the
     * workspace's `@tcgkit/web` when it is built. The API and the game work without it.
     */
    webRoot: z.string().min(1).optional(),
    /** Redis channel prefix: deployments (and test runs) sharing one Redis keep apart. */
    redisPrefix: z
      .string()
      .regex(/^[\w:-]+$/)
      .default('tcgkit'),
  })
  .strict()
  .refine((c) => !c.redis || c.db.startsWith('postgres'), {
    message: 'several nodes (--redis) need a shared database: --db postgres://…',
    path: ['redis'],
  });
export type ServerConfig = z.infer<typeof ServerConfigSchema>;
export type ServerConfigInput = z.input<typeof ServerConfigSchema>;

/** A database or Redis URL fit for logs: any user name and password replaced. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.username || u.password) {
      u.username = u.username ? '***' : '';
      u.password = u.password ? '***' : '';
    }
    return u.toString();
  } catch {
    return url.startsWith('sqlite:') ? url : '(unparsable url)';
  }
}
