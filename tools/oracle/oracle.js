#!/usr/bin/env node
// Rules oracle for the differential tests: replays whole games on Fairy-Stockfish's
// rules library (npm ffish) and reports what it says at every ply.
//
// stdin: one JSON object per line:
//   {"variant": "janggi", "fen": "" | "<FEN>", "moves": ["b1c3", ...], "look": [[ply, "move", ...], ...]}
//   "look" (optional) asks, for the position before moves[ply], what result(true) would
//   be after each listed move (used to check rules that only show one ply later).
// stdout: one JSON object per line, in the same order:
//   {"plies": [P0, P1, ...], "error": "..."}   P_i describes the position before moves[i]
//   (the last one the position after all moves):
//   {"moves": [sorted legal moves], "check": bool, "bikjang": bool,
//    "result": "*"|"1-0"|"0-1"|"1/2-1/2", "claim": result(true), "fen": "...",
//    "look": {"move": result(true) after it, ...}}
//   "error" is set when a move was refused; plies then stop at that position.
"use strict";
const path = require("path");
const readline = require("readline");

// ffish's Emscripten glue tries fetch() on a file path under Node 20: hide fetch while loading.
const savedFetch = globalThis.fetch;
delete globalThis.fetch;
const ffish = require(path.join(__dirname, "node_modules", "ffish"));
globalThis.fetch = savedFetch;

function describe(b, look) {
  const moves = b.legalMoves().split(" ").filter(Boolean).sort();
  const p = {
    moves,
    check: b.isCheck(),
    bikjang: typeof b.isBikjang === "function" ? b.isBikjang() : false,
    result: b.result(false),
    claim: b.result(true),
    fen: b.fen(),
  };
  if (look && look.length) {
    p.look = {};
    for (const m of look) {
      if (!moves.includes(m) || !b.push(m)) { p.look[m] = "illegal"; continue; }
      p.look[m] = b.result(true);
      b.pop();
    }
  }
  return p;
}

function replay(req) {
  const variant = String(req.variant || "").toLowerCase();
  if (!ffish.variants().split(" ").includes(variant)) return { plies: [], error: `unknown variant ${variant}` };
  const fen = req.fen && req.fen !== "startpos" ? req.fen : "";
  if (fen && ffish.validateFen(fen, variant) !== 1) return { plies: [], error: `invalid FEN ${fen}` };
  const looks = new Map();
  for (const l of req.look || []) looks.set(l[0], l.slice(1));
  const b = fen ? new ffish.Board(variant, fen) : new ffish.Board(variant);
  const out = { plies: [] };
  try {
    const moves = req.moves || [];
    for (let i = 0; i < moves.length; i++) {
      const p = describe(b, looks.get(i));
      out.plies.push(p);
      if (!p.moves.includes(moves[i]) || !b.push(moves[i])) {
        out.error = `illegal move ${moves[i]} at ply ${i}`;
        return out;
      }
    }
    out.plies.push(describe(b, looks.get(moves.length)));
  } finally {
    b.delete();
  }
  return out;
}

ffish["onRuntimeInitialized"] = () => {
  new ffish.Board("chess").delete(); // the variant table fills on the first Board
  const rl = readline.createInterface({ input: process.stdin, terminal: false });
  rl.on("line", (line) => {
    if (!line.trim()) return;
    let res;
    try { res = replay(JSON.parse(line)); } catch (e) { res = { plies: [], error: String(e) }; }
    process.stdout.write(JSON.stringify(res) + "\n");
  });
};
