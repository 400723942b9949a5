-- Pace and notifications (issue 34, points 6 and 1; docs/relay.md "Pace" and "Notifications").
-- Times are the relay's clock in milliseconds since 1970 (the server's now(), which the tests
-- control), not the database's.
-- Per game: the pace the host chose (its seconds a move, null: none), who posted last, when the
-- waiting seat's move began (the other seat's latest post), how many times the move has passed,
-- until when each seat counts as connected, and an end by abandonment.
CREATE TABLE relay_pace (
  game          text PRIMARY KEY REFERENCES relay_games (id) ON DELETE CASCADE,
  pace          text NOT NULL DEFAULT 'none',
  pace_s        integer,
  last_seat     text CHECK (last_seat IN ('host', 'guest')),
  since_ms      bigint,
  moves         integer NOT NULL DEFAULT 0,
  host_until    bigint NOT NULL DEFAULT 0,
  guest_until   bigint NOT NULL DEFAULT 0,
  abandoned_by  text CHECK (abandoned_by IN ('host', 'guest')),
  abandoned_ms  bigint
);

-- Per seat, the notification its player chose: the kind, the address encrypted (AES-256-GCM,
-- never in clear), the hash of its stop token, the relay's address for the stop link, and the
-- last move it was told of and reminded of. Deleted with the game.
CREATE TABLE relay_notify (
  game           text NOT NULL REFERENCES relay_games (id) ON DELETE CASCADE,
  seat           text NOT NULL CHECK (seat IN ('host', 'guest')),
  kind           text NOT NULL,
  address        text NOT NULL,
  stop_hash      text NOT NULL UNIQUE,
  link_base      text NOT NULL,
  notified_move  integer NOT NULL DEFAULT 0,
  reminded_move  integer NOT NULL DEFAULT 0,
  sent_ms        bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (game, seat)
);

-- The key the addresses are encrypted with when the operator gives none (RELAY_NOTIFY_KEY).
CREATE TABLE relay_notify_key (
  id   integer PRIMARY KEY CHECK (id = 1),
  key  text NOT NULL
)
