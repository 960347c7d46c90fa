package render3d

import (
	"image"
	"math"
	"slices"

	"github.com/g3n/engine/core"
	"github.com/g3n/engine/geometry"
	"github.com/g3n/engine/gls"
	"github.com/g3n/engine/graphic"
	"github.com/g3n/engine/light"
	"github.com/g3n/engine/material"
	"github.com/g3n/engine/math32"
	"github.com/g3n/engine/texture"

	"xima/games/xima"
)

// Marks are what the play screen shows on the board besides the blocks.
type Marks struct {
	Selected    xima.Cell // the selected block's column, when HasSelected
	HasSelected bool
	Targets     []xima.Cell // legal destinations of the selection
	StepOnly    []xima.Cell // destinations reachable only over steps, drawn hatched
	// Last is the last action played, framed in orange (as the 2D board
	// does) on its origin's and its destination's tops when HasLast.
	Last    xima.Action
	HasLast bool
	// Earlier are the actions of the same turn before Last (a two-dice
	// turn's first), framed the same.
	Earlier []xima.Action
}

// shadowSize is the width of a contact shadow, in cells.
const shadowSize = 1.2

// The kinds of mark, each its own texture (markImage).
const (
	markSelected = iota
	markTarget
	markStepOnly
	markLast
	markKinds
)

// ViewMatrix sets m to the camera's view matrix (g3n's camera.ICamera).
func (c *Camera) ViewMatrix(m *math32.Matrix4) { toMatrix(m, c.viewMatrix()) }

// ProjMatrix sets m to the camera's projection matrix (g3n's camera.ICamera).
func (c *Camera) ProjMatrix(m *math32.Matrix4) { toMatrix(m, c.projMatrix()) }

func toMatrix(m *math32.Matrix4, a [16]float64) {
	for i, v := range a {
		m[i] = float32(v)
	}
}

// pool reuses meshes of one kind from frame to frame: a frame takes what
// it needs, the rest are hidden.
type pool struct {
	meshes []*graphic.Mesh
	used   int
	parent *core.Node
	make   func() *graphic.Mesh
}

func (p *pool) take() *graphic.Mesh {
	if p.used == len(p.meshes) {
		m := p.make()
		p.parent.Add(m)
		p.meshes = append(p.meshes, m)
	}
	m := p.meshes[p.used]
	p.used++
	m.SetVisible(true)
	return m
}

func (p *pool) finish() {
	for _, m := range p.meshes[p.used:] {
		m.SetVisible(false)
	}
	p.used = 0
}

// scene is the g3n scene of one view. It belongs to the GL context that
// renders it.
type scene struct {
	root   *core.Node
	blocks [xima.MaxPlayers][2]pool // commons and specials by seat
	// ghosts are blocks drawn see-through: those standing in front of a
	// target (frameSpec.seeThrough).
	ghosts [xima.MaxPlayers][2]pool
	marks  [markKinds]pool
	badges [xima.MaxHeight + 1]pool // by column height, made on first use
	shadow pool
	trail  *graphic.Mesh
	trailM *material.Standard
	trailP []Vec3 // the points the trail goes through
}

// placed is a block drawn anywhere: bottom is the centre of its base;
// shadow asks for a shadow on the column under it.
type placed struct {
	block  xima.Block
	bottom Vec3
	scale  float64
	shadow bool
}

// frameSpec is everything one frame shows: a position, with some blocks
// hidden (those an animation draws elsewhere) and extra blocks placed.
type frameSpec struct {
	s           *xima.State
	marks       *Marks
	hideFrom    [xima.Cells]uint8 // levels at or above hideFrom[c] are not drawn
	reserveLess [xima.MaxPlayers][2]int
	extra       []placed
	// seeThrough are the columns whose blocks are drawn see-through.
	seeThrough *[xima.Cells]bool
	// taken are blocks the last action captured, drawn see-through.
	taken []placed
}

func newFrameSpec(s *xima.State, m *Marks) frameSpec {
	f := frameSpec{s: s, marks: m}
	for c := range f.hideFrom {
		f.hideFrom[c] = xima.MaxHeight
	}
	return f
}

func tex(img *image.RGBA) *texture.Texture2D {
	t := texture.NewTexture2DFromRGBA(img)
	t.SetWrapS(gls.CLAMP_TO_EDGE)
	t.SetWrapT(gls.CLAMP_TO_EDGE)
	// One mipmap level per pixel: trilinear filtering costs the software
	// renderer twice the texture reads for no visible gain here.
	t.SetMinFilter(gls.LINEAR_MIPMAP_NEAREST)
	return t
}

func textured(img *image.RGBA) *material.Standard {
	m := material.NewStandard(&math32.Color{R: 1, G: 1, B: 1})
	m.AddTexture(tex(img))
	return m
}

func flat(g *geometry.Geometry, m material.IMaterial, x, y, z float64) *graphic.Mesh {
	mesh := graphic.NewMesh(g, m)
	mesh.SetRotationX(-math.Pi / 2)
	mesh.SetPosition(float32(x), float32(y), float32(z))
	return mesh
}

// newScene builds the pyramid, the table, the lights and the mesh pools.
func newScene() *scene {
	sc := &scene{root: core.NewNode()}
	root := sc.root

	root.Add(light.NewAmbient(&math32.Color{R: 1, G: 1, B: 1}, 0.45))
	key := light.NewDirectional(&math32.Color{R: 1, G: 0.97, B: 0.9}, 0.8)
	key.SetPosition(-4, 10, 6)
	root.Add(key)
	fillLight := light.NewDirectional(&math32.Color{R: 0.85, G: 0.9, B: 1}, 0.25)
	fillLight.SetPosition(5, 4, -6)
	root.Add(fillLight)

	tc := tableColor
	table := material.NewStandard(&math32.Color{R: float32(tc.R) / 255, G: float32(tc.G) / 255, B: float32(tc.B) / 255})
	root.Add(flat(geometry.NewPlane(tableSize, tableSize), table, 0, tableLevel-0.002, 0))
	// The coordinates round the board (the strips' images have north up).
	letters, rows := textured(stripImage(false)), textured(stripImage(true))
	for _, side := range []float64{-1, 1} {
		root.Add(flat(geometry.NewPlane(xima.Size, stripWidth), letters, 0, tableLevel, side*stripOffset))
		root.Add(flat(geometry.NewPlane(stripWidth, xima.Size), rows, side*stripOffset, tableLevel, 0))
	}

	// The terraces: floor 1 a slab under the board, floors 2-4 on top,
	// each with its grid of cells (rules/xima.md, Board).
	for f, n := range [5]int{0, 13, 9, 5, 1} {
		if f == 0 {
			continue
		}
		// Every material of a geometry must read its texture coordinates:
		// g3n binds the attributes for the first program that draws it.
		m := textured(solidImage(floorColor[f]))
		lo, hi := float64(f-2)*Unit, float64(f-1)*Unit
		if f == 1 {
			lo = -baseDepth
		}
		// The box's top face (group 2) carries the grid: no second
		// layer to draw over it.
		box := graphic.NewMesh(geometry.NewBox(float32(n), float32(hi-lo), float32(n)), nil)
		grid := textured(gridImage(f, n))
		for face := range 6 {
			if face == 2 {
				box.AddGroupMaterial(grid, face)
			} else {
				box.AddGroupMaterial(m, face)
			}
		}
		box.SetPosition(0, float32((lo+hi)/2), 0)
		root.Add(box)
	}

	cube := geometry.NewBox(BlockSize, Unit, BlockSize)
	cyl := geometry.NewCylinder(BlockSize/2, Unit, 32, 1, true, true)
	for p := range xima.Player(xima.MaxPlayers) {
		for i, pools := range [2]*[xima.MaxPlayers][2]pool{&sc.blocks, &sc.ghosts} {
			common, side, top := textured(blockImage(p)), textured(specialImage(p)), textured(capImage(p))
			if i == 1 {
				for _, m := range [3]*material.Standard{common, side, top} {
					ghostly(m)
				}
			}
			pools[p][0] = pool{parent: root, make: func() *graphic.Mesh { return graphic.NewMesh(cube, common) }}
			pools[p][1] = pool{parent: root, make: func() *graphic.Mesh {
				m := graphic.NewMesh(cyl, nil)
				m.AddGroupMaterial(side, 0)
				m.AddGroupMaterial(top, 1)
				m.AddGroupMaterial(top, 2)
				return m
			}}
		}
	}
	badge := geometry.NewPlane(0.42, 0.42)
	for n := 2; n <= xima.MaxHeight; n++ {
		var m *material.Standard
		sc.badges[n] = pool{parent: root, make: func() *graphic.Mesh {
			if m == nil {
				m = textured(badgeImage(n))
				m.SetTransparent(true)
				m.SetAmbientColor(&math32.Color{R: 1.4, G: 1.4, B: 1.4})
				m.SetPolygonOffset(-2, -8) // over the marks
			}
			return flat(badge, m, 0, 0, 0)
		}}
	}
	shadowM := textured(shadowImage())
	shadowM.SetTransparent(true)
	shadowM.SetPolygonOffset(-1, -2)
	shadowPlane := geometry.NewPlane(shadowSize, shadowSize)
	sc.shadow = pool{parent: root, make: func() *graphic.Mesh { return flat(shadowPlane, shadowM, 0, 0, 0) }}
	plane := geometry.NewPlane(0.96, 0.96)
	for k := range markKinds {
		m := textured(markImage(k))
		m.SetTransparent(true)
		m.SetAmbientColor(&math32.Color{R: 1.6, G: 1.6, B: 1.6})
		m.SetPolygonOffset(-1, -4)
		sc.marks[k] = pool{parent: root, make: func() *graphic.Mesh { return flat(plane, m, 0, 0, 0) }}
	}
	sc.trailM = material.NewStandard(&math32.Color{R: 1, G: 0.55, B: 0.1})
	sc.trailM.SetEmissiveColor(&math32.Color{R: 0.6, G: 0.3, B: 0})
	sc.trailM.SetOpacity(0.75)
	sc.trailM.SetTransparent(true)
	return sc
}

// ghostOpacity is how much of a see-through block shows: enough to tell
// its colour, little enough that the target behind it reads.
const ghostOpacity = 0.28

// ghostly makes m a see-through block's material: faint, and hiding
// nothing behind it from the depth test.
func ghostly(m *material.Standard) {
	m.SetTransparent(true)
	m.SetOpacity(ghostOpacity)
	m.SetDepthMask(false)
}

// dispose frees the scene's GL objects (buffers, textures) and its nodes.
// It runs with the scene's context current; the scene is not drawn again.
func (sc *scene) dispose() {
	sc.setTrail(nil)
	// Shared geometries and materials are freed by their first mesh and
	// left empty for the others (g3n's Dispose counts references from 1).
	sc.root.DisposeChildren(true)
	*sc = scene{root: sc.root}
}

// setTrail shows the path as a tube just above the moving block's top,
// or none.
func (sc *scene) setTrail(pts []Vec3) {
	if slices.Equal(pts, sc.trailP) {
		return
	}
	sc.trailP = slices.Clone(pts)
	if sc.trail != nil {
		sc.root.Remove(sc.trail)
		sc.trail.GetGeometry().Dispose()
		sc.trail = nil
	}
	if len(pts) < 2 {
		return
	}
	path := make([]math32.Vector3, len(pts))
	for i, p := range pts {
		path[i] = math32.Vector3{X: float32(p.X), Y: float32(p.Y + Unit*1.2), Z: float32(p.Z)}
	}
	sc.trail = graphic.NewMesh(geometry.NewTube(path, 0.07, 8, false), sc.trailM)
	sc.root.Add(sc.trail)
}

// draw places the meshes for one frame.
func (sc *scene) draw(f *frameSpec) {
	s := f.s
	for c := xima.Cell(0); c < xima.Cells; c++ {
		n := min(s.Height(c), int(f.hideFrom[c]))
		if n > 0 {
			sc.shade(CellCentre(c, c.Terrain()), 1)
		}
		pools := &sc.blocks
		if f.seeThrough != nil && f.seeThrough[c] {
			pools = &sc.ghosts
		}
		for i := range n {
			sc.place(pools, placed{s.At(c, i), CellCentre(c, c.Terrain()+i), 1, false})
		}
		if n >= 2 {
			// On the top face's corner nearest row 1 and column A.
			p := CellCentre(c, c.Terrain()+n).Add(Vec3{-0.17, 0.01, 0.17})
			sc.badges[n].take().SetPosition(float32(p.X), float32(p.Y), float32(p.Z))
		}
	}
	for p := range xima.Player(s.Players()) {
		if !s.Alive(p) {
			continue
		}
		hasSpecial := s.SpecialState(p) == xima.SpecialInReserve && f.reserveLess[p][1] == 0
		commons, sp := reserveSlots(p, s.Reserve(p)-f.reserveLess[p][0], hasSpecial)
		for _, q := range commons {
			sc.put(placed{xima.MakeBlock(p, false), q, 1, false})
		}
		if hasSpecial {
			sc.put(placed{xima.MakeBlock(p, true), sp, 1, false})
		}
	}
	for _, e := range f.taken {
		sc.place(&sc.ghosts, e)
	}
	for _, e := range f.extra {
		sc.put(e)
		if e.shadow {
			sc.shadeBelow(f, e)
		}
	}
	if m := f.marks; m != nil {
		if m.HasSelected {
			sc.mark(markSelected, m.Selected, s.Surface(m.Selected))
		}
		for _, c := range m.Targets {
			sc.mark(markTarget, c, s.Surface(c))
		}
		for _, c := range m.StepOnly {
			sc.mark(markStepOnly, c, s.Surface(c))
		}
		if m.HasLast {
			for _, a := range append(slices.Clip(m.Earlier), m.Last) {
				for _, c := range lastCells(a) {
					sc.mark(markLast, c, s.Surface(c))
				}
			}
		}
	}
	for p := range sc.blocks {
		for k := range 2 {
			sc.blocks[p][k].finish()
			sc.ghosts[p][k].finish()
		}
	}
	for k := range sc.marks {
		sc.marks[k].finish()
	}
	for n := range sc.badges {
		sc.badges[n].finish()
	}
	sc.shadow.finish()
}

// takenBlocks returns the blocks a captured when played from before, as
// see-through blocks floating in their order over the destination's new
// top in after, lifted off the column they stood in: where the capture
// happened, and what it took (rules/xima.md, Domination and capture).
func takenBlocks(before, after *xima.State, a xima.Action) []placed {
	captured, _ := settle(*before, a)
	if len(captured) == 0 {
		return nil
	}
	to := a.To()
	out := make([]placed, 0, len(captured))
	for k, level := range captured {
		bottom := CellCentre(to, after.Surface(to))
		bottom.Y += (0.25 + float64(k)) * Unit
		out = append(out, placed{before.At(to, level), bottom, 1, false})
	}
	return out
}

// lastCells are the columns the last action a changed: a move's origin
// and destination (where any capture and fall happened too: rules/xima.md,
// Domination and capture), a drop's destination, a rescue's column.
func lastCells(a xima.Action) []xima.Cell {
	switch a.Kind() {
	case xima.KindMove:
		return []xima.Cell{a.From(), a.To()}
	case xima.KindPass, xima.KindNone:
		return nil
	}
	return []xima.Cell{a.To()}
}

func (sc *scene) put(b placed) { sc.place(&sc.blocks, b) }

// place draws b with a mesh from pools (the solid blocks or the ghosts).
func (sc *scene) place(pools *[xima.MaxPlayers][2]pool, b placed) {
	kind := 0
	if b.block.Special() {
		kind = 1
	}
	m := pools[b.block.Owner()][kind].take()
	k := float32(b.scale)
	m.SetScale(k, k, k)
	m.SetPosition(float32(b.bottom.X), float32(b.bottom.Y+Unit/2*b.scale), float32(b.bottom.Z))
}

// shade puts a contact shadow on the surface point p, scaled by k.
func (sc *scene) shade(p Vec3, k float64) {
	m := sc.shadow.take()
	m.SetScale(float32(k), float32(k), 1)
	m.SetPosition(float32(p.X), float32(p.Y+0.003), float32(p.Z))
}

// shadeBelow shades the column under a block the animation carries, so
// its height over the board reads while it climbs, drops and falls: the
// shadow shrinks as the block rises.
func (sc *scene) shadeBelow(f *frameSpec, e placed) {
	col, row := int(math.Round(e.bottom.X))+6, 6-int(math.Round(e.bottom.Z))
	if col < 0 || col >= xima.Size || row < 0 || row >= xima.Size {
		return
	}
	c := xima.MakeCell(col, row)
	surface := c.Terrain() + min(f.s.Height(c), int(f.hideFrom[c]))
	under := CellCentre(c, surface)
	if e.bottom.Y < under.Y-0.01 {
		return // inside the column it lands in: the block below shades
	}
	under.X, under.Z = e.bottom.X, e.bottom.Z
	sc.shade(under, max(0.6, 1-(e.bottom.Y-under.Y)*0.12))
}

func (sc *scene) mark(kind int, c xima.Cell, surface int) {
	p := CellCentre(c, surface)
	lift := 0.004
	if kind == markLast {
		lift = 0.002 // under a target or selection on the same top
	}
	sc.marks[kind].take().SetPosition(float32(p.X), float32(p.Y+lift), float32(p.Z))
}
