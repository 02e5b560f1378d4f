import type { MatchStore } from './match-store.js';
import { SqliteStore } from './sqlite-store.js';
import { PostgresStore } from './postgres-store.js';

/** Opens the store a `--db` value names (`sqlite:<file>` or `postgres://…`) and migrates it. */
export async function openStore(db: string): Promise<MatchStore> {
  const store = db.startsWith('sqlite:') ? new SqliteStore(db.slice('sqlite:'.length)) : new PostgresStore(db);
  await store.migrate();
  return store;
}
