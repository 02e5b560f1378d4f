import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { InputError, type JsonObject } from '@tcgkit/core';
import type { MatchService } from '../matches/match-service.js';
import type { HostedRulesets } from '../rulesets/hosted-rulesets.js';
import { ClientError } from '../errors/client-error.js';
import {
  PROTOCOL_VERSION,
  INVITATION_HEADER,
  CardSearchQuerySchema,
  JoinRequestSchema,
  CreateMatchSchema,
  DeckCheckRequestSchema,
  ListMatchesQuerySchema,
  MatchParamsSchema,
  ReplayRequestSchema,
  RulesetParamsSchema,
  SeatParamsSchema,
} from '@tcgkit/protocol';
import type { ReplayPool } from '../replays/replay-pool.js';
import type { ServerConfig } from '../config/server-config.js';
import { resolveDeck } from '../matches/deck-source.js';
import type { Reach } from '../matches/match-reach.js';
import { openApiDocument } from './openapi.js';

/** Parses request input with its zod schema, or refuses it as a client error naming the field. */
function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  throw new ClientError('bad-request', `${issue?.path.join('.') || 'request'}: ${issue?.message ?? 'invalid'}`);
}

/** The bearer credential of a request, or a client error. */
function bearer(header: string | undefined): string {
  const m = /^Bearer ([\w-]{1,256})$/.exec(header ?? '');
  if (!m) throw new ClientError('not-authenticated', 'send the seat credential as Authorization: Bearer <credential>');
  return m[1];
}

/** The invitation header of a request, when it has one (any other shape is no invitation). */
function invitation(header: string | string[] | undefined): string | undefined {
  return typeof header === 'string' && /^[\w-]{16,256}$/.test(header) ? header : undefined;
}

/** How a request may reach a private match: its invitation header, or a seat's bearer credential. */
function reachOf(headers: Record<string, string | string[] | undefined>): Reach {
  const m = /^Bearer ([\w-]{1,256})$/.exec(typeof headers.authorization === 'string' ? headers.authorization : '');
  return { invitation: invitation(headers[INVITATION_HEADER]), credential: m?.[1] };
}

/** The lobby API: rulesets, matches, seats, spectating and records (JSON; schemas in lobby-schemas.ts). */
export function lobbyRoutes(
  app: FastifyInstance,
  matches: MatchService,
  rulesets: HostedRulesets,
  replays: ReplayPool,
  config: Pick<ServerConfig, 'replaysPerMinute'>,
): void {
  const doc = openApiDocument();
  app.get('/api/openapi.json', () => doc);
  // The rulesets do not change while the node runs: described (their JSON Schemas built) once.
  let described: { rulesets: ReturnType<HostedRulesets['describe']> } | null = null;
  app.get('/api/rulesets', () => (described ??= { rulesets: rulesets.describe() }));
  app.get('/api/rulesets/:id/presentation', (req) => rulesets.presentation(parse(RulesetParamsSchema, req.params).id));
  app.get('/api/rulesets/:id/cards', (req) =>
    rulesets.cards(parse(RulesetParamsSchema, req.params).id, parse(CardSearchQuerySchema, req.query)),
  );
  app.post('/api/rulesets/:id/decks/check', (req) => {
    const { id } = parse(RulesetParamsSchema, req.params);
    const body = parse(DeckCheckRequestSchema, req.body);
    const engine = rulesets.engine(id);
    const deck = resolveDeck(engine, rulesets.sampleDecks(id), body.deck, 0);
    let problems;
    try {
      problems = engine.validateDeck(deck, body.options as JsonObject);
    } catch (e) {
      if (e instanceof InputError) throw new ClientError('bad-request', e.message);
      throw e;
    }
    return { problems: problems.map(({ rule, message }) => ({ rule, message })), deck };
  });
  app.get('/api/matches', async (req) => {
    const q = parse(ListMatchesQuerySchema, req.query);
    return { matches: await matches.list(q.status ?? null, q.limit) };
  });
  app.post('/api/matches', async (req, reply) => {
    const body = parse(CreateMatchSchema, req.body);
    const created = await matches.create(body);
    return reply.code(201).send(created);
  });
  app.get('/api/matches/:id', async (req) =>
    matches.summary(parse(MatchParamsSchema, req.params).id, reachOf(req.headers)),
  );
  app.post('/api/matches/:id/seats/:seat/join', async (req, reply) => {
    const { id, seat } = parse(SeatParamsSchema, req.params);
    const body = parse(JoinRequestSchema, req.body ?? {});
    const credential = await matches.join(id, seat, body, reachOf(req.headers));
    // The claim stands only if its credential reaches the client: a connection gone before the
    // answer was written out gives the seat back (nobody else could ever use that credential).
    const giveBack = () => void matches.leave(id, seat, credential).catch(() => undefined);
    if (reply.raw.destroyed) giveBack();
    else reply.raw.once('close', () => reply.raw.writableFinished || giveBack());
    return { match: id, seat, credential, ws: '/ws' };
  });
  app.post('/api/matches/:id/seats/:seat/leave', async (req) => {
    const { id, seat } = parse(SeatParamsSchema, req.params);
    await matches.leave(id, seat, bearer(req.headers.authorization));
    return { match: id, seat, left: true };
  });
  app.post('/api/matches/:id/seats/:seat/concede', async (req) => {
    const { id, seat } = parse(SeatParamsSchema, req.params);
    const ended = await matches.concede(id, seat, bearer(req.headers.authorization));
    return { match: id, seat, ended };
  });
  app.post('/api/matches/:id/seats/:seat/rematch', async (req) => {
    const { id, seat } = parse(SeatParamsSchema, req.params);
    return matches.rematch(id, seat, bearer(req.headers.authorization));
  });
  app.get('/api/matches/:id/spectate', async (req) => {
    const { id } = parse(MatchParamsSchema, req.params);
    await matches.summary(id, reachOf(req.headers));
    return { match: id, ws: '/ws', protocol: PROTOCOL_VERSION };
  });
  app.get('/api/matches/:id/record', async (req) =>
    matches.record(parse(MatchParamsSchema, req.params).id, reachOf(req.headers)),
  );
  // A record of a long game is larger than other bodies; it is replayed whole in a worker thread,
  // at most `replaysPerMinute` per client address (a step already replayed is answered from the cache).
  app.post(
    '/api/replay',
    { bodyLimit: 4 * 1024 * 1024, config: { rateLimit: { max: config.replaysPerMinute, timeWindow: 60_000 } } },
    async (req) => {
      const body = parse(ReplayRequestSchema, req.body);
      const ruleset = (body.record as { ruleset?: { id?: unknown } } | null)?.ruleset?.id;
      // Only this node's rulesets are replayed (the worker knows every installed one).
      if (typeof ruleset === 'string') rulesets.engine(ruleset);
      return replays.step(body.record, body.step, body.viewer);
    },
  );
}
