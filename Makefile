# Debian packages the cgo build (Fyne, g3n, SQLite, oto's ALSA sound:
# libasound2-dev) and the GUI tests need.
DEB_PACKAGES := gcc pkg-config libgl1-mesa-dev xorg-dev libxxf86vm-dev libasound2-dev xvfb xauth imagemagick xz-utils appstream
DB ?=
# Pinned linters and tools, fetched through the Go module proxy.
STATICCHECK := honnef.co/go/tools/cmd/staticcheck@v0.8.2
# Fyne's own packaging tool; Fyne v2.7's lives in fyne.io/tools.
FYNE := fyne.io/tools/cmd/fyne@v1.7.4
XVFB := xvfb-run -a -s "-screen 0 1600x1000x24"
# The race detector turns on checkptr, which g3n v0.2.0 trips in
# math32.ArrayF32.ToFloat32 (a slice header built from a pointer): it is
# turned off for g3n's packages only.
RACE := -race -gcflags=github.com/g3n/engine/...=-d=checkptr=0

.PHONY: run test deps build bench fuzz package package-check \
	windows-deps build-windows test-windows package-windows package-windows-check vet-darwin

# deps installs the Debian packages that are missing (needs root, as on CI).
deps:
	@missing=""; for p in $(DEB_PACKAGES); do \
		dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "installing:$$missing"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	fi

# The app is built with Fyne's no_animations tag: a focused move box's
# blinking cursor (and a button's ripple) repaints the whole window 16 times
# a second, 5-7% of a core at idle under a software GL (docs/idle-cpu.md);
# with the tag the cursor is steady and an idle game costs under 2%.
BUILD_TAGS := no_animations

build: deps
	go build -tags $(BUILD_TAGS) -o bin/xima .

# run starts the app; DB=path picks the database (default: a fresh file in the user's data directory).
run: build
	./bin/xima $(if $(DB),--db $(DB))

# test checks formatting, vet and staticcheck, then runs every test, and
# every test in short mode under the race detector; GUI and GL tests need
# the virtual X server. A package may take more than go test's default ten
# minutes under the race detector on a busy 2-core machine (the engines'
# perft and search tests).
test: deps
	@unformatted="$$(gofmt -l .)"; if [ -n "$$unformatted" ]; then echo "gofmt needed:"; echo "$$unformatted"; exit 1; fi
	go vet ./...
	go run $(STATICCHECK) ./...
	$(XVFB) go test -timeout 30m ./...
	$(XVFB) go test -timeout 30m -short $(RACE) ./...

bench:
	go test -run '^$$' -bench . -benchmem ./...

# package builds dist/Xima.tar.xz with Fyne's tool (`fyne package -os
# linux`: xima/usr/local/bin/xima, the desktop entry and the icon under
# xima/usr/local/share, and a Makefile that installs them), then adds the
# AppStream metadata beside them (share/metainfo) and to that Makefile.
package: build
	rm -rf dist && mkdir -p dist/stage
	go run $(FYNE) package -os linux --executable bin/xima
	tar -xJf Xima.tar.xz -C dist/stage && rm Xima.tar.xz
	set -e; cd dist/stage/xima; share=$$(dirname $$(find usr -type d -name applications)); \
	install -Dm644 ../../../assets/org.xima.app.metainfo.xml $$share/metainfo/org.xima.app.metainfo.xml; \
	sed -i -e "/^install:/a\\\tinstall -Dm00644 $$share/metainfo/org.xima.app.metainfo.xml \$$(DESTDIR)\$$(PREFIX)/share/metainfo/org.xima.app.metainfo.xml" \
		-e "/^uninstall:/a\\\t-rm \$$(DESTDIR)\$$(PREFIX)/share/metainfo/org.xima.app.metainfo.xml" Makefile
	tar -cJf dist/Xima.tar.xz -C dist/stage xima && rm -rf dist/stage
	@$(MAKE) --no-print-directory package-check

# package-check lists the archive and fails when the binary, the desktop
# entry, the icon or the AppStream metadata is missing, or the metadata is
# not valid.
package-check:
	@ls -l dist/Xima.tar.xz
	@tar -tvJf dist/Xima.tar.xz
	@set -e; list=$$(tar -tJf dist/Xima.tar.xz); for f in bin/xima share/applications/org.xima.app.desktop \
		share/pixmaps/org.xima.app.png share/metainfo/org.xima.app.metainfo.xml; do \
		echo "$$list" | grep -q "/$$f$$" || { echo "package: $$f missing"; exit 1; }; done
	@rm -rf dist/check && mkdir -p dist/check && tar -xJf dist/Xima.tar.xz -C dist/check
	appstreamcli validate --no-net $$(find dist/check -name org.xima.app.metainfo.xml)
	@cat $$(find dist/check -name org.xima.app.desktop)
	@rm -rf dist/check

# Windows (docs/windows.md): cross-built here with Debian's mingw-w64 and
# checked under wine64 + Xvfb; the outputs stay in build/windows and the
# wine prefix in build/wine, so a second run is incremental.
WIN_DEB_PACKAGES := gcc-mingw-w64-x86-64 wine64 wixl msitools zip unzip xvfb xauth imagemagick x11-utils xdotool
WIN := build/windows
WINE_ENV := WINEPREFIX=$(CURDIR)/build/wine WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
WIN_VERSION = $(shell sed -n 's/^Version *= *"\(.*\)"/\1/p' FyneApp.toml)

windows-deps:
	@$(MAKE) --no-print-directory deps DEB_PACKAGES="$(WIN_DEB_PACKAGES)"

# build-windows builds build/windows/Xima.exe with Fyne's tool (built for
# this machine, run with the cross compiler in CC) and xima-cli.exe, the
# same program for the console (packaging/windows/build.sh).
build-windows: windows-deps
	GOBIN=$(CURDIR)/build/tools go install $(FYNE)
	packaging/windows/build.sh build/tools/fyne $(BUILD_TAGS)

# test-windows runs under wine: the Go tests of games/..., storage,
# internal/atomicfile, the play session and the sounds (oto on Windows),
# cross-compiled; the headless commands against the Linux build's answers;
# the window (Home, a 3D Xima game, the lock refusing a second copy) and
# its file dialogs (a record and a club file opened, a record saved, on
# D:\ paths with spaces), screenshots in build/windows/shots. Then
# vet-darwin.
test-windows: build build-windows
	$(WINE_ENV) .ci/windows/prefix.sh
	$(WINE_ENV) .ci/windows/gotests.sh $(WIN)/tests ./storage ./internal/atomicfile ./ui/session ./ui/sound $$(go list ./games/...)
	$(WINE_ENV) .ci/windows/cli-checks.sh $(WIN)/xima-cli.exe bin/xima
	$(WINE_ENV) $(XVFB) .ci/windows/window-check.sh $(WIN)/Xima.exe $(WIN)/shots
	$(WINE_ENV) $(XVFB) .ci/windows/dialog-check.sh $(WIN)/Xima.exe $(WIN)/shots/dialogs
	@$(MAKE) --no-print-directory vet-darwin

# package-windows builds dist/Xima-VERSION-windows-amd64.zip and .msi
# (packaging/windows/package.sh, wixl), then checks them.
package-windows: build-windows
	packaging/windows/package.sh $(BUILD_TAGS)
	@$(MAKE) --no-print-directory package-windows-check

# package-windows-check fails when the zip or the MSI lacks a file, or the
# MSI its Start-menu shortcut or upgrade entry; then it installs, upgrades
# and uninstalls the MSI under wine and checks each step.
package-windows-check:
	$(WINE_ENV) .ci/windows/msi-check.sh dist/Xima-$(WIN_VERSION)-windows-amd64

# vet-darwin vets for macOS what builds there without cgo (docs/windows.md,
# macOS): the code keeps Linux-only calls in build-tagged files.
vet-darwin:
	GOOS=darwin GOARCH=arm64 CGO_ENABLED=0 go vet ./games/... ./assets/...
