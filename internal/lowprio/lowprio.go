// Package lowprio runs background work (the computer's search, game analysis) below the
// window's priority, so that on a busy machine the window's thread, and the X server that shows
// its frames, get a core first: the background work only loses the time the window needed.
package lowprio

// Nice is how much lower than the rest of the program the lowered threads run (a nice value).
const Nice = 10
