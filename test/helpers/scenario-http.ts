/**
 * Scenario harness for `resolveChain` over HTTP: a board and a chain (and choices, and a pin to a
 * release) go in; the answer is checked strictly against a table of expectations. A resolution that
 * stops for a choice the scenario did not give fails the test, unless the scenario expects it.
 *
 *   await check({ name, objects: [unit("u", "p2", "bf1")], chain: [...], expect: {
 *     targets: { vs: { u: "must be at a battlefield" } }, instructions: { vs: ["IGNORED", "EXECUTED"] },
 *     objects: { u: { zone: "BASE", damage: 0 } }, players: { p1: { handSize: 1 } }, cites: { vs: ["359.3.e.5"] },
 *     golden: "void-seeker-moved-to-base" } });
 *
 * Transcripts (for golden files) carry rule numbers, never rule or card text; `check` proves that.
 */
import { expect } from "vitest";
import { data, gql } from "./api.js";

const CITATION = "rule text release ruleId rup4 found note";
export const RESOLUTION_FIELDS = `id status asOf createdAt summary unsupported release { version }
  pendingChoice { item index player prompt options }
  steps { index kind chainItem instruction outcome explanation
    targets { object legal reason citations { ${CITATION} } } citations { ${CITATION} } }
  finalBoard { players { id handSize hand trash xp } objects { id zone battlefield damage might exhausted controller newObject attachedTo baseOwner empowered } }`;
export const RESOLVE = `mutation($input: ResolveChainInput!) { resolveChain(input: $input) { ${RESOLUTION_FIELDS} } }`;
export const RESOLUTION = `query($id: ID!) { resolution(id: $id) { ${RESOLUTION_FIELDS} } }`;

export interface Citation { rule: string; text: string | null; release: string; ruleId: string; rup4: string; found: boolean; note: string | null }
export interface TargetCheck { object: string; legal: boolean; reason: string | null; citations: Citation[] }
export interface Step { index: number; kind: string; chainItem: string | null; instruction: string | null; outcome: string | null; explanation: string; targets: TargetCheck[]; citations: Citation[] }
export interface ObjectState { id: string; zone: string; battlefield: string | null; damage: number; might: number | null; exhausted: boolean; controller: string; newObject: boolean; attachedTo: string | null; baseOwner: string | null; empowered: boolean | null }
export interface PlayerState { id: string; handSize: number; hand: string[] | null; trash: string[] | null; xp: number | null }
export interface PendingChoice { item: string; index: number; player: string; prompt: string; options: string[] }
export interface Resolution {
  id: string; status: string; asOf: string; createdAt: string; summary: string; unsupported: string[]; release: { version: string };
  pendingChoice: PendingChoice | null; steps: Step[]; finalBoard: { players: PlayerState[]; objects: ObjectState[] };
}

type Json = Record<string, unknown>;
export interface GameObject extends Json { id: string; owner: string; location: "BASE" | "BATTLEFIELD" | "FACEDOWN" }
export interface ChainItem extends Json { id: string; controller: string }
export interface Choice extends Json { item: string }

/** The default pin: a date in force of RUP4, so answers don't move when a new release is imported. */
export const RUP4_DATE = "2026-08-01";

export interface Request {
  asOf?: string;
  rulesVersion?: string;
  /** Overrides of the default board: p1 (turn player) and p2 with 20 unknown cards each, battlefields bf1 and bf2. */
  board?: Json;
  objects?: GameObject[];
  chain: ChainItem[];
  choices?: Choice[];
}

/** A unit described by its stats alone (3 Might unless given), at "base" or a battlefield id. */
export const unit = (id: string, owner: string, at: string, extra: Json = {}): GameObject => ({
  id, owner, type: "unit", might: 3, ...place(at), ...extra,
});
/** A board object that is a card from the library. */
export const card = (id: string, name: string, owner: string, at: string, extra: Json = {}): GameObject => ({ id, card: name, owner, ...place(at), ...extra });
export const facedown = (id: string, name: string, owner: string, bf: string): GameObject => ({ id, card: name, owner, location: "FACEDOWN", battlefield: bf });
const place = (at: string) => (at === "base" ? { location: "BASE" as const } : { location: "BATTLEFIELD" as const, battlefield: at });

export function input(r: Request): Json {
  const pin = r.asOf === undefined && r.rulesVersion === undefined ? { asOf: RUP4_DATE } : { ...(r.asOf ? { asOf: r.asOf } : {}), ...(r.rulesVersion ? { rulesVersion: r.rulesVersion } : {}) };
  return {
    ...pin,
    board: { turnPlayer: "p1", players: [{ id: "p1", deckSize: 20 }, { id: "p2", deckSize: 20 }], battlefields: [{ id: "bf1" }, { id: "bf2" }], objects: r.objects ?? [], ...r.board },
    chain: r.chain,
    ...(r.choices ? { choices: r.choices } : {}),
  };
}

/** Sends the request; a GraphQL error fails the test with the server's message. */
export async function resolve(r: Request): Promise<Resolution> {
  return (await data<{ resolveChain: Resolution }>(RESOLVE, { input: input(r) })).resolveChain;
}

/** Sends a request that must be rejected and returns the first error (and the response's data, which must be empty). */
export async function reject(r: Request) {
  const res = await gql(RESOLVE, { input: input(r) });
  expect(res.errors, `expected an error, got ${JSON.stringify(res.data)?.slice(0, 200)}`).toBeDefined();
  return { status: res.status, data: res.data, ...res.errors![0]! };
}

export type Legality = true | string;
export interface Expectation {
  /** Default COMPLETE: a pending choice nobody expected fails the scenario. */
  status?: "COMPLETE" | "NEEDS_CHOICE";
  pendingChoice?: Partial<PendingChoice>;
  release?: string;
  /** Per item, at its last TARGETS_CHECKED step: exactly these objects; `true` = legal, string = part of the reason. */
  targets?: Record<string, Record<string, Legality>>;
  /** Per item that could not be played (PLAY_ILLEGAL): its failed checks. */
  playIllegal?: Record<string, Record<string, Legality>>;
  /** Per item: the outcomes of its instructions, in order, exactly. */
  instructions?: Record<string, string[]>;
  objects?: Record<string, Partial<ObjectState>>;
  players?: Record<string, Partial<PlayerState>>;
  /** Per item ("*" = whole transcript): rule numbers of the pinned release that must be cited. */
  cites?: Record<string, string[]>;
  /** Per item and target: rule numbers cited for that target's last check. */
  targetCites?: Record<string, Record<string, string[]>>;
  /** Step kinds that must (true) or must not (false) occur for an item. */
  kinds?: Record<string, Record<string, boolean>>;
  unsupported?: string[];
  /** File name (without .txt) of the golden transcript under the test file's __golden__/. */
  golden?: string;
}

export interface Scenario extends Request {
  name: string;
  expect: Expectation;
}

const allCitations = (s: Step) => [...s.citations, ...s.targets.flatMap((t) => t.citations)];

/** Rule numbers (of the pinned release) cited by an item's steps, or by the whole transcript. */
export function cited(r: Resolution, item?: string): string[] {
  return [...new Set(r.steps.filter((s) => item === undefined || item === "*" || s.chainItem === item).flatMap(allCitations).map((c) => c.rule))];
}

function lastCheck(r: Resolution, kind: string, item: string): Step | undefined {
  return [...r.steps].reverse().find((s) => s.kind === kind && s.chainItem === item);
}

function expectLegality(step: Step | undefined, label: string, want: Record<string, Legality>): void {
  expect(step, `no ${label} step`).toBeDefined();
  const got = Object.fromEntries(step!.targets.map((t) => [t.object, t.legal ? true : t.reason ?? "(no reason)"]));
  expect(Object.keys(got).sort(), `targets of ${label}`).toEqual(Object.keys(want).sort());
  for (const [id, w] of Object.entries(want)) {
    if (w === true) expect(got[id], `${id} should be legal (${label})`).toBe(true);
    else expect(String(got[id]), `${id}: reason (${label})`).toContain(w);
  }
}

/** Asserts everything the expectation names; returns nothing, fails with messages that name the item. */
export function expectResolution(r: Resolution, want: Expectation): void {
  const status = want.status ?? "COMPLETE";
  if (status === "COMPLETE" && r.status !== "COMPLETE") {
    const p = r.pendingChoice;
    expect.unreachable(`the scenario did not give a choice the resolution needs: ${p?.player} must decide for ${p?.item} #${p?.index} (${p?.prompt} options: ${p?.options.join(", ")})`);
  }
  expect(r.status).toBe(status);
  if (status === "COMPLETE") expect(r.pendingChoice).toBeNull();
  if (want.pendingChoice) expect(r.pendingChoice).toMatchObject(want.pendingChoice);
  if (want.release) expect(r.release.version).toBe(want.release);
  for (const [item, t] of Object.entries(want.targets ?? {})) expectLegality(lastCheck(r, "TARGETS_CHECKED", item), `TARGETS_CHECKED ${item}`, t);
  for (const [item, t] of Object.entries(want.playIllegal ?? {})) expectLegality(lastCheck(r, "PLAY_ILLEGAL", item), `PLAY_ILLEGAL ${item}`, t);
  for (const [item, outcomes] of Object.entries(want.instructions ?? {})) {
    expect(r.steps.filter((s) => s.kind === "INSTRUCTION" && s.chainItem === item).map((s) => s.outcome), `instructions of ${item}`).toEqual(outcomes);
  }
  for (const [id, o] of Object.entries(want.objects ?? {})) {
    const got = r.finalBoard.objects.find((x) => x.id === id);
    expect(got, `object ${id} in finalBoard`).toBeDefined();
    expect(got, `object ${id}`).toMatchObject(o);
  }
  for (const [id, p] of Object.entries(want.players ?? {})) expect(r.finalBoard.players.find((x) => x.id === id), `player ${id}`).toMatchObject(p);
  for (const [item, rules] of Object.entries(want.cites ?? {})) expect(cited(r, item), `citations of ${item}`).toEqual(expect.arrayContaining(rules));
  for (const [item, byTarget] of Object.entries(want.targetCites ?? {})) {
    const step = lastCheck(r, "TARGETS_CHECKED", item) ?? lastCheck(r, "PLAY_ILLEGAL", item);
    for (const [object, rules] of Object.entries(byTarget)) {
      const got = step?.targets.find((t) => t.object === object)?.citations.map((c) => c.rule) ?? [];
      expect(got, `citations for target ${object} of ${item}`).toEqual(expect.arrayContaining(rules));
    }
  }
  for (const [item, kinds] of Object.entries(want.kinds ?? {})) {
    for (const [kind, present] of Object.entries(kinds)) {
      expect(r.steps.some((s) => s.kind === kind && s.chainItem === item), `${kind} step for ${item}`).toBe(present);
    }
  }
  if (want.unsupported) expect(r.unsupported).toEqual(want.unsupported);
  // every citation is of the pinned release, and a rule it could not find is said so, not invented
  for (const c of r.steps.flatMap(allCitations)) {
    expect(c.release).toBe(r.release.version);
    if (c.found) expect(c.text, `text of ${c.rule}`).toBeTruthy();
    else expect([c.rule, c.text, c.note?.includes(c.rup4)]).toEqual(["(none)", null, true]);
  }
}

const citeText = (c: Citation) => (c.found ? c.rule : `(none: RUP4 ${c.rup4})`);

/** A compact rendering of the steps: kinds, outcomes, explanations, legality and rule numbers (never rule text). */
export function transcript(r: Resolution): string {
  const steps = r.steps.map((s) => {
    const head = `${String(s.index).padStart(3)} ${s.kind}${s.chainItem ? ` [${s.chainItem}]` : ""}${s.instruction ? ` "${s.instruction}"` : ""}${s.outcome ? ` => ${s.outcome}` : ""}`;
    const targets = s.targets.map((t) => `\n      target ${t.object}: ${t.legal ? "legal" : "ILLEGAL"}${t.reason ? ` — ${t.reason}` : ""} [${t.citations.map(citeText).join(", ")}]`).join("");
    const cites = s.citations.length ? `\n      cites ${s.citations.map(citeText).join(", ")}` : "";
    return `${head}\n      ${s.explanation}${targets}${cites}`;
  });
  const objects = r.finalBoard.objects.map((o) => `  ${o.id}: ${o.zone}${o.battlefield ? ` ${o.battlefield}` : ""}, ${o.damage} damage, Might ${o.might ?? "null"}${o.exhausted ? ", exhausted" : ""}, controlled by ${o.controller}${o.newObject ? ", new object" : ""}${o.attachedTo ? `, attached to ${o.attachedTo}` : ""}`);
  const players = r.finalBoard.players.map((p) => `  ${p.id}: ${p.handSize} in hand${p.trash?.length ? `, trash ${p.trash.join(", ")}` : ""}`);
  const pending = r.pendingChoice ? [`pending: ${r.pendingChoice.player} decides for ${r.pendingChoice.item} #${r.pendingChoice.index} among ${r.pendingChoice.options.join(", ")}`] : [];
  return [`release ${r.release.version}, ${r.status}`, ...steps, ...pending, r.summary, "final board:", ...players, ...objects].join("\n") + "\n";
}

const words = (s: string) => s.toLowerCase().replace(/[’‘]/g, "'").replace(/\{might\}|\[m\]/g, "might").split(/[^a-z0-9']+/).filter(Boolean);
/** Word runs this long shared with a rule's or card's text count as quoting it. */
export const QUOTE_WORDS = 7;

/** Runs of QUOTE_WORDS words of `source` that `text` repeats. */
export function quotedRuns(text: string, source: string): string[] {
  const hay = ` ${words(text).join(" ")} `;
  const w = words(source);
  const out = new Set<string>();
  for (let i = 0; i + QUOTE_WORDS <= w.length; i++) {
    const run = w.slice(i, i + QUOTE_WORDS).join(" ");
    if (hay.includes(` ${run} `)) out.add(run);
  }
  return [...out];
}

const cardTexts = new Map<string, Promise<string>>();
/** The card's text in force on `asOf`, from the API (cached). */
export function cardText(name: string, asOf = RUP4_DATE): Promise<string> {
  const key = `${name}@${asOf}`;
  if (!cardTexts.has(key)) cardTexts.set(key, data(`query($n: String!, $d: Date) { card(name: $n, asOf: $d) { text } }`, { n: name, d: asOf }).then((d) => d.card?.text ?? ""));
  return cardTexts.get(key)!;
}

/** Card names a request uses (chain, board objects, battlefields, players' zones). */
export function cardsOf(r: Request): string[] {
  const board = (input(r).board ?? {}) as Json;
  const names = [
    ...r.chain.map((c) => c.card),
    ...(r.objects ?? []).map((o) => o.card),
    ...((board.battlefields as Json[]) ?? []).map((b) => b.card),
    ...((board.players as Json[]) ?? []).flatMap((p) => [...((p.hand as string[]) ?? []), ...((p.deck as string[]) ?? []), ...((p.trash as string[]) ?? [])]),
  ];
  return [...new Set(names.filter((n): n is string => typeof n === "string"))];
}

/** Fails when the transcript repeats the text of a rule it cites or of a card the request uses. */
export async function expectNoQuotedText(text: string, r: Resolution, req: Request): Promise<void> {
  const sources = [...new Set(r.steps.flatMap(allCitations).map((c) => c.text).filter((t): t is string => !!t))];
  for (const name of cardsOf(req)) sources.push(await cardText(name, r.asOf));
  const quoted = sources.flatMap((s) => quotedRuns(text, s));
  expect(quoted, "the transcript quotes rule or card text").toEqual([]);
}

/** Resolves a scenario over HTTP and checks it against its expectation (and its golden transcript). */
export async function check(s: Scenario): Promise<Resolution> {
  const r = await resolve(s);
  expectResolution(r, s.expect);
  if (s.expect.golden) {
    const text = transcript(r);
    await expectNoQuotedText(text, r, s);
    await expect(text).toMatchFileSnapshot(`./__golden__/${s.expect.golden}.txt`);
  }
  return r;
}
