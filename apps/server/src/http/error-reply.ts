import type { FastifyReply } from 'fastify';
import { ClientError } from '../errors/client-error.js';
import type { ErrorCode } from '@tcgkit/protocol';
import { httpStatus } from './http-status.js';

/** The error code of a status the framework or a plugin refused a request with. */
function codeOfStatus(status: number): ErrorCode {
  switch (status) {
    case 404:
      return 'not-found';
    case 413:
    case 414:
    case 431:
      return 'too-large';
    case 429:
      return 'rate-limited';
    case 503:
      return 'busy';
    default:
      return 'malformed';
  }
}

/** Words for a refusal by the framework: general, never the request's own text (its URL, its body). */
const REFUSAL_TEXT: Partial<Record<ErrorCode, string>> = {
  'not-found': 'no such route',
  'too-large': 'the request is too large',
  'rate-limited': 'too many requests from this address: slow down',
  busy: 'the server is busy: try again shortly',
};

/**
 * Sends `err` as the documented `{ error: { code, message, detail? } }`: a {@link ClientError} as it
 * is; the framework's own refusals (unparsable JSON, a body over the limit, a bad content type, a
 * rate limit) by their status with a general message; anything else as `internal`, described to
 * nobody but the log.
 */
export function errorReply(err: unknown, reply: FastifyReply): FastifyReply {
  if (err instanceof ClientError)
    return reply
      .code(httpStatus(err.code))
      .send({ error: { code: err.code, message: err.message, detail: err.detail } });
  const status = (err as { statusCode?: number }).statusCode;
  if (status && status >= 400 && status < 600 && status !== 500) {
    const code = codeOfStatus(status);
    return reply.code(status).send({ error: { code, message: REFUSAL_TEXT[code] ?? 'the request could not be read' } });
  }
  return reply.code(500).send({ error: { code: 'internal', message: 'internal error' } });
}

/** The framework's errors met before routing (a URL that does not decode): a 400 in the same shape. */
export function frameworkErrorReply(_err: unknown, reply: FastifyReply): FastifyReply {
  return reply.code(400).send({ error: { code: 'malformed', message: 'the request URL could not be read' } });
}
