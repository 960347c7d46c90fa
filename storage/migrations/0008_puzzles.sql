-- Puzzles: each profile's attempts at the shipped puzzles of a game, by the
-- puzzle's id (a code: games/puzzles), solved or not, when, and the
-- profile's puzzle rating after it. The puzzle rating of a profile in a
-- game is its last attempt's; the window computes it (Elo against the
-- puzzle's rating), the store only keeps it.

CREATE TABLE puzzle_attempts (
	id         INTEGER PRIMARY KEY,
	profile_id INTEGER NOT NULL REFERENCES profiles (id),
	game       TEXT NOT NULL CHECK (game <> ''),
	puzzle     TEXT NOT NULL CHECK (length(puzzle) BETWEEN 1 AND 64),
	solved     INTEGER NOT NULL CHECK (solved IN (0, 1)),
	at         INTEGER NOT NULL, -- Unix milliseconds
	rating     REAL NOT NULL
);
CREATE INDEX puzzle_attempts_profile ON puzzle_attempts (profile_id, game, id);
