// Package render3d draws Xima's stepped pyramid in 3D with the g3n engine:
// the four floors as terraces, the blocks as cubes (the special as a
// cylinder), the legal destinations of a selection, move paths and gravity.
//
// A Renderer owns one hidden OpenGL 3.3 core context; each View renders its
// scene off-screen into a framebuffer object, reads the frame back and shows
// it in a Fyne canvas.Raster, so the 3D view sits inside the play screen's
// window. RenderPNG does the same without Fyne, for "xima render" and tests.
//
// The package only reads positions: it draws from State copies and asks the
// engine (games/xima) for heights, never changes a game.
//
// Coordinates: x grows from column A to M, y is up, z grows toward row 1,
// so the top view shows row 13 at the top as the 2D diagrams do. A cell is
// one unit wide; a block, and each step of the pyramid, is Unit high.
package render3d
