/** Labels each compiled line in the engine's words ("deal 3 to the chosen unit"): transcripts name the instruction without quoting the card. */
import type { Effect, Line } from "../../language.js";
import type { SourceKind } from "../scope.js";
import { lineWords } from "./effect.js";
import { instructionWords } from "./instructions.js";

const plain = (s: string) => s.replace(/\{might\}/g, "Might");

function withDescription(line: Line, effect: Effect): Line {
  const ins = line.instruction;
  if (ins.op !== "delayedAtEndOfTurn" || !ins.effect[0]) return line;
  const inner = ins.effect.map((e) => plain(instructionWords({ label: "", instruction: e }, { targets: effect.targets, voice: "engine" }))).join(" and ");
  return { ...line, instruction: { ...ins, describe: inner } };
}

export function labelLines(effect: Effect, _source: SourceKind): Effect {
  if (effect.modes) return { ...effect, modes: effect.modes.map((m) => labelLines(m, _source)) };
  return { ...effect, lines: effect.lines.map((l, k) => withDescription({ ...l, label: plain(lineWords(l, k, effect, "engine")) }, effect)) };
}
