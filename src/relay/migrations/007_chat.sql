-- The players' chat (issue 34.3): each line sealed end to end by the players' browsers (AES-GCM
-- under a key that rides in the link's fragment), so the relay keeps only the IV and the
-- ciphertext. n is the sender's own number for it (rising per seat); its characters count in
-- the game's bytes and its creator's storage quota, and it goes with the game when it expires.
CREATE TABLE relay_chat (
  id         bigserial PRIMARY KEY,
  game       text NOT NULL REFERENCES relay_games (id) ON DELETE CASCADE,
  seat       text NOT NULL CHECK (seat IN ('host', 'guest')),
  n          integer NOT NULL CHECK (n >= 0),
  iv         text NOT NULL,
  ct         text NOT NULL,
  stored_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (game, seat, n)
);
-- A seat's recent lines, for its rate limit.
CREATE INDEX relay_chat_recent ON relay_chat (game, seat, stored_at);
