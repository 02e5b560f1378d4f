import {
  RulesetFailure,
  parseAnswer,
  savedFormHash,
  type AnswerError,
  type JsonObject,
  type LogEntry,
} from '@tcgkit/core';
import type { Logger } from 'pino';
import type { MatchStatus, StoredMatch } from '../storage/match-store.js';
import type { ServerEnd } from '../storage/server-end.js';
import { ClientError } from '../errors/client-error.js';
import { clockAfterAnswer, parseClock, timedOutSeat, type ClockState } from '../clocks/match-clock.js';
import { cachedEarlyDecision, earlyAnswerError } from './early-decision.js';
import type { LiveMatch } from './live-match.js';
import type { MatchAccess } from './match-access.js';
import { buildCommit } from './commit-builder.js';
import { credentialMatches } from '../auth/seat-credential.js';

/**
 * Commits changes of a match's game: a seat's answer (with an early answer queued for the decision
 * that follows), and the server's ends (a clock run out, a concession, an abandoned table). Each
 * commit is conditional on the version read and announced after the match's lock is released.
 */
export class CommitService {
  constructor(
    private readonly access: MatchAccess,
    private readonly log: Logger,
    private readonly now: () => number,
  ) {}

  /**
   * Applies one seat's answer to the match at `version` and commits it. Resolves after the commit
   * (the update is then published); rejects with a {@link ClientError} and changes nothing when the
   * version is stale, the decision is not this seat's, or the answer is malformed or illegal.
   *
   * @param holder the hash of the credential a person answers with (the commit fails with
   *   `unauthorized` unless the seat is still held with it, on any node), or null for the server's bot.
   */
  answer(id: string, seat: number, version: number, answer: unknown, holder: string | null): Promise<number> {
    return this.access.locked(id, () => this.applyAnswer(id, seat, version, answer, holder, true));
  }

  private async applyAnswer(
    id: string,
    seat: number,
    version: number,
    answer: unknown,
    holder: string | null,
    retry: boolean,
  ): Promise<number> {
    const { access } = this;
    let live = access.cache.get(id);
    // The client has seen a newer version than this node's copy (committed elsewhere, its update
    // not here yet): read it from storage.
    if (!live || live.stored.version < version) live = await access.fresh(id);
    const { stored, engine, state } = live;
    assertHolds(stored, seat, holder);
    if (stored.status === 'finished' || state.result) throw new ClientError('game-over', 'the match is over');
    if (version !== stored.version)
      throw new ClientError('stale-version', `the match is at version ${stored.version}`, {
        current: stored.version,
      });
    if (!state.pending) throw new ClientError('not-your-turn', 'no decision is pending');
    if (awaitsDecks(stored)) throw new ClientError('not-your-turn', 'the match begins when every seat is taken');
    if (state.pending.player !== seat) return this.queueEarly(live, seat, answer, holder);
    const clock = parseClock(stored.clock);
    const at = this.now();
    const outOfTime = clock ? timedOutSeat(clock, at, stored.startedAt) : null;
    if (outOfTime !== null) {
      await this.end(live, { reason: 'timeout', loser: outOfTime }, at);
      throw new ClientError('game-over', 'this seat’s time ran out');
    }
    const log: LogEntry[] = [];
    const sink = { event: () => undefined, log: (l: LogEntry) => log.push(l) };
    let error: AnswerError | null;
    try {
      error = engine.trySubmit(state, seat, answer, sink);
    } catch (e) {
      // The ruleset failed on an accepted answer: the live state is half-run; the stored one is whole.
      access.cache.delete(id);
      if (e instanceof RulesetFailure) this.log.error({ match: id, err: e }, 'ruleset failure');
      throw e;
    }
    if (error) throw new ClientError('illegal-answer', error.message, { reason: error.code, path: error.path });
    const answers = [{ seq: version, player: seat, answer: answer as JsonObject, hash: '', at }];
    const queued = stored.queued ? (JSON.parse(stored.queued) as { seat: number; answer: JsonObject }) : null;
    if (queued && state.pending?.player === queued.seat) {
      // The answer given early to the decision that followed this one (it was checked then): applied now.
      answers[0].hash = engine.hash(state);
      if (engine.trySubmit(state, queued.seat, queued.answer, sink) === null)
        answers.push({ seq: version + 1, player: queued.seat, answer: queued.answer, hash: '', at });
      else this.log.warn({ match: id, seat: queued.seat }, 'an early answer no longer fits: dropped');
    }
    try {
      // The hash is the saved text's: the state is written out once, not once to hash and once to store.
      const saved = engine.serialize(state);
      const hash = savedFormHash(saved);
      answers[answers.length - 1].hash = hash;
      const next: ClockState | null = clock
        ? clockAfterAnswer(clock, seat, state.result ? null : (state.pending?.player ?? null), at, stored.startedAt)
        : null;
      const status: MatchStatus = state.result ? 'finished' : stored.status;
      const change = {
        answers,
        state: saved,
        hash,
        status,
        result: state.result ? JSON.stringify(state.result) : null,
        clock: next ? JSON.stringify(next) : null,
        queued: null,
        pendingSeat: state.result ? null : (state.pending?.player ?? null),
        holder: holder === null ? undefined : { seat, credentialHash: holder },
      };
      const ok = await access.store.commit(id, version, buildCommit(stored, at, change));
      if (!ok) {
        access.cache.delete(id);
        // An early answer queued on another node since we read the match, or the seat given up
        // there: read it again, once (the second attempt tells which).
        if (retry && (await access.loadStored(id)).version === version)
          return this.applyAnswer(id, seat, version, answer, holder, false);
        throw new ClientError('stale-version', 'another answer was committed first');
      }
      live.stored = {
        ...stored,
        version: version + answers.length,
        queued: null,
        pendingSeat: change.pendingSeat,
        state: saved,
        hash,
        status,
        result: change.result,
        clock: change.clock,
        updatedAt: at,
      };
      access.cache.set(live);
    } catch (e) {
      if (!(e instanceof ClientError)) access.cache.delete(id);
      throw e;
    }
    access.afterCommit({ match: id, version: version + answers.length, log });
    return version + answers.length;
  }

  /**
   * Keeps `seat`'s answer to its early decision (see early-decision.ts) until the pending one is
   * answered; committed (at the same version) before it is acknowledged. Resolves with the version.
   */
  private async queueEarly(live: LiveMatch, seat: number, answer: unknown, holder: string | null): Promise<number> {
    const { stored, engine, state } = live;
    if (stored.queued) throw new ClientError('not-your-turn', 'this seat has answered already; the other seat decides');
    if (!cachedEarlyDecision(live, seat))
      throw new ClientError('not-your-turn', 'the pending decision is not this seat’s');
    const error = earlyAnswerError(engine, state, seat, answer);
    if (error) throw new ClientError('illegal-answer', error.message, { reason: error.code, path: error.path });
    const queued = JSON.stringify({ seat, answer: parseAnswer(answer) });
    const ok = await this.access.store.commit(
      stored.id,
      stored.version,
      buildCommit(stored, this.now(), {
        queued,
        holder: holder === null ? undefined : { seat, credentialHash: holder },
      }),
    );
    if (!ok) {
      this.access.cache.delete(stored.id);
      const now = await this.access.loadStored(stored.id);
      if (now.version === stored.version && now.queued === null) assertHolds(now, seat, holder);
      throw new ClientError('stale-version', 'another answer was committed first');
    }
    live.stored = { ...stored, queued };
    // Other nodes drop their copy (it has no queued answer); their connections see the same version.
    this.access.afterCommit({ match: stored.id, version: stored.version, log: [], queued: true });
    return stored.version;
  }

  /**
   * `seat` gives the match up: it loses (a server end, outside the record). Only the credential
   * holding the seat may; resolves with the end.
   */
  concede(id: string, seat: number, credential: string): Promise<ServerEnd> {
    return this.access.locked(id, async () => {
      const live = await this.access.fresh(id);
      const s = live.stored.seats[seat];
      if (!s || s.kind !== 'human' || !credentialMatches(credential, s.credentialHash))
        throw new ClientError('unauthorized', 'that credential does not hold this seat');
      if (live.stored.status === 'finished') throw new ClientError('game-over', 'the match is over');
      const end: ServerEnd = { reason: 'concede', loser: seat };
      const holder = { seat, credentialHash: s.credentialHash! };
      if (!(await this.end(live, end, this.now(), holder)))
        throw new ClientError('stale-version', 'the match moved on meanwhile: concede again');
      return end;
    });
  }

  /**
   * Ends the match as the server decides (a seat's time ran out, a seat conceded, nobody came
   * back): the game state is unchanged (an end is not an answer, so the record stays replayable);
   * the row's status, end and clock say the match is over. The version moves so that no answer
   * prepared against the old one can still commit. Call under the match's lock; false when the
   * match moved on since `live` was read (nothing written).
   */
  async end(
    live: LiveMatch,
    end: ServerEnd,
    at: number,
    holder?: { seat: number; credentialHash: string },
  ): Promise<boolean> {
    const clock = parseClock(live.stored.clock);
    const stopped: ClockState | null = clock
      ? {
          ...clock,
          remainingMs:
            end.reason === 'timeout' ? clock.remainingMs.map((r, i) => (i === end.loser ? 0 : r)) : clock.remainingMs,
          running: null,
          since: at,
        }
      : null;
    const ok = await this.access.store.commit(
      live.stored.id,
      live.stored.version,
      buildCommit(live.stored, at, {
        status: 'finished',
        result: JSON.stringify(end),
        clock: stopped ? JSON.stringify(stopped) : null,
        queued: null,
        pendingSeat: null,
        bump: true,
        holder,
      }),
    );
    this.access.cache.delete(live.stored.id);
    if (ok) {
      this.log.info({ match: live.stored.id, reason: end.reason, loser: end.loser }, 'match ended by the server');
      this.access.afterCommit({ match: live.stored.id, version: live.stored.version + 1, log: [] });
    }
    return ok;
  }
}

/**
 * Refuses an answer for `seat` unless it is held with the credential hash `holder` (a person), or
 * is the server's bot's (`holder` null): a socket opened before its seat was given up plays no more.
 */
export function assertHolds(stored: StoredMatch, seat: number, holder: string | null): void {
  const s = stored.seats[seat];
  const holds = holder === null ? s?.kind === 'bot' : s?.kind === 'human' && s.credentialHash === holder;
  if (!holds) throw new ClientError('unauthorized', 'this connection no longer holds the seat', { seat });
}

/**
 * Whether the match waits for a player who brings their own deck: until that seat is taken the
 * game may still be set up again, so nobody answers (a seat given up later is taken as it is).
 */
export function awaitsDecks(stored: StoredMatch): boolean {
  return stored.version === 0 && stored.seats.some((s) => s.deckOpen && s.credentialHash === null);
}
