import type { ErrorCode } from '@tcgkit/protocol';

/** The HTTP status of each client error code. */
export function httpStatus(code: ErrorCode): number {
  switch (code) {
    case 'unknown-match':
    case 'unknown-ruleset':
    case 'not-found':
      return 404;
    case 'seat-taken':
    case 'stale-version':
    case 'game-over':
      return 409;
    case 'unauthorized':
    case 'not-authenticated':
      return 401;
    case 'too-large':
      return 413;
    case 'rate-limited':
      return 429;
    case 'busy':
      return 503;
    case 'internal':
      return 500;
    default:
      return 400;
  }
}
