-- A mailbox per game: two seats, each known only by the hash of its capability token.
CREATE TABLE relay_games (
  id          text PRIMARY KEY,
  host_hash   text NOT NULL,
  guest_hash  text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  touched_at  timestamptz NOT NULL DEFAULT now(),
  messages    integer NOT NULL DEFAULT 0,
  bytes       bigint NOT NULL DEFAULT 0
);

-- The sealed messages, in the order each seat sent them; n is the sender's own number.
CREATE TABLE relay_messages (
  id         bigserial PRIMARY KEY,
  game       text NOT NULL REFERENCES relay_games (id) ON DELETE CASCADE,
  seat       text NOT NULL CHECK (seat IN ('host', 'guest')),
  n          integer NOT NULL CHECK (n >= 0),
  code       text NOT NULL,
  stored_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (game, seat, n)
);
