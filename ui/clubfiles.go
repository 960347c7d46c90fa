package ui

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"xima/storage"
	"xima/ui/lang"
	"xima/ui/session"
	"xima/ui/widgets"
)

// inBackground runs work off the UI goroutine (it reads and writes
// files) and shows what it says in a dialog titled title, or its error.
func (s *Shell) inBackground(title string, work func(ctx context.Context) (string, error)) {
	widgets.Background(s, s.ctx, work, func(msg string) { s.tell(title, msg) })
}

// tell shows a message in a dialog, wrapped to the window's width.
func (s *Shell) tell(title, msg string) {
	text := widget.NewLabel(msg)
	text.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustom(title, lang.L("OK"), text, s.win)
	d.Resize(fyne.NewSize(min(640, s.win.Canvas().Size().Width*0.9), 0))
	d.Show()
}

// profilesText and gamesText count in words: "1 profile", "12 profiles".
func profilesText(n int) string {
	if n == 1 {
		return lang.L("1 profile")
	}
	return lang.L("{{.N}} profiles", map[string]any{"N": n})
}

func gamesText(n int) string {
	if n == 1 {
		return lang.L("1 game")
	}
	return lang.L("{{.N}} games", map[string]any{"N": n})
}

// exportClub writes the whole club to a club file the user names.
func (s *Shell) exportClub() {
	name := "club-" + s.opt.Now().Format("20060102") + ".json"
	s.pickFile(clubFiles, true, name, func(path string) {
		s.inBackground(lang.L("Export"), func(ctx context.Context) (string, error) {
			var st storage.ExportStats
			err := writeBeside(path, func(w io.Writer) error {
				var err error
				st, err = s.db.Export(ctx, w)
				return err
			})
			return lang.L("Exported {{.Profiles}} and {{.Games}} to {{.Path}}.", map[string]any{
				"Profiles": profilesText(st.Profiles), "Games": gamesText(st.Games), "Path": path}), err
		})
	})
}

// backupClub writes a copy of the club's database to a file the user
// names.
func (s *Shell) backupClub() {
	name := "club-" + s.opt.Now().Format("20060102-1504") + backupFiles.exts[0]
	s.pickFile(backupFiles, true, name, func(path string) {
		s.inBackground(lang.L("Backup"), func(ctx context.Context) (string, error) {
			c, err := s.db.Backup(ctx, path)
			return lang.L("Backed up {{.Profiles}} and {{.Games}} to {{.Path}}.", map[string]any{
				"Profiles": profilesText(c.Profiles), "Games": gamesText(c.Games), "Path": path}), err
		})
	})
}

// restoreClub makes the club what a backup the user picks holds, once
// they confirm; what the club holds now is kept in a dated copy beside
// its file.
func (s *Shell) restoreClub() {
	s.pickFile(backupFiles, false, "", func(from string) {
		msg := lang.L("The club will hold what {{.File}} holds: its profiles, games and settings. What the club holds now is kept in a dated copy beside its file.",
			map[string]any{"File": filepath.Base(from)})
		dialog.ShowConfirm(lang.L("Restore the club?"), msg, func(ok bool) {
			if !ok {
				return
			}
			sessions := s.sessions
			s.inBackground(lang.L("Restore"), func(ctx context.Context) (string, error) {
				for _, sess := range sessions {
					sess.Flush() // a game's last save lands before the club changes
				}
				s.settingsOut.flush()
				keep := storage.DatedPathBeside(s.db.Path(), "before-restore", s.opt.Now())
				c, err := s.db.Restore(ctx, from, keep)
				if err != nil {
					return "", err
				}
				s.Post(func() {
					s.useSettings()
					s.ShowHome()
				})
				return lang.L("Restored {{.Profiles}} and {{.Games}} from {{.From}}. The club as it was is kept in {{.Kept}}.", map[string]any{
					"Profiles": profilesText(c.Profiles), "Games": gamesText(c.Games), "From": from, "Kept": keep}), nil
			})
		}, s.win)
	})
}

// importClub adds a club file's profiles and games to the club: the
// players it cannot link by name are asked about first.
func (s *Shell) importClub() {
	s.pickFile(clubFiles, false, "", func(path string) {
		widgets.Background(s, s.screen, func(ctx context.Context) (clubPlan, error) {
			return s.planClubImport(ctx, path)
		}, func(r clubPlan) {
			plan, profiles := r.plan, r.profiles
			var asked []storage.NameMatch
			var keys []string
			for _, p := range plan.Players {
				if p.Ask() {
					asked, keys = append(asked, p.NameMatch), append(keys, p.Key)
				}
			}
			s.askLinks(asked, profiles, func(links []storage.Link) {
				opt := storage.ImportOptions{CheckGame: session.CheckFinished, Rate: session.RateRecord,
					Links: make(map[string]storage.Link)}
				for i, l := range links {
					opt.Links[keys[i]] = l
				}
				s.inBackground(lang.L("Import"), func(ctx context.Context) (string, error) {
					st, err := s.db.ApplyImport(ctx, plan, opt)
					return importReport(path, st), err
				})
			})
		})
	})
}

// clubPlan is a club file's import planned, with the club's profiles to
// link its players to.
type clubPlan struct {
	plan     *storage.ImportPlan
	profiles []storage.Profile
}

// planClubImport reads a club file and the club's profiles to link its
// players to.
func (s *Shell) planClubImport(ctx context.Context, path string) (clubPlan, error) {
	f, err := os.Open(path)
	if err != nil {
		return clubPlan{}, err
	}
	defer f.Close()
	plan, err := s.db.PlanImport(ctx, f)
	if err != nil {
		return clubPlan{}, fmt.Errorf("%s: %w", filepath.Base(path), err)
	}
	profiles, err := s.db.Profiles(ctx, true)
	return clubPlan{plan, profiles}, err
}

// importReport says what an import of a club file did.
func importReport(path string, st storage.ImportStats) string {
	lines := []string{
		lang.L("Imported {{.Path}}.", map[string]any{"Path": path}),
		lang.L("{{.New}} new, {{.Present}} already here.", map[string]any{"New": gamesText(st.GamesAdded), "Present": gamesText(st.GamesPresent)}),
		lang.L("New profiles: {{.New}}; players linked to profiles here: {{.Linked}}; kept as guests: {{.Guests}}.",
			map[string]any{"New": st.ProfilesAdded, "Linked": st.Linked, "Guests": st.Guests}),
	}
	if st.Unrated > 0 {
		lines = append(lines, lang.L("Rated games made casual, a player being a guest: {{.N}}.", map[string]any{"N": st.Unrated}))
	}
	if st.Rerated > 0 {
		lines = append(lines, lang.L("Rated games whose ratings were worked out again in date order: {{.N}}.", map[string]any{"N": st.Rerated}))
	}
	for _, r := range st.Renamed {
		lines = append(lines, lang.L("“{{.From}}” is “{{.To}}” here: another profile has that name.", map[string]any{"From": r.From, "To": r.To}))
	}
	return strings.Join(lines, "\n")
}

// linkQuestions is the dialog that asks, for each player of an import
// whose name is new here or matches only ignoring case or an archived
// profile, what they are: a profile here, a new profile, or a guest.
type linkQuestions struct {
	choices [][]storage.Link // per player, what each option of its select means
	selects []*widget.Select
}

// askLinks asks about the players and hands done the links chosen, in
// their order; with nobody to ask it hands none at once. Cancelling
// imports nothing.
func (s *Shell) askLinks(asked []storage.NameMatch, profiles []storage.Profile, done func([]storage.Link)) {
	if len(asked) == 0 {
		done(nil)
		return
	}
	q := newLinkQuestions(asked, profiles)
	rows := container.NewVBox()
	for i, m := range asked {
		name := widget.NewLabel(m.Name)
		name.TextStyle.Bold = true
		rows.Add(container.NewGridWithColumns(2, name, q.selects[i]))
	}
	intro := widget.NewLabel(lang.L("These players' names are new here, or match a profile only ignoring case or an archived one. Who are they?"))
	intro.Wrapping = fyne.TextWrapWord
	body := container.NewBorder(intro, nil, nil, nil, container.NewVScroll(rows))
	d := dialog.NewCustomConfirm(lang.L("Players to link"), lang.L("Import"), lang.L("Cancel"), body, func(ok bool) {
		if ok {
			done(q.links())
		}
	}, s.win)
	size := s.win.Canvas().Size()
	d.Resize(fyne.NewSize(min(720, size.Width*0.9), min(120+60*float32(len(asked)), size.Height*0.9)))
	d.Show()
}

func newLinkQuestions(asked []storage.NameMatch, profiles []storage.Profile) *linkQuestions {
	q := &linkQuestions{}
	for _, m := range asked {
		var labels []string
		var links []storage.Link
		add := func(label string, l storage.Link) {
			labels, links = append(labels, label), append(links, l)
		}
		if m.Profile != nil {
			add(linkLabel(*m.Profile), storage.Link{Kind: storage.LinkTo, Profile: m.Profile.ID})
		}
		add(lang.L("Create a profile"), storage.Link{Kind: storage.LinkNew})
		add(lang.L("Keep as guest"), storage.Link{Kind: storage.LinkGuest})
		for _, p := range profiles {
			if m.Profile == nil || p.ID != m.Profile.ID {
				add(linkLabel(p), storage.Link{Kind: storage.LinkTo, Profile: p.ID})
			}
		}
		sel := widget.NewSelect(labels, nil)
		sel.SetSelectedIndex(0) // the profile of the name, or a new one
		q.selects = append(q.selects, sel)
		q.choices = append(q.choices, links)
	}
	return q
}

// linkLabel is the option that links a player to profile p.
func linkLabel(p storage.Profile) string {
	if p.Archived {
		return lang.L("Link to {{.Name}} (archived)", map[string]any{"Name": p.Name})
	}
	return lang.L("Link to {{.Name}}", map[string]any{"Name": p.Name})
}

// links returns what the selects say.
func (q *linkQuestions) links() []storage.Link {
	out := make([]storage.Link, len(q.selects))
	for i, sel := range q.selects {
		if k := sel.SelectedIndex(); k >= 0 {
			out[i] = q.choices[i][k]
		}
	}
	return out
}
