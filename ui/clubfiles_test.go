package ui

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"xima/storage"
	"xima/ui/session"
)

// importFrom reads a record into the history as the window does, with no
// questions asked (each named player as storage.LinkSameName decides).
// A bad file changes nothing; its error names the file and the place.
func (ts *testShell) importFrom(name string, r io.Reader) error {
	ri, err := session.ReadRecordImport(ts.ctx, ts.db, name, r, ts.opt.Now())
	switch {
	case err != nil:
		return err
	case !ri.Game.Result().Over:
		return ts.playRecord(ri.Kind, ri.Game)
	case ri.Same != nil:
		return fmt.Errorf("%s: the history has this game already", name)
	}
	if _, err := ri.Store(ts.ctx, ts.db, nil, storage.LinkSameName); err != nil {
		return err
	}
	ts.ShowHistory()
	return nil
}

// pickPath makes the shell's file dialogs answer path (the seam behind
// Options.PickFile), noting what they were asked.
func (ts *testShell) pickPath(path string) *[]FilePick {
	var asked []FilePick
	ts.opt.PickFile = func(p FilePick) {
		asked = append(asked, p)
		p.Done(path)
	}
	return &asked
}

// overlay returns the objects of the dialog on top of the window (none
// when no dialog shows).
func (ts *testShell) overlay() []fyne.CanvasObject {
	top := ts.win.Canvas().Overlays().Top()
	if top == nil {
		return nil
	}
	return test.LaidOutObjects(top)
}

// dialogText joins the texts of the labels of the dialog on top.
func (ts *testShell) dialogText() string {
	var texts []string
	for _, o := range ts.overlay() {
		if l, ok := o.(*widget.Label); ok && o.Visible() {
			texts = append(texts, l.Text)
		}
	}
	return strings.Join(texts, "|")
}

// tapDialog taps the button labelled text on the dialog on top.
func (ts *testShell) tapDialog(t *testing.T, text string) {
	t.Helper()
	for _, o := range ts.overlay() {
		if b, ok := o.(*widget.Button); ok && b.Text == text {
			test.Tap(b)
			return
		}
	}
	t.Fatalf("no %q button on the dialog: %q", text, ts.dialogText())
}

// clubWith makes a club file of a table's club: its members and a rated
// Xana game between the first two, dated day.
func clubWith(t *testing.T, day time.Time, names ...string) []byte {
	t.Helper()
	ctx := context.Background()
	db, err := storage.Open(ctx, filepath.Join(t.TempDir(), "table.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	db.Now = func() time.Time { return day }
	var ids []int64
	for _, n := range names {
		p, err := db.CreateProfile(ctx, n, "")
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, p.ID)
	}
	record := "[Game \"Xana\"]\n[Result \"white\"]\n[Termination \"resign\"]\n\n*\n"
	rc, err := session.RateRecord("Xana", record, []float64{1000, 1000})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.RecordGame(ctx, storage.FinishedGame{Game: "Xana", Mode: "hotseat", Rated: true, Result: "white",
		Record: record, Duration: time.Minute, Seats: []storage.Seat{
			{ProfileID: ids[0], Name: names[0], Outcome: storage.Win, Rating: rc[0]},
			{ProfileID: ids[1], Name: names[1], Outcome: storage.Loss, Rating: rc[1]}}}, 0); err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if _, err := db.Export(ctx, &b); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestImportClubAsksAboutDoubtfulNames: a club file whose player matches
// a profile here only ignoring case gets the question; linked, the game
// goes to the profile, keeps its date and stays rated, and the dialog says
// what happened; the same file again adds nothing.
func TestImportClubAsksAboutDoubtfulNames(t *testing.T) {
	ts := newTestShell(t)
	ana := ts.profile(t, "Ana")
	day := time.Date(2026, 11, 20, 20, 30, 0, 0, time.UTC)
	file := filepath.Join(t.TempDir(), "table-1.json")
	if err := os.WriteFile(file, clubWith(t, day, "ana", "Beto"), 0o644); err != nil {
		t.Fatal(err)
	}
	asked := ts.pickPath(file)
	ts.showSettings()
	ts.importClub()
	ts.until(t, func() bool { return strings.Contains(ts.dialogText(), "Who are they?") })
	if p := (*asked)[0]; p.Save || strings.Join(p.Exts, " ") != ".json" {
		t.Errorf("the file dialog was asked %+v", p)
	}
	// ana matches Ana only ignoring case, and Beto is new here: both are
	// asked about, each with what fits as the first choice.
	var chosen []string
	for _, o := range ts.overlay() {
		if s, ok := o.(*widget.Select); ok {
			chosen = append(chosen, s.Selected)
		}
	}
	if strings.Join(chosen, ",") != "Link to Ana,Create a profile" || !strings.HasPrefix(ts.dialogText(), "ana|Beto|") {
		t.Fatalf("the question: %q, chosen %q", ts.dialogText(), chosen)
	}
	ts.tapDialog(t, "Import")
	ts.until(t, func() bool { return strings.Contains(ts.dialogText(), "already here") })
	if got := ts.dialogText(); !strings.Contains(got, "1 game new, 0 games already here.") ||
		!strings.Contains(got, "New profiles: 1; players linked to profiles here: 1") {
		t.Errorf("the import said %q", got)
	}
	games, err := ts.db.SearchGames(context.Background(), storage.GameFilter{ProfileID: ana.ID})
	if err != nil || len(games) != 1 || !games[0].Rated || !games[0].Ended.Equal(day) {
		t.Fatalf("Ana's games: %+v, %v", games, err)
	}
	ts.tapDialog(t, "OK")

	ts.importClub()
	ts.until(t, func() bool { return strings.Contains(ts.dialogText(), "already here") })
	if got := ts.dialogText(); !strings.Contains(got, "0 games new, 1 game already here.") {
		t.Errorf("the second import said %q", got)
	}
	if all, _ := ts.db.SearchGames(context.Background(), storage.GameFilter{}); len(all) != 1 {
		t.Errorf("%d games after importing one file twice", len(all))
	}
}

// TestBackupRestoreFromTheWindow: a backup says what it wrote; restoring
// it, once confirmed, brings the club back as it was and keeps the club
// as it had become beside its file.
func TestBackupRestoreFromTheWindow(t *testing.T) {
	ts := newTestShell(t)
	ts.profile(t, "Ana")
	ts.profile(t, "Beto")
	backup := filepath.Join(t.TempDir(), "club.ximabackup")
	ts.pickPath(backup)
	ts.showSettings()
	ts.backupClub()
	ts.until(t, func() bool { return strings.Contains(ts.dialogText(), "Backed up") })
	if got := ts.dialogText(); !strings.HasPrefix(got, "Backed up 2 profiles and 0 games to "+backup+".|") {
		t.Errorf("the backup said %q", got)
	}
	ts.tapDialog(t, "OK")

	ts.profile(t, "Carla")
	ts.restoreClub()
	ts.until(t, func() bool { return strings.Contains(ts.dialogText(), "club.ximabackup holds") })
	ts.tapDialog(t, "Yes")
	ts.until(t, func() bool { return strings.Contains(ts.dialogText(), "Restored") })
	if got := ts.dialogText(); !strings.HasPrefix(got, "Restored 2 profiles and 0 games from "+backup+". The club as it was is kept in ") {
		t.Errorf("the restore said %q", got)
	}
	profiles, _ := ts.db.Profiles(context.Background(), true)
	if len(profiles) != 2 {
		t.Errorf("%d profiles after the restore, want 2", len(profiles))
	}
	kept, _ := filepath.Glob(filepath.Join(filepath.Dir(ts.path), "club-before-restore-*.db"))
	if len(kept) != 1 {
		t.Errorf("kept %v", kept)
	}
}

// TestImportRecordOnceWithTheQuestion: a record whose player's name is
// new asks who they are; the game is added; the same game again, as
// History exports it, adds nothing and says so.
func TestImportRecordOnceWithTheQuestion(t *testing.T) {
	ts := newTestShell(t)
	ts.profile(t, "Ana")
	dir := t.TempDir()
	file := filepath.Join(dir, "game.xana")
	os.WriteFile(file, []byte("[Game \"Xana\"]\n[Date \"2026.11.20\"]\n[White \"Ana\"]\n[Black \"Zoe\"]\n[Result \"black\"]\n[Termination \"resign\"]\n\n*\n"), 0o644)
	ts.pickPath(file)
	ts.ShowHistory()
	ts.importRecord()
	ts.until(t, func() bool { return strings.Contains(ts.dialogText(), "Who are they?") })
	if got := ts.dialogText(); !strings.Contains(got, "Zoe") || strings.Contains(got, "Ana") {
		t.Errorf("the question: %q", got)
	}
	ts.tapDialog(t, "Import")
	ts.until(t, func() bool { return strings.Contains(ts.dialogText(), "is in the history") })
	games, _ := ts.db.SearchGames(context.Background(), storage.GameFilter{})
	if len(games) != 1 || games[0].Started.Format("2006-01-02") != "2026-11-20" || games[0].Seats[1].ProfileID == 0 {
		t.Fatalf("the history: %+v", games)
	}
	ts.tapDialog(t, "OK")

	// Exported from History and imported again: the same game.
	exported := filepath.Join(dir, "again.xana")
	ts.pickPath(exported)
	ts.exportRecord(games[0])
	ts.until(t, func() bool { return strings.Contains(ts.dialogText(), "The record is in") })
	ts.tapDialog(t, "OK")
	ts.importRecord()
	ts.until(t, func() bool { return strings.Contains(ts.dialogText(), "nothing was added") })
	if all, _ := ts.db.SearchGames(context.Background(), storage.GameFilter{}); len(all) != 1 {
		t.Errorf("%d games after importing one twice", len(all))
	}
}

// TestSettingsBelongToTheClub: the language chosen in one club is not
// another's, and comes back when the club opens again.
func TestSettingsBelongToTheClub(t *testing.T) {
	a := test.NewTempApp(t)
	dir := t.TempDir()
	first := openTestShell(t, filepath.Join(dir, "first.db"), a)
	t.Cleanup(func() { first.langs.Use("en") })
	first.showSettings()
	first.saveSetting("language", "es")
	first.closeAll(t)
	second := openTestShell(t, filepath.Join(dir, "second.db"), a)
	if got := second.setting("language"); got != "" {
		t.Errorf("the second club's language is %q", got)
	}
	second.closeAll(t)
	again := openTestShell(t, filepath.Join(dir, "first.db"), a)
	if got := again.setting("language"); got != "es" {
		t.Errorf("the first club's language is %q after reopening", got)
	}
}

// TestAPlayedGameComesBackOnce: a board game's record as play stores it
// names neither its players nor its day; exported from the history it
// carries both, so importing it back finds the game already there.
func TestAPlayedGameComesBackOnce(t *testing.T) {
	ts := newTestShell(t)
	ana := ts.profile(t, "Ana")
	// The record as play stores it: the game's own writer's.
	played, err := session.ReadRecord("played", strings.NewReader("[Game \"Xana\"]\n[Result \"black\"]\n[Termination \"resign\"]\n\n*\n"))
	if err != nil {
		t.Fatal(err)
	}
	record := played.Text
	id, err := ts.db.RecordGame(context.Background(), storage.FinishedGame{Game: "Xana", Mode: "hotseat", Result: "black",
		Record: record, Duration: time.Minute, Seats: []storage.Seat{
			{ProfileID: ana.ID, Name: "Ana", Outcome: storage.Loss}, {Name: "", Outcome: storage.Win}}}, 0)
	if err != nil {
		t.Fatal(err)
	}
	g, err := ts.db.Game(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "played.xana")
	ts.pickPath(file)
	ts.ShowHistory()
	ts.exportRecord(g)
	ts.until(t, func() bool { return strings.Contains(ts.dialogText(), "The record is in") })
	ts.tapDialog(t, "OK")
	data, err := os.ReadFile(file)
	day := g.Started.Local().Format("2006.01.02")
	if err != nil || !strings.Contains(string(data), "[White \"Ana\"]") || !strings.Contains(string(data), "[Date \""+day+"\"]") {
		t.Fatalf("the exported record:\n%s (%v)", data, err)
	}
	ts.importRecord()
	ts.until(t, func() bool { return strings.Contains(ts.dialogText(), "nothing was added") })
	if all, _ := ts.db.SearchGames(context.Background(), storage.GameFilter{}); len(all) != 1 {
		t.Errorf("%d games after importing a played game's record", len(all))
	}
}
