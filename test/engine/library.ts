/**
 * The real card library as an engine catalog: each card's text in force on a date, read from the data
 * folder at test time (tests never carry card text). Cards are looked up by name or code.
 */
import { resolveChain, type BoardInput, type RulesProfile, type CardCatalog, type CardInfo, type ChainItemInput, type ChoiceInput, type EngineResult, type GameObjectInput } from "../../src/engine/index.js";
import { loadCardLibrary, normalizeName, textAsOf, textsOf, type CardLibrary } from "../../src/importers/cards/index.js";
import { DATA_DIR } from "../helpers/paths.js";

let library: CardLibrary | undefined;
export function cardLibrary(): CardLibrary {
  library ??= loadCardLibrary(DATA_DIR);
  return library;
}

export const AS_OF = "2026-08-01";

export function cardInfo(nameOrCode: string, asOf = AS_OF): CardInfo | undefined {
  const lib = cardLibrary();
  const key = normalizeName(nameOrCode);
  const c = lib.cards.find((x) => x.normalizedName === key || x.code.toLowerCase() === nameOrCode.toLowerCase());
  if (!c) return undefined;
  const texts = textsOf(lib, c.code);
  const text = (textAsOf(texts, asOf) ?? texts[0])?.text ?? c.text;
  return { code: c.code, name: c.name, type: c.types[0] ?? "", might: c.might, energy: c.energy, power: c.power, text, mightBonus: c.mightBonus ?? null, tags: c.tags, domains: c.domains };
}

export function libraryCatalog(asOf = AS_OF): CardCatalog {
  return { lookup: (q) => cardInfo(q, asOf) };
}

/** A card's text in force (for tests that hand it to a text-described object). */
export function textOf(name: string, asOf = AS_OF): string {
  const info = cardInfo(name, asOf);
  if (!info) throw new Error(`no card named ${name} in the library`);
  return info.text;
}

export interface LibraryScenario {
  objects?: GameObjectInput[];
  board?: Partial<BoardInput>;
  chain: ChainItemInput[];
  choices?: ChoiceInput[];
  asOf?: string;
  /** the rules profile of a pinned release (RUP4's when absent) */
  profile?: RulesProfile;
}

export type Done = Extract<EngineResult, { ok: true }>;

/** Resolves against the library; fails loudly if the request is rejected. */
export function resolveWithLibrary(s: LibraryScenario): Done {
  const board: BoardInput = {
    turnPlayer: "p1",
    players: [{ id: "p1", hand: [], deckSize: 20 }, { id: "p2", hand: [], deckSize: 20 }],
    battlefields: [{ id: "bf1" }, { id: "bf2" }],
    objects: s.objects ?? [],
    ...s.board,
  };
  const r = resolveChain({ board, chain: s.chain, ...(s.choices ? { choices: s.choices } : {}) }, libraryCatalog(s.asOf), s.profile ? { profile: s.profile } : {});
  if (!r.ok) throw new Error(`request rejected: ${JSON.stringify(r.errors)}`);
  return r;
}

export const at = (id: string, card: string, owner: string, where: string, extra: Partial<GameObjectInput> = {}): GameObjectInput => ({
  id, card, owner, ...(where === "base" ? { location: "BASE" as const } : { location: "BATTLEFIELD" as const, battlefield: where }), ...extra,
});

export function obj(r: Done, id: string) {
  const o = r.finalBoard.objects.find((x) => x.id === id);
  if (!o) throw new Error(`no object ${id} in the final board`);
  return o;
}

export function outcomes(r: Done, item: string): (string | undefined)[] {
  return r.steps.filter((s) => s.kind === "INSTRUCTION" && s.chainItem === item).map((s) => s.outcome);
}
