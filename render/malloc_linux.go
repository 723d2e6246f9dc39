//go:build linux && cgo

package render

/*
#include <malloc.h>

static void fixMmapThreshold(void) {
#ifdef M_MMAP_THRESHOLD
	mallopt(M_MMAP_THRESHOLD, 128 * 1024);
#endif
}
*/
import "C"

// fixMmapThreshold keeps the C allocator from holding on to the memory of freed textures. Mesa's
// software OpenGL allocates every texture with malloc; glibc serves large blocks from mmap and
// gives them back when they are freed, but after each such free it raises its threshold to the
// block's size, so that the next blocks of that size come from its heap, which it seldom gives
// back. Painting the board in bands (ui.NewPaintedBands) makes a few dozen short-lived textures of
// 2 and 4 MB, and with the threshold left to move they raise the window's peak by several MB
// (docs/window.md#memory). Fixing it at glibc's default, 128 KB, turns the adjustment off.
func fixMmapThreshold() { C.fixMmapThreshold() }
