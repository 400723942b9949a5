-- Open games (issue 49.1, docs/relay.md "Open games"): a host lists a game it made, for anyone to
-- take the free seat. The listing has an id of its own (the game's id is given to the taker only);
-- it holds what the list shows (scenario, the free seat's side, the rule variants as JSON, a
-- cleaned note and name) and the host's public key, never a capability. Times are the relay's
-- clock in ms (the tests move it by days). `owner` and `taker` are hashes of the addresses that
-- posted and took it (for their rates, counted here so that every relay process counts the same).
-- A listing goes with its game.
CREATE TABLE relay_open (
  id            text PRIMARY KEY,
  game          text NOT NULL UNIQUE REFERENCES relay_games (id) ON DELETE CASCADE,
  owner         text NOT NULL,
  scenario      text NOT NULL,
  side          text NOT NULL CHECK (side IN ('federal', 'confederate')),
  variants      text NOT NULL DEFAULT '{}',
  note          text NOT NULL DEFAULT '',
  name          text NOT NULL DEFAULT '',
  host_key      text NOT NULL,
  posted_ms     bigint NOT NULL,
  expires_ms    bigint NOT NULL,
  withdrawn_ms  bigint,
  taken_ms      bigint,
  taker         text,
  taker_key     text
);
-- The list: the listings still open, newest first.
CREATE INDEX relay_open_listed ON relay_open (posted_ms) WHERE taken_ms IS NULL AND withdrawn_ms IS NULL;
-- An address's listings of the last hour and still open; an address's seats taken in the last hour.
CREATE INDEX relay_open_owner ON relay_open (owner, posted_ms);
CREATE INDEX relay_open_taker ON relay_open (taker, taken_ms)
