// The engine's result as the service stores and serves it, made where the engine ran (a worker thread in
// the server): the answer in its packed form (src/db/repositories/stored-answer.ts) as JSON, with each distinct
// rule the transcript cites named by its position in `refs`. The service only turns those few rules into the
// pinned release's citations and writes them in front of the JSON: a large transcript is neither copied
// object by object back to the event loop's thread nor serialised there, and it is parsed there only if a
// client asks for its steps or its final board.
import type { EngineResult, InputError, RuleRef, Step } from "../engine/index.js";
import { asciiJson, type AnswerHead } from "../db/repositories/stored-answer.js";

export type EngineAnswer =
  | {
      ok: true;
      /** The answer's small fields, sent as values (and also in `body`). */
      head: Omit<AnswerHead, "asOf">;
      /** Each distinct rule the transcript cites, in the order `body` numbers them. */
      refs: RuleRef[];
      /** JSON of the packed answer without `asOf` and `citations` (the service adds both), in ASCII (asciiJson). */
      body: string;
      steps: number;
    }
  | { ok: false; errors: InputError[] };

export function engineAnswer(result: EngineResult): EngineAnswer {
  if (!result.ok) return { ok: false, errors: result.errors };
  const refs: RuleRef[] = [];
  const positions = new Map<string, number>();
  const cite = (citations: RuleRef[]): number[] =>
    citations.map((ref) => {
      let at = positions.get(ref.rup4);
      if (at === undefined) {
        at = refs.push(ref) - 1;
        positions.set(ref.rup4, at);
      }
      return at;
    });
  const head = { status: result.status, pendingChoice: result.pendingChoice ?? null, summary: result.summary, unsupported: result.unsupported };
  const packed = {
    ...head,
    steps: result.steps.map((step: Step) => ({
      index: step.index,
      kind: step.kind,
      chainItem: step.chainItem ?? null,
      instruction: step.instruction ?? null,
      outcome: step.outcome ?? null,
      explanation: step.explanation,
      targets: step.targets.map((t) => ({ object: t.object, legal: t.legal, reason: t.reason ?? null, citations: cite(t.citations) })),
      citations: cite(step.citations),
    })),
    finalBoard: {
      players: result.finalBoard.players.map((p) => ({ id: p.id, handSize: p.handSize, hand: p.hand ?? null, trash: p.trash ?? null, xp: p.xp, championZone: p.championZone ?? null })),
      objects: result.finalBoard.objects.map((o) => ({
        id: o.id, zone: o.zone, battlefield: o.battlefield ?? null, damage: o.damage, might: o.might, exhausted: o.exhausted,
        controller: o.controller, newObject: o.newObject ?? false, attachedTo: o.attachedTo ?? null, baseOwner: o.baseOwner ?? null, empowered: o.empowered ?? false,
      })),
      additionalTurns: result.finalBoard.additionalTurns,
      winner: result.finalBoard.winner ?? null,
      delayed: result.finalBoard.delayed.map((d) => ({ id: d.id, controller: d.controller, source: d.source, when: d.when, describe: d.describe, battlefield: d.battlefield ?? null, object: d.object ?? null })),
      battlefields: result.finalBoard.battlefields.map((b) => ({ id: b.id, card: b.card ?? null, controller: b.controller ?? null, token: b.token ?? false, replaced: b.replaced ?? null })),
    },
  };
  return { ok: true, head, refs, body: asciiJson(JSON.stringify(packed)), steps: result.steps.length };
}
