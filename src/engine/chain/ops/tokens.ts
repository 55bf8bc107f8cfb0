/** Playing tokens (185–187): new objects created on the board by an effect. */
import { firePermanentPlayed } from "../triggers.js";
import type { CardDefinition } from "../../cards/language.js";
import type { MoreInstruction } from "../../cards/vocabulary.js";
import { ask, playerOf, type Outcome, type Run } from "../resolveItem.js";
import { inTurnOrder } from "./players.js";
import { cite } from "../../rules.js";
import { placeAt } from "../../state/actions.js";
import { unitsCantBePlayedAt, unitsOnlyToBaseFor } from "./playRestrictions.js";
import { describeLocation, label } from "../../state/queries.js";
import { abilitiesOf } from "../../state/abilities.js";
import type { Obj } from "../../state/types.js";
import { hereOf } from "../targets.js";
import { ignored } from "./common.js";
import { selectAll } from "./select.js";
import { othersEnterReadyBy, takeNextUnitReady, tokensEnterReadyBy } from "./hooks.js";

type TokenOp = Extract<MoreInstruction, { op: "token" }>;

/** The tag each token of 187 has (the token's name is not always its tag). */
const TOKEN_TAGS: Readonly<Record<string, string[]>> = {
  recruit: ["Recruit"],
  sprite: ["Fae"],
  "sand soldier": ["Shurima"],
  mech: ["Mech"],
  bird: ["Bird"],
  tentacle: ["Bilgewater"],
};

/**
 * 187.11: a 0 Might Shadow Clone token has an attack trigger: "you may" banish a unit card from your trash (a target:
 * the trash is public); if you do, it gets [Assault 4] this turn. Typed here as the compiler reads those words.
 */
export const SHADOW_CLONE_TOKEN: CardDefinition = {
  name: "Shadow Clone",
  type: "Unit",
  keywords: [],
  abilities: [
    {
      kind: "triggered", on: "attack",
      effect: {
        targets: [{ slot: "t1", kind: "cardInTrash", min: 1, max: 1, requirements: [{ req: "cardType", type: "unit" }, { req: "friendly" }], hiddenRestricted: false }],
        lines: [
          { label: "banish a unit from your trash", instruction: { op: "banish", what: { slot: "t1" } }, optional: true },
          { label: "give me [Assault 4] this turn", instruction: { op: "grantKeyword", what: { self: true, say: "me" }, grants: [{ keyword: "Assault", n: 4 }], thisTurn: true }, join: "sentence", link: { kind: "ifYouDo", on: 0 } },
        ],
      },
    },
  ],
};

/** 187.5: Gold is a gear token with no domain and a single [Reaction] ability, costed "kill this" plus [E], that does [Add] [A]. */
export const GOLD_TOKEN: CardDefinition = {
  name: "Gold",
  type: "Gear",
  keywords: [],
  abilities: [
    {
      kind: "activated", reaction: true, costs: [{ cost: "killSelf", say: "this" }, { cost: "exhaustSelf" }],
      effect: { targets: [], lines: [{ label: "add {any}", instruction: { op: "resource", action: "add", n: 1, who: "you", symbols: "{any}" } }] },
    },
  ],
};

function tokenDef(ins: TokenOp): CardDefinition | undefined {
  if (ins.kind === "gear" && ins.name === "Gold") return GOLD_TOKEN;
  if (ins.kind === "unit" && ins.name === "Shadow Clone") return SHADOW_CLONE_TOKEN;
  if (!ins.grants?.length) return undefined;
  return {
    name: ins.name,
    type: ins.kind === "unit" ? "Unit" : "Gear",
    keywords: [],
    abilities: ins.grants.map((g) =>
      g.keyword === "Deflect"
        ? { kind: "static" as const, rule: { rule: "deflect" as const, n: g.n ?? 1 } }
        : g.keyword === "Shield"
          ? { kind: "static" as const, rule: { rule: "shield" as const, n: g.n ?? 1 } }
          : g.keyword === "Assault"
            ? { kind: "static" as const, rule: { rule: "assault" as const, n: g.n ?? 1 } }
            : { kind: "static" as const, rule: { rule: "keyword" as const, keyword: g.keyword, ...(g.n !== undefined ? { n: g.n } : {}) } },
    ),
  };
}

function place(run: Run, ins: TokenOp, me: string): { where?: string; why?: string } {
  const { state } = run.ctx;
  if (ins.to === "here") {
    const here = hereOf(run.item, state);
    return here ? { where: here } : { why: "\"here\" has no location any more: the source left the board" };
  }
  if (ins.to === "there") {
    // noted as the trigger condition was met (359.3.f.3); a trigger the caller places names its battlefield itself (the item's battlefield)
    const noted = run.item.triggerInfo?.location ?? (run.item.callerPlaced && run.item.input.battlefield ? `bf:${run.item.input.battlefield}` : undefined);
    return noted ? { where: noted } : { why: "the trigger condition noted no location (a trigger the caller places names it as its battlefield), so \"there\" is none" };
  }
  if (ins.to !== "default" || ins.kind === "gear") return { where: `base:${me}` };
  // A unit played without a location goes to its player's base or a battlefield they control (hidden: there, 811.1.d.3).
  if (run.item.hiddenAt) return { where: `bf:${run.item.hiddenAt}` };
  const options = ["base", ...[...state.battlefields.values()].filter((b) => b.controller === me).map((b) => b.id)];
  if (options.length === 1) return { where: `base:${me}` };
  const c = ask(run, me, `choose where the ${ins.name} token${ins.count > 1 ? "s are" : " is"} played ("base" or a battlefield you control).`, options);
  const pick = c.option ?? c.objects?.[0];
  if (!pick || !options.includes(pick)) return { why: "no valid location was chosen" };
  return { where: pick === "base" ? `base:${me}` : `bf:${pick}` };
}

export function playTokens(run: Run, asPrinted: TokenOp): Outcome {
  const { ctx, item } = run;
  const { state } = ctx;
  // "… for each Equipment you control": the objects matching are counted as it resolves
  const matching = asPrinted.per ? selectAll(run, asPrinted.per).objs.length : undefined;
  if (matching === 0) {
    run.madeTokens = [];
    return ignored("None match, so no token is played.", cite("instructions.impossible-ignored"));
  }
  const ins: TokenOp = matching === undefined ? asPrinted : { ...asPrinted, count: asPrinted.count * matching };
  const by = ins.by ? playerOf(run, ins.by) : { player: item.controller, citations: [] };
  if (!by.player) return ignored(`${by.note ?? "No player"}; no token is played.`, [...by.citations, ...cite("instructions.impossible-ignored")]);
  const player = by.player;
  const p = place(run, ins, player);
  if (!p.where) return ignored(`The token can't be played: ${p.why}.`, cite("instructions.impossible-ignored"));
  const forbidden = ins.kind === "unit" ? unitsCantBePlayedAt(state, p.where) : undefined; // "Units can't be played here."
  if (forbidden) return ignored(`Units can't be played at ${forbidden}, so the token is not played.`, cite("cant-beats-can", "instructions.impossible-ignored"));
  const onlyToBase = ins.kind === "unit" ? unitsOnlyToBaseFor(state, player, p.where) : undefined;
  if (onlyToBase) return ignored(`${onlyToBase}, so the token is not played.`, cite("cant-beats-can", "instructions.impossible-ignored"));
  // a permanent's once-a-turn option to play an extra copy of a unit token its controller would play: an optional replacement of the
  // player's (371.2.a), each such permanent once a turn (371.1); the copy is played the same way, ready or exhausted, at the same place (375)
  const copies = ins.kind === "unit" ? extraCopies(run, player, ins.name) : { n: 0, said: [] as string[] };
  const count = ins.count + copies.n;
  const def = tokenDef(ins);
  const mine = state.players.get(player); // "units you play this turn enter ready": the player who plays the token
  const made: Obj[] = [];
  const readier = tokensEnterReadyBy(player, state); // a static of the player's: replaces entering exhausted, however it was to enter (369.3)
  for (let k = 0; k < count; k++) {
    let id = `${item.id}.token${k + 1}`;
    for (let n = 2; state.objects.has(id); n++) id = `${item.id}.token${k + 1}#${n}`;
    const next = ins.kind === "unit" ? takeNextUnitReady(mine) : undefined; // "the next unit you play this turn": the first token (used up even by a ready one)
    const o: Obj = {
      id, name: `${ins.name} token`, types: [ins.kind], baseMight: ins.kind === "unit" ? (ins.might ?? 0) : null, energy: 0,
      ...(def ? { def } : {}), owner: player, controller: player, zone: "BASE", damage: 0,
      exhausted: readier ? false : ins.kind === "unit" ? !ins.ready && !next && !readyByEffect(mine) && !othersEnterReadyBy(player, id, state) : !!ins.exhausted, tempMight: 0, incarnation: 0, moves: 0, newObject: true,
      fromInput: false, token: true, tags: TOKEN_TAGS[ins.name.toLowerCase()] ?? [],
    };
    state.objects.set(id, o);
    state.objectOrder.push(id);
    placeAt(o, p.where, state);
    made.push(o);
  }
  ctx.cleanupOutstanding = true;
  run.madeTokens = made;
  for (const o of made) firePermanentPlayed(ctx, o); // playing a token is playing a permanent
  const what = `${count} ${ins.might !== undefined ? `${ins.might} Might ` : ""}${ins.name} ${ins.kind} token${count > 1 ? "s" : ""}`;
  return {
    outcome: "EXECUTED",
    explanation: `${matching !== undefined ? `${matching} match: ` : ""}${copies.said.length ? `${copies.said.join(" ")} ` : ""}${player} plays ${what} (${made.map((o) => o.id).join(", ")}) at ${describeLocation(p.where, state)}, ${made[0]!.exhausted ? "exhausted" : "ready"}${readier ? ` (${label(readier)} makes ${player}'s tokens enter ready)` : ""}.`,
    citations: [...cite("token.created", "token.characteristics"), ...(ins.to === "there" ? cite("referents.trigger-condition") : []), ...(readier ? cite("replacement.as-enters") : []), ...(copies.said.length ? cite("replacement.may-apply", "replacement.once-each-turn", ...(copies.n ? (["replacement.inherits-modifications"] as const) : [])) : [])],
  };
}

/**
 * The player's permanents at a battlefield with the once-a-turn replacement adding a copy of a unit token they play, not yet applied
 * this turn (the board's abilitiesUsedThisTurn, then this request): each asks its controller whether to apply it (371.2.a); one
 * not applied stays available for a later token this turn (371.2.b).
 */
function extraCopies(run: Run, player: string, name: string): { n: number; said: string[] } {
  const { state } = run.ctx;
  let n = 0;
  const said: string[] = [];
  for (const id of state.objectOrder) {
    const o = state.objects.get(id)!;
    if (o.zone !== "BATTLEFIELD" || o.controller !== player) continue;
    const index = abilitiesOf(o, state).findIndex((a) => a.kind === "static" && a.rule.rule === "extraTokenCopyOnceATurn");
    if (index < 0) continue;
    if ((o.usedThisTurn ?? []).includes(index)) {
      said.push(`${label(o)}'s replacement was already applied this turn.`);
      continue;
    }
    const c = ask(run, player, `${label(o)}: play the ${name} token and an additional copy of it instead (once each turn) — accept or decline?`, ["accept", "decline"]);
    if (!(c.accept === true || c.option === "accept")) {
      said.push(`${player} does not apply ${label(o)}'s replacement (it stays available for a later token this turn).`);
      continue;
    }
    o.usedThisTurn = [...(o.usedThisTurn ?? []), index];
    n++;
    said.push(`${player} applies ${label(o)}'s replacement: an additional copy of the ${name} token is played, the same way.`);
  }
  return { n, said };
}

/** "Units you play this turn enter ready.", "Friendly units enter ready this turn.": a unit token is played (185) and enters ready too. */
function readyByEffect(p: { unitsEnterReady?: string[] } | undefined): boolean {
  return (p?.unitsEnterReady?.length ?? 0) > 0;
}

/** "you and each opponent may play <token>": each player in turn order (303.2.a) decides, and plays their own token. */
export function eachPlayerMayToken(run: Run, ins: Extract<MoreInstruction, { op: "eachPlayerMayToken" }>): Outcome {
  const did: string[] = [];
  const said: string[] = [];
  const cites = [...cite("actions.turn-order")];
  for (const player of inTurnOrder(run)) {
    const c = ask(run, player, `you may play ${ins.token.count === 1 ? "a" : ins.token.count} ${ins.token.name} token${ins.token.count === 1 ? "" : "s"} — accept or decline?`, ["accept", "decline"]);
    if (!(c.accept === true || c.option === "accept")) {
      said.push(`${player} declines.`);
      continue;
    }
    const out = playTokens(run, { ...ins.token, by: { player } });
    if (out.outcome !== "IGNORED") did.push(player);
    said.push(out.explanation);
    cites.push(...out.citations);
  }
  run.playersWhoDid = did;
  return { outcome: did.length ? "EXECUTED" : "IGNORED", ...(did.length ? {} : { performed: false }), explanation: `Each player in turn, starting with the turn player: ${said.join(" ")}`, citations: cites };
}

/** "For each opponent who did, you play <token>.": the opponents who played one on the line before. */
export function tokenPerOpponentWhoDid(run: Run, ins: Extract<MoreInstruction, { op: "tokenPerOpponentWhoDid" }>): Outcome {
  const n = (run.playersWhoDid ?? []).filter((p) => p !== run.item.controller).length;
  if (n === 0) return ignored("No opponent played one, so no token is played.", cite("instructions.impossible-ignored"));
  const out = playTokens(run, { ...ins.token, count: ins.token.count * n });
  return { ...out, explanation: `${n} opponent${n === 1 ? "" : "s"} did: ${out.explanation}` };
}
