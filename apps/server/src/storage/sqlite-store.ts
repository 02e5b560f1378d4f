import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type {
  ClusterWorkItem,
  MatchCommit,
  MatchMark,
  MatchStatus,
  MatchStore,
  MatchSummary,
  SeatSetup,
  StoredAnswer,
  StoredMatch,
} from './match-store.js';
import { committedVersion, seatsKey } from './match-store.js';
import type { Migration } from './migrations.js';
import { summary } from './match-summary.js';
import {
  toAnswer,
  toClusterWork,
  toMatch,
  toNewMatchRow,
  toNewSeatRow,
  SEAT_COLUMNS,
  toSeat,
  type AnswerRow,
  type ClusterWorkRow,
  type MatchRow,
  type SeatRow,
} from './match-rows.js';

/**
 * The embedded default: one SQLite file in WAL mode (readers never wait for the writer).
 * `synchronous = NORMAL` keeps every committed transaction through a crash of the process (the
 * WAL is written before the commit returns); only a power loss can take the last ones.
 */
export class SqliteStore implements MatchStore {
  private readonly db: Database.Database;
  private readonly statements = new Map<string, Database.Statement>();

  /** A prepared statement, prepared once per SQL text (preparing costs more than most queries here). */
  private q(sql: string): Database.Statement {
    let s = this.statements.get(sql);
    if (!s) this.statements.set(sql, (s = this.db.prepare(sql)));
    return s;
  }

  constructor(file: string) {
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('foreign_keys = ON');
    this.db.pragma('busy_timeout = 5000');
  }

  migrate(steps: readonly Migration[]): Promise<void> {
    this.db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY)');
    const done = new Set((this.q('SELECT id FROM schema_migrations').all() as { id: string }[]).map((r) => r.id));
    for (const m of steps) {
      if (done.has(m.id)) continue;
      this.db
        .transaction(() => {
          this.db.exec(m.sql);
          this.q('INSERT INTO schema_migrations (id) VALUES (?)').run(m.id);
        })
        .immediate();
    }
    return Promise.resolve();
  }

  create(m: StoredMatch): Promise<void> {
    this.db
      .transaction(() => {
        const row = toNewMatchRow(m);
        const columns = Object.keys(row);
        this.q(`INSERT INTO matches (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).run(
          ...Object.values(row),
        );
        const seat = this.q(`INSERT INTO seats (${SEAT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?)`);
        for (const s of m.seats) seat.run(...toNewSeatRow(m.id, s));
      })
      .immediate();
    return Promise.resolve();
  }

  load(id: string): Promise<StoredMatch | null> {
    const row = this.q('SELECT * FROM matches WHERE id = ?').get(id) as MatchRow | undefined;
    if (!row) return Promise.resolve(null);
    const seats = this.q('SELECT * FROM seats WHERE match_id = ? ORDER BY seat').all(id) as SeatRow[];
    return Promise.resolve(toMatch(row, seats));
  }

  commit(id: string, expected: number, c: MatchCommit): Promise<boolean> {
    const run = this.db.transaction((): boolean => {
      const updated = this.q(
        `UPDATE matches SET version = ?, state = ?, hash = ?, status = CASE WHEN ? = 'finished' THEN 'finished'
             ELSE status END, result = ?, clock = ?, queued = ?, pending_seat = ?, updated_at = ? WHERE id = ?
             AND version = ?
             AND queued IS ? AND (? IS NULL OR EXISTS (SELECT 1 FROM seats WHERE match_id = matches.id
             AND seat = ? AND credential_hash = ?))`,
      ).run(
        committedVersion(expected, c),
        c.state,
        c.hash,
        c.status,
        c.result,
        c.clock,
        c.queued,
        c.pendingSeat,
        c.at,
        id,
        expected,
        c.expectedQueued,
        c.holder?.credentialHash ?? null,
        c.holder?.seat ?? null,
        c.holder?.credentialHash ?? null,
      );
      if (updated.changes !== 1) return false;
      const insert = this.q('INSERT INTO answers (match_id, seq, player, answer, hash, at) VALUES (?, ?, ?, ?, ?, ?)');
      for (const a of c.answers) insert.run(id, a.seq, a.player, JSON.stringify(a.answer), a.hash, a.at);
      return true;
    });
    return Promise.resolve(run.immediate());
  }

  claimSeat(
    id: string,
    seat: number,
    credentialHash: string,
    at: number,
    name: string | null = null,
    setup?: SeatSetup,
  ): Promise<boolean> {
    const run = this.db.transaction((): boolean => {
      const taken = this.q(
        `UPDATE seats SET credential_hash = ?, name = ?
           WHERE match_id = ? AND seat = ? AND kind = 'human' AND credential_hash IS NULL`,
      ).run(credentialHash, name, id, seat);
      if (taken.changes !== 1) return false;
      if (setup) {
        const set = this.q(
          `UPDATE matches SET config = ?, state = ?, hash = ?, initial_hash = ?
             WHERE id = ? AND version = 0 AND hash = ? AND status <> 'finished'`,
        ).run(setup.config, setup.state, setup.hash, setup.hash, id, setup.expectedHash);
        // Nothing of the claim is kept (better-sqlite3 rolls the transaction back on a throw).
        if (set.changes !== 1) throw new SetupMoved();
      }
      this.q(
        `UPDATE matches SET status = CASE WHEN EXISTS (SELECT 1 FROM seats WHERE match_id = ? AND kind = 'human'
             AND credential_hash IS NULL) THEN 'open' ELSE 'running' END WHERE id = ? AND status <> 'finished'`,
      ).run(id, id);
      this.q(`UPDATE matches SET started_at = ? WHERE id = ? AND started_at IS NULL AND status = 'running'`).run(
        at,
        id,
      );
      return true;
    });
    try {
      return Promise.resolve(run.immediate());
    } catch (e) {
      if (e instanceof SetupMoved) return Promise.resolve(false);
      throw e;
    }
  }

  releaseSeat(id: string, seat: number, credentialHash: string): Promise<boolean> {
    const run = this.db.transaction((): boolean => {
      const freed = this.q(
        'UPDATE seats SET credential_hash = NULL, name = NULL WHERE match_id = ? AND seat = ? AND credential_hash = ?',
      ).run(id, seat, credentialHash);
      if (freed.changes !== 1) return false;
      this.q(
        `UPDATE matches SET status = CASE WHEN EXISTS (SELECT 1 FROM seats WHERE match_id = ? AND kind = 'human'
             AND credential_hash IS NULL) THEN 'open' ELSE 'running' END WHERE id = ? AND status <> 'finished'`,
      ).run(id, id);
      return true;
    });
    return Promise.resolve(run.immediate());
  }

  list(status: MatchStatus | null, limit: number): Promise<MatchSummary[]> {
    const rows = (
      status
        ? this.q(
            `SELECT * FROM matches WHERE visibility = 'public' AND status = ? ORDER BY updated_at DESC LIMIT ?`,
          ).all(status, limit)
        : this.q(`SELECT * FROM matches WHERE visibility = 'public' ORDER BY updated_at DESC LIMIT ?`).all(limit)
    ) as MatchRow[];
    const seats = this.q('SELECT * FROM seats WHERE match_id = ? ORDER BY seat');
    return Promise.resolve(rows.map((r) => summary(toMatch(r, seats.all(r.id) as SeatRow[]))));
  }

  setRematch(id: string, expected: string | null, rematch: string): Promise<boolean> {
    const r = this.q('UPDATE matches SET rematch = ? WHERE id = ? AND rematch IS ?').run(rematch, id, expected);
    return Promise.resolve(r.changes === 1);
  }

  humansSeen(ids: readonly string[], at: number): Promise<void> {
    const seen = this.q('UPDATE matches SET human_seen_at = ? WHERE id = ?');
    this.db.transaction(() => ids.forEach((id) => seen.run(at, id))).immediate();
    return Promise.resolve();
  }

  abandoned(before: number, limit: number): Promise<string[]> {
    const rows = this.q(
      `SELECT id FROM matches m WHERE status <> 'finished' AND COALESCE(human_seen_at, created_at) < ?
         AND EXISTS (SELECT 1 FROM seats s WHERE s.match_id = m.id AND s.kind = 'human')
       ORDER BY COALESCE(human_seen_at, created_at) LIMIT ?`,
    ).all(before, limit) as { id: string }[];
    return Promise.resolve(rows.map((r) => r.id));
  }

  unfinished(limit: number): Promise<string[]> {
    const rows = this.q("SELECT id FROM matches WHERE status <> 'finished' ORDER BY updated_at LIMIT ?").all(limit) as {
      id: string;
    }[];
    return Promise.resolve(rows.map((r) => r.id));
  }

  answers(id: string): Promise<StoredAnswer[]> {
    const rows = this.q('SELECT seq, player, answer, hash, at FROM answers WHERE match_id = ? ORDER BY seq').all(
      id,
    ) as AnswerRow[];
    return Promise.resolve(rows.map(toAnswer));
  }

  marks(ids: readonly string[]): Promise<Map<string, MatchMark>> {
    const out = new Map<string, MatchMark>();
    const row = this.q('SELECT version, queued, rematch FROM matches WHERE id = ?');
    const seats = this.q('SELECT * FROM seats WHERE match_id = ? ORDER BY seat');
    for (const id of ids) {
      const r = row.get(id) as { version: number; queued: string | null; rematch: string | null } | undefined;
      if (!r) continue;
      const s = (seats.all(id) as SeatRow[]).map(toSeat);
      out.set(id, { version: r.version, queued: r.queued !== null, seats: seatsKey(s), rematch: r.rematch });
    }
    return Promise.resolve(out);
  }

  clusterWork(limit: number, stalledBefore: number): Promise<ClusterWorkItem[]> {
    const rows = this.q(
      `SELECT id, clock, started_at, updated_at, bot_turn FROM (SELECT m.id, m.clock, m.started_at, m.updated_at,
         (m.pending_seat IS NULL OR EXISTS (SELECT 1 FROM seats s WHERE s.match_id = m.id AND s.seat = m.pending_seat
         AND s.kind = 'bot')) AS bot_turn FROM matches m WHERE m.status <> 'finished')
       WHERE (clock IS NOT NULL AND started_at IS NOT NULL) OR (bot_turn = 1 AND updated_at <= ?)
       ORDER BY updated_at LIMIT ?`,
    ).all(stalledBefore, limit) as ClusterWorkRow[];
    return Promise.resolve(rows.map(toClusterWork));
  }

  heartbeat(node: string, until: number): Promise<void> {
    this.q('INSERT INTO nodes (id, alive_until) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET alive_until = ?').run(
      node,
      until,
      until,
    );
    return Promise.resolve();
  }

  liveNodes(now: number): Promise<string[]> {
    // A node dead for a minute is forgotten: node ids are new on every start.
    this.q('DELETE FROM nodes WHERE alive_until < ?').run(now - 60_000);
    const rows = this.q('SELECT id FROM nodes WHERE alive_until >= ? ORDER BY id').all(now) as { id: string }[];
    return Promise.resolve(rows.map((r) => r.id));
  }

  close(): Promise<void> {
    this.db.close();
    return Promise.resolve();
  }
}

/** A seat's deck setup found the match moved on: the claim is undone. */
class SetupMoved extends Error {}
