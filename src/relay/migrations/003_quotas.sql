-- Quotas and expiry (issue 33, docs/relay.md): who created each game (a hash of the address, for
-- its storage quota, never the address), when a seat said the game is over (kept for less time
-- after that), and the game's post rate (a token bucket, so that every relay process on the
-- database applies one limit).
ALTER TABLE relay_games ADD COLUMN owner text NOT NULL DEFAULT '';
ALTER TABLE relay_games ADD COLUMN finished_at timestamptz;
ALTER TABLE relay_games ADD COLUMN rate_tokens double precision;
ALTER TABLE relay_games ADD COLUMN rate_at timestamptz;

-- Storage counted per creating address: the characters of the codes stored plus 1024 per game
-- (GAME_BYTES in store.ts). The storage of all games is the sum of the rows.
CREATE TABLE relay_usage (
  owner  text PRIMARY KEY,
  bytes  bigint NOT NULL DEFAULT 0,
  games  integer NOT NULL DEFAULT 0
);
INSERT INTO relay_usage (owner, bytes, games) SELECT owner, sum(bytes) + count(*) * 1024, count(*) FROM relay_games GROUP BY owner;
