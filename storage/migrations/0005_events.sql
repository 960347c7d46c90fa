-- Club events: a round robin or a Swiss of one game among the club's
-- profiles, each round's tables as they are paired and each result as it
-- is made. Codes, not words: the format ('round-robin',
-- 'double-round-robin', 'swiss') and how a table was decided ('bye',
-- 'typed', 'game').

CREATE TABLE events (
	id              INTEGER PRIMARY KEY,
	name            TEXT    NOT NULL,
	game            TEXT    NOT NULL,
	variant         TEXT    NOT NULL,  -- the game's variant ('' for the usual): Xima's style, Xana's size
	format          TEXT    NOT NULL,
	rounds          INTEGER NOT NULL,  -- the rounds planned
	table_size      INTEGER NOT NULL,  -- players at a table, at most
	time_control_ms INTEGER NOT NULL,  -- each game's clock, 0 untimed
	increment_ms    INTEGER NOT NULL,
	created         INTEGER NOT NULL
);

-- The members, numbered from 0 in the order they were entered (the seed).
CREATE TABLE event_members (
	event_id   INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
	number     INTEGER NOT NULL,
	profile_id INTEGER NOT NULL REFERENCES profiles (id),
	PRIMARY KEY (event_id, number)
) WITHOUT ROWID;

-- A table of a round: a game to play, or a bye. started is the start time
-- of the game begun for it: the saved game and then the finished game with
-- that start, this game and these players, are that table's game.
CREATE TABLE event_tables (
	id       INTEGER PRIMARY KEY,
	event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
	round    INTEGER NOT NULL,  -- from 1
	number   INTEGER NOT NULL,  -- from 1 in its round
	winner   INTEGER,           -- the winning seat, -1 a draw; NULL undecided
	decided  TEXT    NOT NULL DEFAULT '',
	game_id  INTEGER REFERENCES finished (id),
	started  INTEGER,
	UNIQUE (event_id, round, number)
);

CREATE INDEX event_tables_started ON event_tables (started);

-- Who sits where: the members by their number, seat 0 first to move.
CREATE TABLE event_seats (
	table_id INTEGER NOT NULL REFERENCES event_tables (id) ON DELETE CASCADE,
	seat     INTEGER NOT NULL,
	member   INTEGER NOT NULL,
	PRIMARY KEY (table_id, seat)
) WITHOUT ROWID;
