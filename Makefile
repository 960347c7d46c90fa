# Debian packages the cgo build (Fyne, g3n, SQLite) and the GUI tests need.
DEB_PACKAGES := gcc pkg-config libgl1-mesa-dev xorg-dev libxxf86vm-dev xvfb xauth imagemagick
DB ?=

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

# test runs vet and every test; GUI and GL tests need the virtual X server.
test: deps
	go vet ./...
	xvfb-run -a -s "-screen 0 1600x1000x24" go test ./...

bench:
	go test -run '^$$' -bench . -benchmem ./...
