// Package assets holds the files the application ships inside its binary:
// the icon that FyneApp.toml names, as a PNG and its SVG source.
package assets

import _ "embed"

// IconPNG is the application's icon, 512x512 (assets/icon.png).
//
//go:embed icon.png
var IconPNG []byte
