-- Indexes for the leaderboard and for searching finished games.

CREATE INDEX standings_board ON standings (game, rating DESC);
CREATE INDEX finished_started ON finished (started);
CREATE INDEX finished_game_ended ON finished (game, ended);
