import type { CreateMatchRequest } from '@tcgkit/protocol';
import type { MatchSummary } from '../../src/storage/match-store.js';

/** JSON over HTTP to the lobby. */
export async function api<T>(
  address: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${address}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/**
 * Creates a match, failing the test with the server's error when refused. Public unless the request
 * says otherwise: these tests reach matches by id (private ones need their invitation, see people.test.ts).
 */
export async function createMatch(address: string, req: CreateMatchRequest): Promise<MatchSummary> {
  const r = await api<{ match: MatchSummary }>(address, 'POST', '/api/matches', { visibility: 'public', ...req });
  if (r.status !== 201) throw new Error(`create failed: ${JSON.stringify(r.body)}`);
  return r.body.match;
}

/** Joins a seat and returns its credential. */
export async function join(address: string, match: string, seat: number): Promise<string> {
  const r = await api<{ credential: string }>(address, 'POST', `/api/matches/${match}/seats/${seat}/join`);
  if (r.status !== 200) throw new Error(`join failed: ${JSON.stringify(r.body)}`);
  return r.body.credential;
}
