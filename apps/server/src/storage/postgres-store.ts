import pg from 'pg';
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

/** Any number of server nodes share one PostgreSQL database; the stored version arbitrates between them. */
export class PostgresStore implements MatchStore {
  private readonly pool: pg.Pool;

  /**
   * @param url a `postgres://` URL; its `schema` query parameter (not a libpq one, removed here)
   *   puts the tables in that schema (tests use their own).
   */
  constructor(url: string, poolSize = 10) {
    const parsed = new URL(url);
    const schema = parsed.searchParams.get('schema');
    parsed.searchParams.delete('schema');
    if (schema !== null && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema))
      throw new Error('the schema parameter must be a lower-case SQL identifier');
    this.pool = new pg.Pool({
      connectionString: parsed.toString(),
      max: poolSize,
      // A schema is set per connection so that every query of the pool sees it.
      options: schema ? `-c search_path=${schema}` : undefined,
    });
    this.schema = schema;
  }

  private readonly schema: string | null;

  async migrate(steps: readonly Migration[]): Promise<void> {
    await this.tx(async (c) => {
      // One node migrates at a time; the others wait here and then find the work done.
      await c.query('SELECT pg_advisory_xact_lock(727476)');
      if (this.schema) await c.query(`CREATE SCHEMA IF NOT EXISTS ${this.schema}`);
      await c.query('CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY)');
      const done = new Set((await c.query<{ id: string }>('SELECT id FROM schema_migrations')).rows.map((r) => r.id));
      for (const m of steps) {
        if (done.has(m.id)) continue;
        await c.query(m.sql);
        await c.query('INSERT INTO schema_migrations (id) VALUES ($1)', [m.id]);
      }
      return true;
    });
  }

  async create(m: StoredMatch): Promise<void> {
    await this.tx(async (c) => {
      const row = toNewMatchRow(m);
      const columns = Object.keys(row);
      await c.query(
        `INSERT INTO matches (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
        Object.values(row),
      );
      for (const s of m.seats)
        await c.query(`INSERT INTO seats (${SEAT_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6)`, toNewSeatRow(m.id, s));
      return true;
    });
  }

  async load(id: string): Promise<StoredMatch | null> {
    const row = (await this.pool.query<MatchRow>('SELECT * FROM matches WHERE id = $1', [id])).rows[0];
    if (!row) return null;
    const seats = (await this.pool.query<SeatRow>('SELECT * FROM seats WHERE match_id = $1 ORDER BY seat', [id])).rows;
    return toMatch(row, seats);
  }

  commit(id: string, expected: number, c: MatchCommit): Promise<boolean> {
    return this.tx(async (client) => {
      // The version condition is the lock: a second writer expecting the same version waits for
      // the first's row lock, then finds the version moved and updates nothing. The seat holder is
      // read FOR SHARE: a commit waiting behind a leave then sees the seat as the leave left it
      // (read committed re-checks only the updated row otherwise, with the old seats row).
      const updated = await client.query(
        `UPDATE matches SET version = $1, state = $2, hash = $3,
           status = CASE WHEN $4 = 'finished' THEN 'finished' ELSE status END, result = $5, clock = $6,
           queued = $7, updated_at = $8, pending_seat = $14 WHERE id = $9 AND version = $10
           AND queued IS NOT DISTINCT FROM $11
           AND ($12::text IS NULL OR EXISTS (SELECT 1 FROM seats WHERE match_id = $9 AND seat = $13
           AND credential_hash = $12 FOR SHARE))`,
        [
          committedVersion(expected, c),
          c.state,
          c.hash,
          c.status,
          c.result,
          c.clock,
          c.queued,
          c.at,
          id,
          expected,
          c.expectedQueued,
          c.holder?.credentialHash ?? null,
          c.holder?.seat ?? null,
          c.pendingSeat,
        ],
      );
      if (updated.rowCount !== 1) return false;
      for (const a of c.answers)
        await client.query(
          'INSERT INTO answers (match_id, seq, player, answer, hash, at) VALUES ($1, $2, $3, $4, $5, $6)',
          [id, a.seq, a.player, JSON.stringify(a.answer), a.hash, a.at],
        );
      return true;
    });
  }

  claimSeat(
    id: string,
    seat: number,
    credentialHash: string,
    at: number,
    name: string | null = null,
    setup?: SeatSetup,
  ): Promise<boolean> {
    return this.tx(async (c) => {
      const taken = await c.query(
        `UPDATE seats SET credential_hash = $1, name = $4
         WHERE match_id = $2 AND seat = $3 AND kind = 'human' AND credential_hash IS NULL`,
        [credentialHash, id, seat, name],
      );
      if (taken.rowCount !== 1) return false;
      if (setup) {
        const set = await c.query(
          `UPDATE matches SET config = $1, state = $2, hash = $3, initial_hash = $3
             WHERE id = $4 AND version = 0 AND hash = $5 AND status <> 'finished'`,
          [setup.config, setup.state, setup.hash, id, setup.expectedHash],
        );
        if (set.rowCount !== 1) return false;
      }
      await c.query(
        `UPDATE matches SET status = CASE WHEN EXISTS (SELECT 1 FROM seats WHERE match_id = $1 AND kind = 'human'
           AND credential_hash IS NULL) THEN 'open' ELSE 'running' END WHERE id = $1 AND status <> 'finished'`,
        [id],
      );
      await c.query(`UPDATE matches SET started_at = $1 WHERE id = $2 AND started_at IS NULL AND status = 'running'`, [
        at,
        id,
      ]);
      return true;
    });
  }

  releaseSeat(id: string, seat: number, credentialHash: string): Promise<boolean> {
    return this.tx(async (c) => {
      const freed = await c.query(
        `UPDATE seats SET credential_hash = NULL, name = NULL
           WHERE match_id = $1 AND seat = $2 AND credential_hash = $3`,
        [id, seat, credentialHash],
      );
      if (freed.rowCount !== 1) return false;
      await c.query(
        `UPDATE matches SET status = CASE WHEN EXISTS (SELECT 1 FROM seats WHERE match_id = $1 AND kind = 'human'
           AND credential_hash IS NULL) THEN 'open' ELSE 'running' END WHERE id = $1 AND status <> 'finished'`,
        [id],
      );
      return true;
    });
  }

  async list(status: MatchStatus | null, limit: number): Promise<MatchSummary[]> {
    const rows = status
      ? (
          await this.pool.query<MatchRow>(
            `SELECT * FROM matches WHERE visibility = 'public' AND status = $1 ORDER BY updated_at DESC LIMIT $2`,
            [status, limit],
          )
        ).rows
      : (
          await this.pool.query<MatchRow>(
            `SELECT * FROM matches WHERE visibility = 'public' ORDER BY updated_at DESC LIMIT $1`,
            [limit],
          )
        ).rows;
    if (rows.length === 0) return [];
    const seats = (
      await this.pool.query<SeatRow>('SELECT * FROM seats WHERE match_id = ANY($1) ORDER BY seat', [
        rows.map((r) => r.id),
      ])
    ).rows;
    return rows.map((r) =>
      summary(
        toMatch(
          r,
          seats.filter((s) => s.match_id === r.id),
        ),
      ),
    );
  }

  async setRematch(id: string, expected: string | null, rematch: string): Promise<boolean> {
    const r = await this.pool.query(
      'UPDATE matches SET rematch = $1 WHERE id = $2 AND rematch IS NOT DISTINCT FROM $3',
      [rematch, id, expected],
    );
    return r.rowCount === 1;
  }

  async humansSeen(ids: readonly string[], at: number): Promise<void> {
    if (ids.length > 0)
      await this.pool.query('UPDATE matches SET human_seen_at = $1 WHERE id = ANY($2)', [at, [...ids]]);
  }

  async abandoned(before: number, limit: number): Promise<string[]> {
    const rows = await this.pool.query<{ id: string }>(
      `SELECT id FROM matches m WHERE status <> 'finished' AND COALESCE(human_seen_at, created_at) < $1
         AND EXISTS (SELECT 1 FROM seats s WHERE s.match_id = m.id AND s.kind = 'human')
       ORDER BY COALESCE(human_seen_at, created_at) LIMIT $2`,
      [before, limit],
    );
    return rows.rows.map((r) => r.id);
  }

  async unfinished(limit: number): Promise<string[]> {
    const rows = await this.pool.query<{ id: string }>(
      "SELECT id FROM matches WHERE status <> 'finished' ORDER BY updated_at LIMIT $1",
      [limit],
    );
    return rows.rows.map((r) => r.id);
  }

  async answers(id: string): Promise<StoredAnswer[]> {
    const rows = await this.pool.query<AnswerRow>(
      'SELECT seq, player, answer, hash, at FROM answers WHERE match_id = $1 ORDER BY seq',
      [id],
    );
    return rows.rows.map(toAnswer);
  }

  async marks(ids: readonly string[]): Promise<Map<string, MatchMark>> {
    const out = new Map<string, MatchMark>();
    if (ids.length === 0) return out;
    const [rows, seats] = await Promise.all([
      this.pool.query<{ id: string; version: number; queued: boolean; rematch: string | null }>(
        'SELECT id, version, queued IS NOT NULL AS queued, rematch FROM matches WHERE id = ANY($1)',
        [ids],
      ),
      this.pool.query<SeatRow>('SELECT * FROM seats WHERE match_id = ANY($1) ORDER BY match_id, seat', [ids]),
    ]);
    for (const r of rows.rows) {
      const own = seats.rows.filter((x) => x.match_id === r.id).map(toSeat);
      out.set(r.id, { version: r.version, queued: r.queued, seats: seatsKey(own), rematch: r.rematch });
    }
    return out;
  }

  async clusterWork(limit: number, stalledBefore: number): Promise<ClusterWorkItem[]> {
    const rows = await this.pool.query<ClusterWorkRow>(
      `SELECT * FROM (SELECT m.id, m.clock, m.started_at, m.updated_at, (m.pending_seat IS NULL OR EXISTS (SELECT 1
         FROM seats s WHERE s.match_id = m.id AND s.seat = m.pending_seat AND s.kind = 'bot')) AS bot_turn
         FROM matches m WHERE m.status <> 'finished') w
       WHERE (clock IS NOT NULL AND started_at IS NOT NULL) OR (bot_turn AND updated_at <= $2)
       ORDER BY updated_at LIMIT $1`,
      [limit, stalledBefore],
    );
    return rows.rows.map(toClusterWork);
  }

  async heartbeat(node: string, until: number): Promise<void> {
    await this.pool.query(
      'INSERT INTO nodes (id, alive_until) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET alive_until = $2',
      [node, until],
    );
  }

  async liveNodes(now: number): Promise<string[]> {
    // A node dead for a minute is forgotten: node ids are new on every start.
    await this.pool.query('DELETE FROM nodes WHERE alive_until < $1', [now - 60_000]);
    const rows = await this.pool.query<{ id: string }>('SELECT id FROM nodes WHERE alive_until >= $1 ORDER BY id', [
      now,
    ]);
    return rows.rows.map((r) => r.id);
  }

  /** Drops this store's schema (tests), then closes. */
  async dropSchema(): Promise<void> {
    if (this.schema) await this.pool.query(`DROP SCHEMA IF EXISTS ${this.schema} CASCADE`);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  /** Runs `work` in one transaction: committed when it returns true, rolled back otherwise or on error. */
  private async tx(work: (c: pg.PoolClient) => Promise<boolean>): Promise<boolean> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const ok = await work(client);
      await client.query(ok ? 'COMMIT' : 'ROLLBACK');
      return ok;
    } catch (e) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      client.release();
    }
  }
}
