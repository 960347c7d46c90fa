package storage

import (
	"context"
	"database/sql"
	"embed"
	"fmt"
	"io/fs"
	"path"
	"strconv"
	"strings"
)

//go:embed migrations/*.sql
var migrationFiles embed.FS

// migration is one embedded script; applying it sets user_version to its
// number.
type migration struct {
	version int
	name    string
	script  string
}

// migrationList returns the embedded migrations in order. Their file names
// are NNNN_name.sql, numbered 1, 2, 3... without gaps; the build's tests
// check that.
func migrationList() []migration {
	entries, err := fs.ReadDir(migrationFiles, "migrations")
	if err != nil {
		panic(err) // the directory is embedded: it is always there
	}
	list := make([]migration, 0, len(entries))
	for _, e := range entries {
		num, _, _ := strings.Cut(e.Name(), "_")
		v, err := strconv.Atoi(num)
		if err != nil {
			panic("storage: migration file without a number: " + e.Name())
		}
		script, err := migrationFiles.ReadFile(path.Join("migrations", e.Name()))
		if err != nil {
			panic(err)
		}
		list = append(list, migration{version: v, name: e.Name(), script: string(script)})
	}
	return list
}

// migrate applies the migrations after the file's user_version up to
// version target, each in its own transaction together with the new
// user_version, so a crash leaves the file at one version or the next.
func migrate(ctx context.Context, db *sql.DB, target int) error {
	for _, m := range migrationList()[:target] {
		if err := applyMigration(ctx, db, m); err != nil {
			return fmt.Errorf("migrate to version %d (%s): %w", m.version, m.name, err)
		}
	}
	return nil
}

// migrationFill returns the Go work a migration does after its script,
// in its transaction: what SQL cannot compute (nil for most).
func migrationFill(version int) func(context.Context, *sql.Tx) error {
	switch version {
	case 6:
		return fillContent // keys from the records
	}
	return nil
}

func applyMigration(ctx context.Context, db *sql.DB, m migration) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return classify(err)
	}
	defer tx.Rollback()
	var current int
	if err := tx.QueryRowContext(ctx, "PRAGMA user_version").Scan(&current); err != nil {
		return classify(err)
	}
	if current > len(migrationList()) {
		return fmt.Errorf("%w: schema version %d", ErrNewerSchema, current)
	}
	if current >= m.version {
		return nil
	}
	if _, err := tx.ExecContext(ctx, m.script); err != nil {
		return err
	}
	if fill := migrationFill(m.version); fill != nil {
		if err := fill(ctx, tx); err != nil {
			return err
		}
	}
	// PRAGMA takes no parameters; the number comes from the embedded file name.
	if _, err := tx.ExecContext(ctx, "PRAGMA user_version = "+strconv.Itoa(m.version)); err != nil {
		return err
	}
	return tx.Commit()
}
