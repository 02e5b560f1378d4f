-- The seat whose decision is pending (null: none, or a row from before this column):
-- a node finds the bots' turns to play.
ALTER TABLE matches ADD COLUMN pending_seat INTEGER;
-- Live server nodes: each writes its row every sweep; a match's clock and bots belong to one live node.
CREATE TABLE nodes (id TEXT PRIMARY KEY, alive_until BIGINT NOT NULL);
