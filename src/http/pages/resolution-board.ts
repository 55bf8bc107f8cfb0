// The board of a resolution page: before (the stored request), the chain as it was played, and after
// (the answer's final board, with what changed for each object). Lists rather than wide tables, so a
// phone shows them without sideways scrolling.
import type { ResolutionRecord } from "../../domain/resolutions.js";
import type { ChainItemInput, GameObjectInput, PlayerInput } from "../../engine/index.js";
import type { ResolveChainRequest } from "../../services/resolutions.service.js";
import { html, type SafeHtml } from "./html.js";

type FinalObject = ResolutionRecord["finalBoard"]["objects"][number];
type FinalPlayer = ResolutionRecord["finalBoard"]["players"][number];

/** Stored requests come from GraphQL (absent fields are null) or from JSON files (absent): treat both alike. */
const has = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

export function describeObject(o: GameObjectInput): string {
  return [o.card ?? o.name, o.type].filter(has).join(", ") || "object";
}

function place(zone: string, battlefield: string | null | undefined, controller: string): string {
  switch (zone) {
    case "BASE":
      return `${controller}'s base`;
    case "BATTLEFIELD":
      return `battlefield ${battlefield}`;
    case "FACEDOWN":
      return `facedown at ${battlefield}`;
    default:
      return zone.toLowerCase().replace(/_/g, " ");
  }
}

function names(list: string[] | null | undefined, size: number | null | undefined, what: string): string {
  if (has(list) && list.length) return `${what}: ${list.join(", ")}`;
  if (has(size)) return `${what}: ${size} card${size === 1 ? "" : "s"}`;
  return "";
}

function playerBefore(p: PlayerInput): SafeHtml {
  const parts = [names(p.hand, p.handSize, "hand"), names(p.deck, p.deckSize, "deck"), names(p.trash, null, "trash")].filter(Boolean);
  return html`<li class="card" data-player="${p.id}"><strong>${p.id}</strong> <span class="meta">${parts.join(" · ") || "no cards given"}</span></li>`;
}

function objectBefore(o: GameObjectInput): SafeHtml {
  const controller = o.controller ?? o.owner;
  const stats = [
    has(o.might) ? `might ${o.might}` : "",
    has(o.mightBonus) && o.mightBonus !== 0 ? `bonus ${o.mightBonus > 0 ? "+" : ""}${o.mightBonus} this turn` : "",
    o.damage ? `damage ${o.damage}` : "",
    o.exhausted ? "exhausted" : "",
    has(o.attachedTo) ? `attached to ${o.attachedTo}` : "",
  ].filter(Boolean);
  return html`<li class="card" data-object="${o.id}"><strong>${o.id}</strong> · ${describeObject(o)}
<div class="meta">owner ${o.owner}${controller !== o.owner ? `, controlled by ${controller}` : ""} · ${place(o.location, o.battlefield, controller)}${stats.length ? ` · ${stats.join(" · ")}` : ""}</div>
${has(o.text) ? html`<div class="meta">text given: “${o.text}”</div>` : ""}</li>`;
}

export function boardBefore(request: ResolveChainRequest): SafeHtml {
  const { board } = request;
  const combat = board.combat;
  return html`<dl class="facts">
<dt>turn player</dt><dd>${board.turnPlayer}</dd>
${has(board.phase) ? html`<dt>phase</dt><dd>${board.phase}</dd>` : ""}
${has(combat) ? html`<dt>combat</dt><dd>at ${combat.battlefield}: ${combat.attackers.join(", ") || "no one"} attacking, ${combat.defenders.join(", ") || "no one"} defending</dd>` : ""}
<dt>battlefields</dt><dd>${board.battlefields.map((b) => [b.id, b.card ? ` (${b.card}` + (b.controller ? `, held by ${b.controller})` : ")") : ""].join("")).join(" · ") || "none"}</dd>
</dl>
<h3>Players</h3><ul class="plain">${board.players.map(playerBefore)}</ul>
<h3>Objects</h3>${board.objects.length ? html`<ul class="plain">${board.objects.map(objectBefore)}</ul>` : html`<p class="muted">none</p>`}`;
}

function chainItem(item: ChainItemInput, position: number): SafeHtml {
  const what = item.card ?? (has(item.source) ? `ability ${item.ability ?? 0} of ${item.source}` : item.id);
  const extras = [
    has(item.targets) && item.targets.length ? `targets ${item.targets.join(", ")}` : "",
    has(item.destination) ? `destination ${item.destination}` : "",
    has(item.playedFrom) && item.playedFrom !== "HAND" ? `played from ${item.playedFrom}` : "",
    has(item.battlefield) ? `at ${item.battlefield}` : "",
    has(item.playedAfter) ? `played after ${item.playedAfter} resolved` : "",
    item.paidAdditionalCost ? "additional cost paid" : "",
    item.repeat ? `repeated${item.repeatTargets?.length ? ` on ${item.repeatTargets.join(", ")}` : ""}` : "",
    has(item.costObjects) && item.costObjects.length ? `paid with ${item.costObjects.join(", ")}` : "",
  ].filter(Boolean);
  return html`<li class="card" data-chain-item="${item.id}"><span class="meta">${position}.</span> <strong>${what}</strong> by ${item.controller} <span class="meta">(${item.id})</span>${extras.length ? html`<div class="meta">${extras.join(" · ")}</div>` : ""}</li>`;
}

export function chainAsPlayed(request: ResolveChainRequest): SafeHtml {
  return html`<ol class="plain">${request.chain.map((item, i) => chainItem(item, i + 1))}</ol>`;
}

function changes(before: GameObjectInput | undefined, after: FinalObject): string[] {
  if (!before) return ["new on the board"];
  const out: string[] = [];
  const wasAt = place(before.location, before.battlefield, before.controller ?? before.owner);
  const isAt = place(after.zone, after.battlefield, after.controller);
  if (wasAt !== isAt) out.push(`moved: ${wasAt} → ${isAt}`);
  if ((before.damage ?? 0) !== after.damage) out.push(`damage ${before.damage ?? 0} → ${after.damage}`);
  if (Boolean(before.exhausted) !== after.exhausted) out.push(after.exhausted ? "now exhausted" : "now ready");
  if ((before.controller ?? before.owner) !== after.controller) out.push(`now controlled by ${after.controller}`);
  if (after.newObject) out.push("a new object (it left the board and came back)");
  return out;
}

function objectAfter(o: FinalObject, before: GameObjectInput | undefined): SafeHtml {
  const changed = changes(before, o);
  const onBoard = o.zone === "BASE" || o.zone === "BATTLEFIELD";
  const stats = onBoard ? [has(o.might) ? `might ${o.might}` : "", `damage ${o.damage}`, o.exhausted ? "exhausted" : "", has(o.attachedTo) ? `attached to ${o.attachedTo}` : "", has(o.baseOwner) ? `in ${o.baseOwner}'s base` : ""].filter(Boolean) : [];
  return html`<li class="card" data-object="${o.id}" data-zone="${o.zone}"><strong>${o.id}</strong>${before ? ` · ${describeObject(before)}` : ""}
<div class="meta">${[place(o.zone, o.battlefield, o.controller), ...stats].join(" · ")}</div>
${changed.length ? html`<div><span class="badge warn">changed</span> ${changed.join("; ")}</div>` : html`<div class="meta">unchanged</div>`}</li>`;
}

function playerAfter(p: FinalPlayer, before: PlayerInput | undefined): SafeHtml {
  const handBefore = before ? (before.hand?.length ?? before.handSize ?? 0) : null;
  const parts = [
    `hand ${p.handSize} card${p.handSize === 1 ? "" : "s"}${handBefore !== null && handBefore !== p.handSize ? ` (was ${handBefore})` : ""}`,
    has(p.hand) && p.hand.length ? `in hand: ${p.hand.join(", ")}` : "",
    has(p.trash) && p.trash.length ? `trash: ${p.trash.join(", ")}` : "",
  ].filter(Boolean);
  return html`<li class="card" data-player="${p.id}" data-hand-size="${p.handSize}"><strong>${p.id}</strong> <span class="meta">${parts.join(" · ")}</span></li>`;
}

export function boardAfter(record: ResolutionRecord, request: ResolveChainRequest | null): SafeHtml {
  const objectsBefore = new Map((request?.board.objects ?? []).map((o) => [o.id, o]));
  const playersBefore = new Map((request?.board.players ?? []).map((p) => [p.id, p]));
  return html`<h3>Players</h3><ul class="plain">${record.finalBoard.players.map((p) => playerAfter(p, playersBefore.get(p.id)))}</ul>
<h3>Objects</h3>${record.finalBoard.objects.length ? html`<ul class="plain">${record.finalBoard.objects.map((o) => objectAfter(o, objectsBefore.get(o.id)))}</ul>` : html`<p class="muted">none</p>`}`;
}
