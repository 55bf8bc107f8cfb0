/**
 * Scenario harness for the rules engine: set up a board and a chain, resolve,
 * then assert strictly. A choice the scenario did not give fails the test
 * unless the scenario expects it.
 */
import { expect } from "vitest";
import {
  resolveChain,
  type BoardInput,
  type CardCatalog,
  type CardInfo,
  type ChainItemInput,
  type ChoiceInput,
  type EngineResult,
  type GameObjectInput,
  type ObjectState,
  type PlayerState,
  type RulesProfile,
  type Step,
} from "../../src/engine/index.js";
import type { CardDefinition } from "../../src/engine/cards/language.js";

type Ok = Extract<EngineResult, { ok: true }>;

/** Catalog facts only (name, code, type, might, energy) — never card text. */
const CARDS: CardInfo[] = [
  ["OGN-024", "Void Seeker", "Spell", null, 3],
  ["OGN-213", "Hidden Blade", "Spell", null, 2],
  ["SFD-080", "Bellows Breath", "Spell", null, 1],
  ["OGN-199", "Tideturner", "Unit", 2, 2],
  ["OGS-011", "Flash", "Spell", null, 2],
  ["OGN-173", "Ride the Wind", "Spell", null, 2],
  ["OGN-295", "Vilemaw's Lair", "Battlefield", null, null],
  ["OGN-105", "Singularity", "Spell", null, 6],
  ["OGN-041", "Volibear, Furious", "Unit", 9, 10],
  ["UNL-106", "Repulse", "Spell", null, 1],
  ["UNL-142", "Heedless Resurrection", "Spell", null, 2],
  ["OGN-242", "Baited Hook", "Gear", null, 3],
  ["SFD-107", "Strike Down", "Spell", null, 3],
  ["SFD-011", "Angle Shot", "Spell", null, 2],
  ["SFD-163", "Deathgrip", "Spell", null, 2],
  ["OGN-289", "Targon's Peak", "Battlefield", null, null],
  ["UNL-184", "Thrill of the Hunt", "Spell", null, 2],
  ["SFD-109", "Akshan, Mischievous", "Unit", 4, 4],
  ["OGS-003", "Incinerate", "Spell", null, 2],
  ["OGN-103", "Ravenbloom Student", "Unit", 2, 2],
  ["OGN-178", "Undercover Agent", "Unit", 5, 5],
  ["OGN-096", "Watchful Sentry", "Unit", 1, 2],
  ["OGN-077", "Zhonya's Hourglass", "Gear", null, 2],
  ["OGN-076", "Yasuo, Remorseful", "Unit", 6, 6],
  ["OGN-168", "Fight or Flight", "Spell", null, 2],
  ["OGN-095", "Stupefy", "Spell", null, 1],
  ["OGN-169", "Gust", "Spell", null, 1],
  ["TST-001", "Test Trooper", "Unit", 3, 3],
  ["TST-002", "Test Brute", "Unit", 5, 5],
  ["TST-003", "Test Sprout", "Unit", 1, 1],
  ["TST-004", "Test Blade", "Gear", null, 1],
].map(([code, name, type, might, energy]) => ({ code: code as string, name: name as string, type: type as string, might: might as number | null, energy: energy as number | null, text: "" }));

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");
export const catalog: CardCatalog = {
  lookup: (q) => CARDS.find((c) => norm(c.name) === norm(q) || norm(c.code) === norm(q)),
};

/** Object shorthands. */
export const unit = (id: string, owner: string, at: string, extra: Partial<GameObjectInput> = {}): GameObjectInput => ({
  id, owner, type: "unit", might: 3,
  ...(at === "base" ? { location: "BASE" as const } : { location: "BATTLEFIELD" as const, battlefield: at }),
  ...extra,
});
export const facedown = (id: string, owner: string, bf: string, card: string): GameObjectInput => ({ id, owner, card, location: "FACEDOWN", battlefield: bf });

export interface ScenarioInput {
  board?: Partial<BoardInput>;
  objects?: GameObjectInput[];
  chain: ChainItemInput[];
  choices?: ChoiceInput[];
  definitions?: CardDefinition[];
  stepBudget?: number;
  /** the rules profile of a pinned release (RUP4's when absent) */
  profile?: RulesProfile;
}

export function board(objects: GameObjectInput[], extra: Partial<BoardInput> = {}): BoardInput {
  return {
    turnPlayer: "p1",
    players: [
      { id: "p1", hand: [], deckSize: 20 },
      { id: "p2", hand: [], deckSize: 20 },
    ],
    battlefields: [{ id: "bf1" }, { id: "bf2" }],
    objects,
    ...extra,
  };
}

export class Scenario {
  constructor(readonly result: Ok) {}

  get steps(): Step[] {
    return this.result.steps;
  }

  expectComplete(): this {
    expect(this.result.pendingChoice, "unexpected pending choice").toBeUndefined();
    expect(this.result.status).toBe("COMPLETE");
    return this;
  }

  /** Target legality at the item's (last) TARGETS_CHECKED step: `true` = legal, string = part of the failure reason. */
  expectTargets(item: string, want: Record<string, true | string>): this {
    const step = [...this.steps].reverse().find((s) => s.kind === "TARGETS_CHECKED" && s.chainItem === item);
    expect(step, `no TARGETS_CHECKED step for ${item}`).toBeDefined();
    const got = Object.fromEntries(step!.targets.map((t) => [t.object, t.legal ? true : t.reason ?? "(no reason)"]));
    expect(Object.keys(got).sort()).toEqual(Object.keys(want).sort());
    for (const [id, w] of Object.entries(want)) {
      if (w === true) expect(got[id], `${id} should be legal`).toBe(true);
      else expect(String(got[id]), `${id} reason`).toContain(w);
    }
    return this;
  }

  targetCitations(item: string, object: string): string[] {
    const step = [...this.steps].reverse().find((s) => s.kind === "TARGETS_CHECKED" && s.chainItem === item);
    return step?.targets.find((t) => t.object === object)?.citations.map((c) => c.rup4) ?? [];
  }

  /** Outcomes of the item's instructions, in order. */
  expectInstructions(item: string, want: string[]): this {
    const got = this.steps.filter((s) => s.kind === "INSTRUCTION" && s.chainItem === item).map((s) => s.outcome);
    expect(got, `instructions of ${item}`).toEqual(want);
    return this;
  }

  /** Rule numbers cited anywhere for the item (or the whole transcript). */
  cited(item?: string): string[] {
    return [...new Set(this.steps.filter((s) => !item || s.chainItem === item).flatMap((s) => [...s.citations, ...s.targets.flatMap((t) => t.citations)].map((c) => c.rup4)))];
  }

  expectCites(item: string | undefined, rules: string[]): this {
    const got = this.cited(item);
    for (const r of rules) expect(got, `citations of ${item ?? "transcript"}`).toContain(r);
    return this;
  }

  object(id: string): ObjectState {
    const o = this.result.finalBoard.objects.find((x) => x.id === id);
    expect(o, `object ${id} in finalBoard`).toBeDefined();
    return o!;
  }

  expectObject(id: string, want: Partial<ObjectState>): this {
    expect(this.object(id)).toMatchObject(want);
    return this;
  }

  player(id: string): PlayerState {
    return this.result.finalBoard.players.find((p) => p.id === id)!;
  }

  expectPlayer(id: string, want: Partial<PlayerState>): this {
    expect(this.player(id)).toMatchObject(want);
    return this;
  }

  /** The transcript as plain lines (for golden files). */
  transcript(): string {
    return this.steps
      .map((s) => {
        const head = `${String(s.index).padStart(3)} ${s.kind}${s.chainItem ? ` [${s.chainItem}]` : ""}${s.instruction ? ` "${s.instruction}"` : ""}${s.outcome ? ` => ${s.outcome}` : ""}`;
        const cites = s.citations.length ? `\n      cites ${s.citations.map((c) => c.rup4).join(", ")}` : "";
        const targets = s.targets.map((t) => `\n      target ${t.object}: ${t.legal ? "legal" : "ILLEGAL"}${t.reason ? ` — ${t.reason}` : ""} [${t.citations.map((c) => c.rup4).join(", ")}]`).join("");
        return `${head}\n      ${s.explanation}${targets}${cites}`;
      })
      .join("\n");
  }
}

export function run(input: ScenarioInput): EngineResult {
  const b = board(input.objects ?? [], input.board ?? {});
  return resolveChain(
    { board: b, chain: input.chain, ...(input.choices ? { choices: input.choices } : {}) },
    catalog,
    {
      ...(input.definitions ? { definitions: input.definitions } : {}),
      ...(input.stepBudget ? { stepBudget: input.stepBudget } : {}),
      ...(input.profile ? { profile: input.profile } : {}),
    },
  );
}

export function scenario(input: ScenarioInput): Scenario {
  const r = run(input);
  if (!r.ok) throw new Error(`request rejected: ${JSON.stringify(r.errors)}`);
  return new Scenario(r);
}
