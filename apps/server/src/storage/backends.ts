import { hideCredentials } from '../config/url-credentials.js';
import type { MatchStore } from './match-store.js';
import { PostgresStore } from './postgres-store.js';
import { SqliteStore } from './sqlite-store.js';

/** A database matches can be stored in: all the server needs to know of it, in one place. */
export interface StorageBackend {
  /** How a `--db` value naming it is written, for messages: `sqlite:<file>`. */
  readonly form: string;
  /** Whether a `--db` value names this backend. */
  readonly accepts: (db: string) => boolean;
  /** Its folder of numbered SQL files under `migrations/` (see migrations.ts). */
  readonly dialect: string;
  /** A store on the database `db` names, not migrated yet. */
  readonly open: (db: string) => MatchStore;
  /** `db` fit for logs. */
  readonly redact: (db: string) => string;
  /** Whether several server nodes can share it (several nodes, `--redis`, need one that can). */
  readonly shared: boolean;
}

const SQLITE_PREFIX = 'sqlite:';

/** Every storage backend; adding one is adding its entry (and its store and migrations folder). */
export const STORAGE_BACKENDS: readonly StorageBackend[] = [
  {
    form: `${SQLITE_PREFIX}<file>`,
    accepts: (db) => /^sqlite:.+/.test(db),
    dialect: 'sqlite',
    open: (db) => new SqliteStore(db.slice(SQLITE_PREFIX.length)),
    // A file path holds no credentials: one that is no URL is logged as written.
    redact: (db) => hideCredentials(db, db),
    shared: false,
  },
  {
    form: 'postgres://…',
    accepts: (db) => /^postgres(ql)?:\/\//.test(db),
    dialect: 'postgres',
    open: (db) => new PostgresStore(db),
    redact: (db) => hideCredentials(db),
    shared: true,
  },
];

/** The backend a `--db` value names, if any. */
export function findStorageBackend(db: string): StorageBackend | undefined {
  return STORAGE_BACKENDS.find((b) => b.accepts(db));
}

/** How `--db` values are written, `a or b`, of every backend or of those `which` picks. */
export function storageForms(which: (b: StorageBackend) => boolean = () => true): string {
  return STORAGE_BACKENDS.filter(which)
    .map((b) => b.form)
    .join(' or ');
}
