-- When every human seat was first taken (wall time, ms): a match's clock runs from then, not from its creation.
ALTER TABLE matches ADD COLUMN started_at INTEGER;
-- Spectators see a match this many milliseconds late (0: live), so that a player cannot watch the game as a spectator.
ALTER TABLE matches ADD COLUMN spectator_delay_ms INTEGER NOT NULL DEFAULT 0;
