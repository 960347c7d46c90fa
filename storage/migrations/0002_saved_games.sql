-- Games in progress, rewritten after every action (autosave).

CREATE TABLE saved (
	id              INTEGER PRIMARY KEY,
	game            TEXT    NOT NULL,
	mode            TEXT    NOT NULL,
	rated           INTEGER NOT NULL,
	record          TEXT    NOT NULL,
	actions         INTEGER NOT NULL,
	to_move         INTEGER NOT NULL,
	time_control_ms INTEGER NOT NULL,
	started         INTEGER NOT NULL,
	updated         INTEGER NOT NULL
);

CREATE TABLE saved_seats (
	saved_id   INTEGER NOT NULL REFERENCES saved (id) ON DELETE CASCADE,
	seat       INTEGER NOT NULL,
	profile_id INTEGER REFERENCES profiles (id),
	name       TEXT    NOT NULL,
	left_ms    INTEGER NOT NULL,
	used_ms    INTEGER NOT NULL,
	PRIMARY KEY (saved_id, seat)
) WITHOUT ROWID;

CREATE INDEX saved_seats_profile ON saved_seats (profile_id);
