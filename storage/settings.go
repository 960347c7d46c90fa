package storage

import (
	"context"
	"database/sql"
	"fmt"
	"maps"
	"unicode/utf8"
)

// MaxSettingBytes is the longest value a setting may have (a folder's
// path, say).
const MaxSettingBytes = 4096

// Settings returns the club's settings (the language, the look, the
// folders its files were last read from and written to...), name to
// value, as Open read them with the changes made since: reading them
// touches no disk. They live in the club's file, so two clubs on one
// computer keep their own.
func (db *DB) Settings() map[string]string {
	db.mu.Lock()
	defer db.mu.Unlock()
	return maps.Clone(db.settings)
}

// SetSetting keeps a setting in the club's file; an empty value removes
// it. A name is 1 to 64 letters, digits, '.', '-' or '_'; a value is
// UTF-8 text of at most MaxSettingBytes.
func (db *DB) SetSetting(ctx context.Context, name, value string) error {
	if err := checkSetting(name, value); err != nil {
		return fmt.Errorf("setting %s: %w", quote(name), err)
	}
	err := db.update(ctx, func(tx *sql.Tx) error {
		var err error
		if value == "" {
			_, err = tx.ExecContext(ctx, `DELETE FROM settings WHERE name = ?`, name)
		} else {
			_, err = tx.ExecContext(ctx, `INSERT INTO settings (name, value) VALUES (?, ?)
				ON CONFLICT (name) DO UPDATE SET value = excluded.value`, name, value)
		}
		return err
	})
	if err != nil {
		return fmt.Errorf("setting %s: %w", quote(name), err)
	}
	db.mu.Lock()
	defer db.mu.Unlock()
	if value == "" {
		delete(db.settings, name)
	} else {
		db.settings[name] = value
	}
	return nil
}

func checkSetting(name, value string) error {
	if name == "" || len(name) > 64 {
		return fmt.Errorf("%w: a setting's name has 1 to 64 characters", ErrInvalid)
	}
	for _, c := range name {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '-' || c == '_') {
			return fmt.Errorf("%w: a setting's name is letters, digits, '.', '-' and '_'", ErrInvalid)
		}
	}
	switch {
	case !utf8.ValidString(value):
		return fmt.Errorf("%w: value not valid UTF-8", ErrInvalid)
	case len(value) > MaxSettingBytes:
		return fmt.Errorf("%w: value of %d bytes, the limit is %d", ErrInvalid, len(value), MaxSettingBytes)
	}
	return nil
}

// loadSettings reads the settings table into the DB's copy.
func (db *DB) loadSettings(ctx context.Context, q querier) error {
	rows, err := q.QueryContext(ctx, `SELECT name, value FROM settings`)
	if err != nil {
		return fmt.Errorf("read settings: %w", classify(err))
	}
	defer rows.Close()
	settings := make(map[string]string)
	for rows.Next() {
		var name, value string
		if err := rows.Scan(&name, &value); err != nil {
			return fmt.Errorf("read settings: %w", classify(err))
		}
		settings[name] = value
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("read settings: %w", classify(err))
	}
	db.mu.Lock()
	db.settings = settings
	db.mu.Unlock()
	return nil
}
