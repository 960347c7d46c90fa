-- Words on screen, codes on disk: finished games kept their result as the
-- winner's side in the words of the language of the day ("Blanco",
-- "White", "Jugador 1"), and guests as "Guest White" or "Invitado Blanco".
-- Results become the side's code ("white", "red", "1"); a guest's name
-- becomes "" (the screen names a guest by the seat's side, translated).
-- Saved games gain the clock's increment per turn.

UPDATE finished SET result = CASE result
	WHEN 'Red' THEN 'red' WHEN 'Rojo' THEN 'red'
	WHEN 'Blue' THEN 'blue' WHEN 'Azul' THEN 'blue'
	WHEN 'Yellow' THEN 'yellow' WHEN 'Amarillo' THEN 'yellow'
	WHEN 'Green' THEN 'green' WHEN 'Verde' THEN 'green'
	WHEN 'White' THEN 'white' WHEN 'Blanco' THEN 'white'
	WHEN 'Black' THEN 'black' WHEN 'Negro' THEN 'black'
	WHEN 'Player 1' THEN '1' WHEN 'Jugador 1' THEN '1'
	WHEN 'Player 2' THEN '2' WHEN 'Jugador 2' THEN '2'
	WHEN 'Draw' THEN 'draw' WHEN 'Empate' THEN 'draw'
	ELSE result END;

UPDATE seats SET name = '' WHERE profile_id IS NULL AND name IN (
	'Guest Red', 'Guest Blue', 'Guest Yellow', 'Guest Green', 'Guest White', 'Guest Black', 'Guest Player 1', 'Guest Player 2',
	'Invitado Rojo', 'Invitado Azul', 'Invitado Amarillo', 'Invitado Verde', 'Invitado Blanco', 'Invitado Negro', 'Invitado Jugador 1', 'Invitado Jugador 2');
UPDATE saved_seats SET name = '' WHERE profile_id IS NULL AND name IN (
	'Guest Red', 'Guest Blue', 'Guest Yellow', 'Guest Green', 'Guest White', 'Guest Black', 'Guest Player 1', 'Guest Player 2',
	'Invitado Rojo', 'Invitado Azul', 'Invitado Amarillo', 'Invitado Verde', 'Invitado Blanco', 'Invitado Negro', 'Invitado Jugador 1', 'Invitado Jugador 2');

ALTER TABLE saved ADD COLUMN increment_ms INTEGER NOT NULL DEFAULT 0;
