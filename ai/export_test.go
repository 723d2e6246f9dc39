package ai

// ParseTestFEN is position, for the tests of package ai_test.
var ParseTestFEN = position

// ParseMates is parseMates, for the tests of package ai_test.
var ParseMates = parseMates
