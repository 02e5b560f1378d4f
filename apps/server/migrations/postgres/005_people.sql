-- Tables for people (issue 53). Rows from before are public (they were all listed).
-- visibility: 'private' matches are reached only with their invitation, whose SHA-256 is kept.
ALTER TABLE matches ADD COLUMN visibility TEXT NOT NULL DEFAULT 'public';
ALTER TABLE matches ADD COLUMN invitation_hash TEXT;
-- A rematch being arranged after the end, as JSON { offeredBy, match }.
ALTER TABLE matches ADD COLUMN rematch TEXT;
-- The last time a node saw a person connected to the match: an unfinished match nobody comes back
-- to is ended as abandoned.
ALTER TABLE matches ADD COLUMN human_seen_at BIGINT;
-- The name the seat's player chose, and whether whoever takes the seat brings the deck (1) or the host gave it (0).
ALTER TABLE seats ADD COLUMN name TEXT;
ALTER TABLE seats ADD COLUMN deck_open INTEGER NOT NULL DEFAULT 0;
