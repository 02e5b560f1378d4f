import type { z } from 'zod';
import {
  CreatedMatchSchema,
  DeckCheckResultSchema,
  HttpErrorSchema,
  JoinResultSchema,
  MatchListSchema,
  MatchRecordSchema,
  PresentationResultSchema,
  ReplayStepSchema,
  RulesetListSchema,
  type CreateMatchRequest,
  type DeckInput,
} from '@tcgkit/protocol';

/** A refusal from the lobby API: the server's error code and its message for people. */
export class LobbyError extends Error {
  override readonly name = 'LobbyError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Sends one request and checks the answer with its schema; an error body becomes a {@link LobbyError}. */
async function request<T extends z.ZodType>(schema: T, path: string, body?: unknown): Promise<z.infer<T>> {
  const res = await fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const err = HttpErrorSchema.safeParse(json);
    throw err.success
      ? new LobbyError(err.data.error.code, err.data.error.message)
      : new LobbyError('internal', `HTTP ${res.status}`);
  }
  return schema.parse(json);
}

export type RulesetInfo = z.infer<typeof RulesetListSchema>['rulesets'][number];
export type MatchSummary = z.infer<typeof MatchListSchema>['matches'][number];
export type Presentation = z.infer<typeof PresentationResultSchema>;
export type ReplayStep = z.infer<typeof ReplayStepSchema>;
export type MatchStatus = MatchSummary['status'];

/** The lobby API of the server this page came from (schemas shared with the server). */
export const lobbyApi = {
  rulesets: async () => (await request(RulesetListSchema, '/api/rulesets')).rulesets,
  presentation: (ruleset: string) =>
    request(PresentationResultSchema, `/api/rulesets/${encodeURIComponent(ruleset)}/presentation`),
  checkDeck: (ruleset: string, deck: DeckInput, options: Record<string, unknown>) =>
    request(DeckCheckResultSchema, `/api/rulesets/${encodeURIComponent(ruleset)}/decks/check`, { deck, options }),
  createMatch: async (body: CreateMatchRequest) => (await request(CreatedMatchSchema, '/api/matches', body)).match,
  matches: async (status?: MatchStatus) =>
    (await request(MatchListSchema, `/api/matches?limit=50${status ? `&status=${status}` : ''}`)).matches,
  join: (match: string, seat: number) =>
    request(JoinResultSchema, `/api/matches/${encodeURIComponent(match)}/seats/${seat}/join`, {}),
  record: (match: string) => request(MatchRecordSchema, `/api/matches/${encodeURIComponent(match)}/record`),
  replayStep: (record: Record<string, unknown>, step: number, viewer: number | undefined) =>
    request(ReplayStepSchema, '/api/replay', { record, step, viewer }),
};
