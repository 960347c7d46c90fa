-- Several computers, one club: a finished game's content key, so that the
-- same game imported twice (from two computers' files, or a record file of
-- a game already here) is found and added once; and the club's settings,
-- kept in its own file so that two clubs on one computer do not share them.
-- The keys of the games already here are filled in Go, in this migration's
-- transaction (contentKey reads the records), after this script.

ALTER TABLE finished ADD COLUMN content TEXT NOT NULL DEFAULT '';
CREATE INDEX finished_content ON finished (content);

CREATE TABLE settings (
	name  TEXT NOT NULL PRIMARY KEY,
	value TEXT NOT NULL
) WITHOUT ROWID;
