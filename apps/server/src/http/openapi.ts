import { z } from 'zod';
import {
  CardPageSchema,
  CardSearchQuerySchema,
  ConcedeResultSchema,
  INVITATION_HEADER,
  JoinRequestSchema,
  RematchResultSchema,
  CreateMatchSchema,
  CreatedMatchSchema,
  DeckCheckRequestSchema,
  DeckCheckResultSchema,
  HttpErrorSchema,
  JoinResultSchema,
  LeaveResultSchema,
  ListMatchesQuerySchema,
  MatchListSchema,
  MatchRecordSchema,
  MatchSummarySchema,
  PresentationResultSchema,
  ReplayRequestSchema,
  ReplayStepSchema,
  RulesetListSchema,
  SpectateResultSchema,
} from '@tcgkit/protocol';

const json = (schema: z.ZodType) => ({
  content: { 'application/json': { schema: z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) } },
});
const errors = {
  '400': { description: 'bad request', ...json(HttpErrorSchema) },
  '404': { description: 'unknown match or ruleset', ...json(HttpErrorSchema) },
};
const matchId = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
const seat = { name: 'seat', in: 'path', required: true, schema: { type: 'integer', minimum: 0 } };
const invitation = {
  name: INVITATION_HEADER,
  in: 'header',
  required: false,
  description: "a private match's invitation secret (from the link to its table; never put it in a URL)",
  schema: { type: 'string' },
};
const seatHolder = {
  '200': { description: 'done' },
  '401': { description: 'not this seat', ...json(HttpErrorSchema) },
};

/** The lobby API's OpenAPI 3.1 document, generated from the same zod schemas the routes validate with. */
export function openApiDocument(): Record<string, unknown> {
  const query = z.toJSONSchema(ListMatchesQuerySchema, { io: 'input' }) as { properties: Record<string, unknown> };
  const cardQuery = z.toJSONSchema(CardSearchQuerySchema, { io: 'input' }) as {
    properties: Record<string, unknown>;
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'tcgkit lobby API',
      version: '1',
      description: 'Matches over HTTP; the game itself is played over the WebSocket at /ws (see the README).',
    },
    paths: {
      '/api/rulesets': {
        get: {
          summary: 'hosted rulesets, their options and sample decks',
          responses: { '200': json(RulesetListSchema) },
        },
      },
      '/api/rulesets/{id}/presentation': {
        get: {
          summary: "how a client draws a ruleset: zone placement, card faces, rule titles (the plugin's data)",
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { '200': json(PresentationResultSchema), ...errors },
        },
      },
      '/api/rulesets/{id}/cards': {
        get: {
          summary: "a ruleset's cards, paged: search by name, kind, type and rules text (the deck builder's catalogue)",
          parameters: [
            { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
            ...Object.entries(cardQuery.properties).map(([name, schema]) => ({ name, in: 'query', schema })),
          ],
          responses: { '200': json(CardPageSchema), ...errors },
        },
      },
      '/api/rulesets/{id}/decks/check': {
        post: {
          summary: "a deck checked against the ruleset's deck rules: every problem with its rule ID",
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          requestBody: { required: true, ...json(DeckCheckRequestSchema) },
          responses: { '200': json(DeckCheckResultSchema), ...errors },
        },
      },
      '/api/matches': {
        get: {
          summary: 'list matches (open, running, finished)',
          parameters: Object.entries(query.properties).map(([name, schema]) => ({ name, in: 'query', schema })),
          responses: { '200': json(MatchListSchema), ...errors },
        },
        post: {
          summary: 'create a match',
          requestBody: { required: true, ...json(CreateMatchSchema) },
          responses: { '201': json(CreatedMatchSchema), ...errors },
        },
      },
      '/api/matches/{id}': {
        get: {
          summary: 'one match (a private one with its invitation, or a seat credential as Authorization: Bearer)',
          parameters: [matchId, invitation],
          responses: { '200': json(MatchSummarySchema), ...errors },
        },
      },
      '/api/matches/{id}/seats/{seat}/join': {
        post: {
          summary: 'take a seat with a name and, before the match begins, your own deck: returns its credential, once',
          parameters: [matchId, seat, invitation],
          requestBody: { required: false, ...json(JoinRequestSchema) },
          responses: {
            '200': json(JoinResultSchema),
            '409': { description: 'seat taken', ...json(HttpErrorSchema) },
            ...errors,
          },
        },
      },
      '/api/matches/{id}/seats/{seat}/leave': {
        post: {
          summary: 'give a seat up (Authorization: Bearer <credential>)',
          parameters: [matchId, seat],
          responses: {
            '200': json(LeaveResultSchema),
            '401': { description: 'not this seat', ...json(HttpErrorSchema) },
            ...errors,
          },
        },
      },
      '/api/matches/{id}/seats/{seat}/concede': {
        post: {
          summary: 'give the match up: this seat loses (Authorization: Bearer <credential>)',
          parameters: [matchId, seat],
          responses: { ...seatHolder, '200': json(ConcedeResultSchema), ...errors },
        },
      },
      '/api/matches/{id}/seats/{seat}/rematch': {
        post: {
          summary:
            'ask for a rematch of a finished match (Authorization: Bearer <credential>); once every person has, ' +
            'the same table plays again with the seats swapped, each credential holding its new seat',
          parameters: [matchId, seat],
          responses: { ...seatHolder, '200': json(RematchResultSchema), ...errors },
        },
      },
      '/api/matches/{id}/spectate': {
        get: {
          summary: 'how to watch a match',
          parameters: [matchId, invitation],
          responses: { '200': json(SpectateResultSchema), ...errors },
        },
      },
      '/api/matches/{id}/record': {
        get: {
          summary: 'the replayable record of a finished match',
          parameters: [matchId, invitation],
          responses: { '200': json(MatchRecordSchema), ...errors },
        },
      },
      '/api/replay': {
        post: {
          summary: 'a game record replayed to one step: view, log, state hash check, where turns begin',
          requestBody: { required: true, ...json(ReplayRequestSchema) },
          responses: { '200': json(ReplayStepSchema), ...errors },
        },
      },
    },
  };
}
