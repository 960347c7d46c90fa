-- Profiles, their standing per game, finished games and who sat at them.
-- Times are Unix milliseconds (UTC); durations are milliseconds.

PRAGMA application_id = 1481198913; -- "XIMA"

CREATE TABLE profiles (
	id          INTEGER PRIMARY KEY,
	uid         TEXT    NOT NULL UNIQUE,  -- stable key, kept by export and import
	name        TEXT    NOT NULL,
	name_fold   TEXT    UNIQUE,           -- each letter as its least case form; NULL once merged away
	colour      TEXT    NOT NULL DEFAULT '',
	created     INTEGER NOT NULL,
	archived    INTEGER NOT NULL DEFAULT 0,
	merged_into INTEGER REFERENCES profiles (id)
);

CREATE TABLE finished (
	id          INTEGER PRIMARY KEY,
	uid         TEXT    NOT NULL UNIQUE,
	game        TEXT    NOT NULL,
	mode        TEXT    NOT NULL,
	rated       INTEGER NOT NULL,
	result      TEXT    NOT NULL,
	started     INTEGER NOT NULL,
	ended       INTEGER NOT NULL,
	duration_ms INTEGER NOT NULL,
	record      TEXT    NOT NULL
);

-- One row per player of a finished game; the rating columns are the rating
-- history and are NULL in unrated games.
CREATE TABLE seats (
	game_id       INTEGER NOT NULL REFERENCES finished (id),
	seat          INTEGER NOT NULL,
	profile_id    INTEGER REFERENCES profiles (id),
	name          TEXT    NOT NULL,
	outcome       INTEGER NOT NULL,
	rating_before REAL,
	rating_after  REAL,
	delta         REAL,
	force         REAL,
	power         REAL,
	level         REAL,
	experience    REAL,
	PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;

CREATE INDEX seats_profile ON seats (profile_id);

-- Each profile's current CIMAX, experience and counts per game, derived from
-- the rated seats and rewritten with them in the same transaction.
CREATE TABLE standings (
	profile_id INTEGER NOT NULL REFERENCES profiles (id),
	game       TEXT    NOT NULL,
	rating     REAL    NOT NULL,
	experience REAL    NOT NULL,
	games      INTEGER NOT NULL,
	wins       INTEGER NOT NULL,
	draws      INTEGER NOT NULL,
	losses     INTEGER NOT NULL,
	PRIMARY KEY (profile_id, game)
) WITHOUT ROWID;
