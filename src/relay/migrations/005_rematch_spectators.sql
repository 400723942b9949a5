-- A rematch offered at the end of a game (issue 34.4, docs/relay.md): one offer per game, from one
-- seat, sealed by the offering client under a key the relay never stores (the offer holds the new
-- game's capability for the other player); the relay keeps it as opaque text, and the answer.
CREATE TABLE relay_rematch (
  game      text PRIMARY KEY REFERENCES relay_games (id) ON DELETE CASCADE,
  seat      text NOT NULL CHECK (seat IN ('host', 'guest')),
  sealed    text NOT NULL,
  answer    text CHECK (answer IN ('accepted', 'declined')),
  made_at   timestamptz NOT NULL DEFAULT now()
);

-- A spectator's read-only capability (issue 34.5): the hash of its token, like the seats' (null:
-- no spectator link made). It reads both seats' messages and can post nothing.
ALTER TABLE relay_games ADD COLUMN spectator_hash text;
