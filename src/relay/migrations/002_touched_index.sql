-- Finding games left untouched for a long time (an operator's clean-up, docs/relay.md).
CREATE INDEX relay_games_touched ON relay_games (touched_at);
