// Package analyser runs game analyses on the engines (ai for Janggi and Xiangqi, ai/twelve for
// Twelve Janggi): `janggi analyse`, and the window's Analyse and evaluation bar through Window, an
// analysis.Engine. What an analysis says (the report, the classes, the annotations) is package
// analysis, which links no engine.
//
// Run analyses Options.Threads positions at once (one per core by default), each on its own
// engine with its own hash table: positions are independent, so this scales with the cores where
// one search's threads (Lazy SMP) would not. It reports every position as it is done and stops
// within milliseconds when its context is cancelled, returning what it finished.
package analyser
