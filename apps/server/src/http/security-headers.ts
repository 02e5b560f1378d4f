import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/**
 * Security headers on every response (helmet): a Content-Security-Policy that the browser client
 * passes (its scripts, styles and fonts are its own files; its only connection is this server's
 * API and WebSocket), no framing by other sites, no MIME sniffing, no referrer sent elsewhere.
 */
export async function securityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    // The API is read by this server's own pages only; other sites' pages get no access either way.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // HSTS belongs to the TLS proxy in front (this server speaks plain HTTP).
    strictTransportSecurity: false,
  });
}
