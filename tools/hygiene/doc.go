// Package hygiene holds a test that keeps what must not be committed out of the repository:
// programs (a test binary or a tool built at the top of the tree is easily added with git add
// -A), files too large for a source repository, and stray files at the root. It has no code of
// its own.
package hygiene
