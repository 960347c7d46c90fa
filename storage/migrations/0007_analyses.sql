-- The computer's analysis of a finished game, made once and kept, so that
-- opening or exporting the game again reuses it. The analysis is JSON of
-- codes and numbers (games/analysis.Analysis), read and written whole by
-- the window; version is its layout, and movetime_ms, nodes and seed how
-- hard it searched. A game deleted takes its analysis with it.

CREATE TABLE analyses (
	game_id     INTEGER NOT NULL PRIMARY KEY REFERENCES finished (id) ON DELETE CASCADE,
	version     INTEGER NOT NULL,
	movetime_ms INTEGER NOT NULL,
	nodes       INTEGER NOT NULL,
	seed        INTEGER NOT NULL,
	analysis    TEXT    NOT NULL,
	created     INTEGER NOT NULL
);
