-- One row per match: the live saved state and its version (the number of answers committed).
CREATE TABLE matches (
  id TEXT PRIMARY KEY,
  ruleset TEXT NOT NULL,
  config TEXT NOT NULL,
  initial_hash TEXT NOT NULL,
  status TEXT NOT NULL,
  version INTEGER NOT NULL,
  state TEXT NOT NULL,
  hash TEXT NOT NULL,
  result TEXT,
  clock TEXT,
  ended TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX matches_status ON matches (status, updated_at);
CREATE TABLE seats (
  match_id TEXT NOT NULL REFERENCES matches (id),
  seat INTEGER NOT NULL,
  kind TEXT NOT NULL,
  credential_hash TEXT,
  PRIMARY KEY (match_id, seat)
);
-- The record: one row per accepted answer, with the state hash after it.
CREATE TABLE answers (
  match_id TEXT NOT NULL REFERENCES matches (id),
  seq INTEGER NOT NULL,
  player INTEGER NOT NULL,
  answer TEXT NOT NULL,
  hash TEXT NOT NULL,
  at INTEGER NOT NULL,
  PRIMARY KEY (match_id, seq)
);
