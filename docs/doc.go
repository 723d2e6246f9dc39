// Package docs holds the project's documentation (Markdown, the screenshots and the measurement
// history in results.tsv). It has no code: its tests check the documents against the repository,
// so that a figure with impossible arithmetic or a path to another machine fails the build.
package docs
