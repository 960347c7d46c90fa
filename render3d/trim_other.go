//go:build !linux

package render3d

// trimHeap does nothing: the C heaps of other systems give freed memory
// back on their own terms.
func trimHeap() {}
