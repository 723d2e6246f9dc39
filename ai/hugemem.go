package ai

// hugePage is the size of a transparent huge page on Linux (amd64 and arm64): hugeSlice puts tables
// of this size or more in huge pages there.
const hugePage = 2 << 20
