import type { z } from 'zod';
import {
  CardPageSchema,
  ConcedeResultSchema,
  INVITATION_HEADER,
  LeaveResultSchema,
  MatchSummarySchema,
  RematchResultSchema,
  CreatedMatchSchema,
  DeckCheckResultSchema,
  HttpErrorSchema,
  JoinResultSchema,
  MatchListSchema,
  MatchRecordSchema,
  PresentationResultSchema,
  ReplayStepSchema,
  RulesetListSchema,
  type CardSearchQuery,
  type CreateMatchRequest,
  type DeckInput,
  type JoinRequest,
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
async function request<T extends z.ZodType>(
  schema: T,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<z.infer<T>> {
  const res = await fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
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
export type CardPage = z.infer<typeof CardPageSchema>;

/** The headers that reach a private match: its invitation (from the link), when this browser has it. */
const invited = (invitation: string | null): Record<string, string> =>
  invitation ? { [INVITATION_HEADER]: invitation } : {};
const holder = (credential: string) => ({ authorization: `Bearer ${credential}` });
const matchPath = (match: string) => `/api/matches/${encodeURIComponent(match)}`;

/** The lobby API of the server this page came from (schemas shared with the server). */
export const lobbyApi = {
  rulesets: async () => (await request(RulesetListSchema, '/api/rulesets')).rulesets,
  presentation: (ruleset: string) =>
    request(PresentationResultSchema, `/api/rulesets/${encodeURIComponent(ruleset)}/presentation`),
  checkDeck: (ruleset: string, deck: DeckInput, options: Record<string, unknown>) =>
    request(DeckCheckResultSchema, `/api/rulesets/${encodeURIComponent(ruleset)}/decks/check`, { deck, options }),
  /** Creates a match: with its invitation secret when it is private (shown once). */
  createMatch: (body: CreateMatchRequest) => request(CreatedMatchSchema, '/api/matches', body),
  matches: async (status?: MatchStatus) =>
    (await request(MatchListSchema, `/api/matches?limit=50${status ? `&status=${status}` : ''}`)).matches,
  summary: (match: string, invitation: string | null) =>
    request(MatchSummarySchema, matchPath(match), undefined, invited(invitation)),
  join: (match: string, seat: number, body: JoinRequest = {}, invitation: string | null = null) =>
    request(JoinResultSchema, `${matchPath(match)}/seats/${seat}/join`, body, invited(invitation)),
  leave: (match: string, seat: number, credential: string) =>
    request(LeaveResultSchema, `${matchPath(match)}/seats/${seat}/leave`, {}, holder(credential)),
  concede: (match: string, seat: number, credential: string) =>
    request(ConcedeResultSchema, `${matchPath(match)}/seats/${seat}/concede`, {}, holder(credential)),
  rematch: (match: string, seat: number, credential: string) =>
    request(RematchResultSchema, `${matchPath(match)}/seats/${seat}/rematch`, {}, holder(credential)),
  record: (match: string, invitation: string | null = null) =>
    request(MatchRecordSchema, `${matchPath(match)}/record`, undefined, invited(invitation)),
  cards: (ruleset: string, query: CardSearchQuery) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query) as [string, string | number | undefined][])
      if (v !== undefined && v !== '') params.set(k, String(v));
    return request(CardPageSchema, `/api/rulesets/${encodeURIComponent(ruleset)}/cards?${params}`);
  },
  replayStep: (record: Record<string, unknown>, step: number, viewer: number | undefined) =>
    request(ReplayStepSchema, '/api/replay', { record, step, viewer }),
};
