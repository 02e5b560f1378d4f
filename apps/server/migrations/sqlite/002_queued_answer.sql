-- An answer given ahead of the other seat's simultaneous decision, applied right after it (see matches/early-decision.ts).
ALTER TABLE matches ADD COLUMN queued TEXT;
