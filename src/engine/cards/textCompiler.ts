/**
 * Compiles ability text supplied by a caller (an object described by its text alone). This is now the
 * full card-text compiler (compiler/): the same grammar, renderer and verifier as for catalog cards.
 * Every unit of text it cannot read is reported, so the engine never guesses behaviour.
 */
import type { Ability, Keyword } from "./language.js";
import { textBehaviour } from "./behaviour.js";

export interface CompiledText {
  abilities: Ability[];
  keywords: Keyword[];
  unsupported: string[];
  /** the whole text compiled, said itself back, and runs in the engine */
  executable: boolean;
}

/** Compiles the text of a permanent (a unit by default) or a spell. */
export function compileText(text: string, type = "unit", name = "(described object)"): CompiledText {
  const b = textBehaviour(text, name, type);
  return { abilities: b.def?.abilities ?? [], keywords: b.def?.keywords ?? [], unsupported: b.unsupported, executable: b.executable };
}
