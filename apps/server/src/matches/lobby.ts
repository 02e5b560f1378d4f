import { randomBytes, randomInt } from 'node:crypto';
import { DeckError, GameConfigSchema, InputError, savedFormHash, type Engine, type GameConfig } from '@tcgkit/core';
import type { Logger } from 'pino';
import type { CreateMatch, DeckInput, JoinRequest } from '@tcgkit/protocol';
import type { MatchStatus, MatchSummary, SeatSetup, StoredMatch, StoredSeat } from '../storage/match-store.js';
import { summary } from '../storage/match-summary.js';
import { ClientError } from '../errors/client-error.js';
import { credentialHash, credentialMatches, newCredential } from '../auth/seat-credential.js';
import { invitationHash, newInvitation } from '../auth/invitation.js';
import { startClock } from '../clocks/match-clock.js';
import { deckRefusal, resolveDeck } from './deck-source.js';
import { assertReachable, type Reach } from './match-reach.js';
import type { MatchAccess } from './match-access.js';

/** A new match and, for a private one, its invitation secret (shown once). */
export interface CreatedMatch {
  match: MatchSummary;
  invitation: string | null;
}

/** What a new table is made of: the request's seats and decks, or a finished match's for its rematch. */
export interface TableSetup {
  ruleset: string;
  options: Record<string, unknown>;
  seed: number;
  seats: Pick<StoredSeat, 'kind' | 'credentialHash' | 'name' | 'deckOpen'>[];
  /** Each seat's cards per zone (as a game config gives them). */
  decks: GameConfig['players'][number]['cards'][];
  clock: CreateMatch['clock'];
  visibility: StoredMatch['visibility'];
  invitationHash: string | null;
  spectatorDelayMs: number;
}

/**
 * The lobby: tables created (private behind an invitation, or public), seats taken with a name
 * and the player's own deck, given up, listed and looked up.
 */
export class Lobby {
  constructor(
    private readonly access: MatchAccess,
    private readonly log: Logger,
    private readonly now: () => number,
    /** Tells the bots of a match to look at it (a new match, a seat taken). */
    private readonly kickBots: (id: string) => void,
  ) {}

  /** Creates a match; the game is set up at once (its deck rules checked) and waits for its seats. */
  async create(req: CreateMatch): Promise<CreatedMatch> {
    const engine = this.access.rulesets.engine(req.ruleset);
    const players = engine.manifest.players;
    if (req.seats.length !== players || req.decks.length !== players)
      throw new ClientError('bad-request', `${req.ruleset} is played by ${players}: give ${players} seats and decks`);
    const samples = this.access.rulesets.sampleDecks(req.ruleset);
    const placeholder = Object.keys(samples)[0];
    const decks = req.decks.map((d, seat) => {
      if (d !== null) return resolveDeck(engine, samples, d, seat);
      if (req.seats[seat] !== 'human')
        throw new ClientError('bad-request', `seat ${seat + 1}: a bot's seat needs a deck`);
      // Until its player brings theirs (see join), the seat holds a sample deck so that the game is whole.
      if (placeholder === undefined) throw new ClientError('bad-request', `seat ${seat + 1}: give its deck`);
      return samples[placeholder];
    });
    const invitation = req.visibility === 'private' ? newInvitation() : null;
    const match = await this.open({
      ruleset: req.ruleset,
      options: req.options,
      seed: req.seed ?? randomInt(0, 2 ** 31 - 1),
      seats: req.seats.map((kind, seat) => ({
        kind,
        credentialHash: null,
        name: null,
        deckOpen: req.decks[seat] === null,
      })),
      decks,
      clock: req.clock,
      visibility: req.visibility,
      invitationHash: invitation === null ? null : invitationHash(invitation),
      spectatorDelayMs: req.spectatorDelayMs,
    });
    return { match, invitation };
  }

  /** Sets a table up and stores it: a match of every seat taken (a rematch) starts at once. */
  async open(setup: TableSetup): Promise<MatchSummary> {
    const engine = this.access.rulesets.engine(setup.ruleset);
    const config = GameConfigSchema.parse({
      seed: setup.seed,
      players: setup.decks.map((cards) => ({ cards })),
      options: setup.options,
    });
    const state = setUp(engine, config);
    const at = this.now();
    const saved = engine.serialize(state);
    const hash = savedFormHash(saved);
    const free = setup.seats.filter((s) => s.kind === 'human' && s.credentialHash === null).length;
    const clock = setup.clock ? startClock(setup.clock, setup.seats.length, state.pending?.player ?? null, at) : null;
    const stored: StoredMatch = {
      id: randomBytes(9).toString('base64url'),
      ruleset: setup.ruleset,
      config: JSON.stringify(config),
      initialHash: hash,
      status: state.result ? 'finished' : free > 0 ? 'open' : 'running',
      version: 0,
      state: saved,
      hash,
      result: state.result ? JSON.stringify(state.result) : null,
      clock: clock ? JSON.stringify(clock) : null,
      queued: null,
      pendingSeat: state.result ? null : (state.pending?.player ?? null),
      seats: setup.seats.map((s, seat) => ({ seat, ...s })),
      startedAt: free > 0 ? null : at,
      spectatorDelayMs: setup.spectatorDelayMs,
      visibility: setup.visibility,
      invitationHash: setup.invitationHash,
      rematch: null,
      humanSeenAt: null,
      createdAt: at,
      updatedAt: at,
    };
    await this.access.store.create(stored);
    this.access.cache.set({ stored, engine, config, state });
    this.log.info(
      { match: stored.id, ruleset: setup.ruleset, seats: setup.seats.map((s) => s.kind), visibility: setup.visibility },
      'match created',
    );
    this.kickBots(stored.id);
    return summary(stored);
  }

  /** Public matches (a private one is reached only through its link). */
  list(status: MatchStatus | null, limit: number): Promise<MatchSummary[]> {
    return this.access.store.list(status, limit);
  }

  async summary(id: string, reach: Reach): Promise<MatchSummary> {
    const m = await this.access.loadStored(id);
    assertReachable(m, reach);
    return summary(m);
  }

  /** Refuses a visitor who may not reach the match (see match-reach.ts). */
  async assertReachable(id: string, reach: Reach): Promise<void> {
    assertReachable(await this.access.loadStored(id), reach);
  }

  /**
   * Takes a free human seat with the player's name and, before the match has begun, their own deck
   * (checked by the deck rules first: a refused deck takes no seat). Returns the seat's credential
   * (shown once; only its hash is stored).
   */
  async join(id: string, seat: number, req: JoinRequest, reach: Reach): Promise<string> {
    const m = await this.access.loadStored(id);
    assertReachable(m, reach);
    const s = m.seats[seat];
    if (!s) throw new ClientError('bad-request', `no seat ${seat + 1}`);
    if (s.kind !== 'human') throw new ClientError('seat-taken', `seat ${seat + 1} is played by the server's bot`);
    if (m.status === 'finished') throw new ClientError('game-over', 'the match is over');
    if (s.credentialHash !== null) throw new ClientError('seat-taken', `seat ${seat + 1} is taken`);
    if (s.deckOpen && m.version === 0 && req.deck === undefined)
      throw new ClientError('bad-deck', `seat ${seat + 1}: choose the deck you play with`);
    const setup = req.deck === undefined ? undefined : this.withDeck(m, seat, req.deck);
    const credential = newCredential();
    const name = req.name?.trim() ?? null;
    if (!(await this.access.store.claimSeat(id, seat, credentialHash(credential), this.now(), name, setup))) {
      const now = await this.access.loadStored(id);
      if (now.seats[seat]?.credentialHash !== null) throw new ClientError('seat-taken', `seat ${seat + 1} is taken`);
      throw new ClientError('game-over', 'the match has begun: decks are chosen before it does');
    }
    this.access.cache.delete(id);
    this.log.info({ match: id, seat, ownDeck: setup !== undefined }, 'seat joined');
    // The other seats see the match start (its status, the game set up again, its clock running from now).
    await this.access.announce({ match: id, version: m.version, log: [], seats: true });
    this.kickBots(id);
    return credential;
  }

  /** The match set up again with `seat`'s deck replaced (same seed), its deck rules checked. */
  private withDeck(m: StoredMatch, seat: number, input: DeckInput): SeatSetup {
    if (m.version !== 0) throw new ClientError('game-over', 'the match has begun: decks are chosen before it does');
    const engine = this.access.rulesets.engine(m.ruleset);
    const cards = resolveDeck(engine, this.access.rulesets.sampleDecks(m.ruleset), input, seat);
    const old = GameConfigSchema.parse(JSON.parse(m.config));
    const config = GameConfigSchema.parse({
      ...old,
      players: old.players.map((p, i) => (i === seat ? { ...p, cards } : p)),
    });
    const state = setUp(engine, config);
    const saved = engine.serialize(state);
    return { expectedHash: m.hash, config: JSON.stringify(config), state: saved, hash: savedFormHash(saved) };
  }

  /** Gives a seat up: its credential stops working and the seat is free again. */
  async leave(id: string, seat: number, credential: string): Promise<void> {
    const m = await this.access.loadStored(id);
    const s = m.seats[seat];
    if (!s || !credentialMatches(credential, s.credentialHash))
      throw new ClientError('unauthorized', 'that credential does not hold this seat');
    if (!(await this.access.store.releaseSeat(id, seat, s.credentialHash!)))
      throw new ClientError('unauthorized', 'that credential does not hold this seat');
    this.access.cache.delete(id);
    this.log.info({ match: id, seat }, 'seat left');
    await this.access.announce({ match: id, version: m.version, log: [], seats: true });
  }

  /**
   * The seat a credential holds in this match (a credential of another match holds none here), or
   * null once the match is over: a finished match's seats decide nothing, and its record is public.
   */
  async seatOf(id: string, credential: string): Promise<number | null> {
    const m = await this.access.loadStored(id);
    const s = m.seats.find((x) => x.kind === 'human' && credentialMatches(credential, x.credentialHash));
    if (!s) throw new ClientError('unauthorized', 'that credential holds no seat of this match');
    return m.status === 'finished' ? null : s.seat;
  }
}

/** The game of `config` at its first decision; every deck rule runs (a client's deck is input like any other). */
function setUp(engine: Engine, config: GameConfig) {
  try {
    return engine.createGame(config);
  } catch (e) {
    if (e instanceof DeckError) throw deckRefusal(e);
    if (e instanceof InputError) throw new ClientError('bad-request', e.message);
    throw e;
  }
}
