#!/usr/bin/env node
// Writes moves in Fairy-Stockfish's notations, for the record package's tests: its algebraic
// notation ("SAN", which pychess puts in PGN files) and its Janggi notation (.gib-style points).
// Uses the rules library of tools/oracle (npm ffish; set up with: cd tools/oracle && npm ci).
// stdin: one JSON object per line: {"variant": "janggi", "fen": "<FEN>", "moves": ["b1c3", ...]}
// stdout: one JSON object per line: {"san": [...], "janggi": [...], "error": "..."}
// A request {"pgn": "<PGN text>"} is read by Fairy-Stockfish's PGN reader instead, and answered
// {"moves": [UCI moves of the main line], "variant": "<Variant tag>"}.
"use strict";
const path = require("path");
const readline = require("readline");

// ffish's Emscripten glue tries fetch() on a file path under Node 20: hide fetch while loading.
const savedFetch = globalThis.fetch;
delete globalThis.fetch;
const ffish = require(path.join(__dirname, "..", "..", "tools", "oracle", "node_modules", "ffish"));
globalThis.fetch = savedFetch;

function notate(req) {
  if (req.pgn) {
    const g = ffish.readGamePGN(req.pgn);
    try {
      return { moves: g.mainlineMoves().split(" ").filter(Boolean), variant: g.headers("Variant") };
    } finally {
      g.delete();
    }
  }
  const b = new ffish.Board(req.variant, req.fen);
  const out = { san: [], janggi: [] };
  try {
    for (const m of req.moves) {
      if (!b.legalMoves().split(" ").includes(m)) { out.error = `illegal move ${m} in ${b.fen()}`; break; }
      out.san.push(b.sanMove(m, ffish.Notation.SAN));
      out.janggi.push(b.sanMove(m, ffish.Notation.JANGGI));
      b.push(m);
    }
  } finally {
    b.delete();
  }
  return out;
}

ffish["onRuntimeInitialized"] = () => {
  new ffish.Board("chess").delete(); // the variant table fills on the first Board
  const rl = readline.createInterface({ input: process.stdin });
  rl.on("line", (line) => {
    if (line.trim() !== "") process.stdout.write(JSON.stringify(notate(JSON.parse(line))) + "\n");
  });
};
