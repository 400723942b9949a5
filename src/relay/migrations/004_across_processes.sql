-- Several relay processes on one database (issue 33.6): each looks for messages stored in the last
-- few seconds (in case a NOTIFY was lost), and counts an address's new games of the last hour.
CREATE INDEX relay_messages_stored ON relay_messages (stored_at);
CREATE INDEX relay_games_owner_created ON relay_games (owner, created_at);
