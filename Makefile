# Debian packages the cgo build (Fyne, g3n, SQLite) and the GUI tests need.
DEB_PACKAGES := gcc pkg-config libgl1-mesa-dev xorg-dev libxxf86vm-dev xvfb xauth imagemagick
DB ?=
# Pinned linters and tools, fetched through the Go module proxy.
STATICCHECK := honnef.co/go/tools/cmd/staticcheck@v0.8.2
XVFB := xvfb-run -a -s "-screen 0 1600x1000x24"
# The race detector turns on checkptr, which g3n v0.2.0 trips in
# math32.ArrayF32.ToFloat32 (a slice header built from a pointer): it is
# turned off for g3n's packages only.
RACE := -race -gcflags=github.com/g3n/engine/...=-d=checkptr=0

.PHONY: run test deps build bench fuzz

# deps installs the Debian packages that are missing (needs root, as on CI).
deps:
	@missing=""; for p in $(DEB_PACKAGES); do \
		dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "installing:$$missing"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	fi

build: deps
	go build -o bin/xima .

# run starts the app; DB=path picks the database (default: a fresh file in the user's data directory).
run: build
	./bin/xima $(if $(DB),--db $(DB))

# test checks formatting, vet and staticcheck, then runs every test, and
# every test in short mode under the race detector; GUI and GL tests need
# the virtual X server.
test: deps
	@unformatted="$$(gofmt -l .)"; if [ -n "$$unformatted" ]; then echo "gofmt needed:"; echo "$$unformatted"; exit 1; fi
	go vet ./...
	go run $(STATICCHECK) ./...
	$(XVFB) go test ./...
	$(XVFB) go test -short $(RACE) ./...

bench:
	go test -run '^$$' -bench . -benchmem ./...
