/** The per-request working context: state, transcript, choices and limits. */
import type { CardCatalog, ChoiceInput, PendingChoice, RuleRef, Step, StepOutcome, TargetCheck } from "./api.js";
import type { CardDefinition } from "./cards/language.js";
import type { RulesProfile } from "./profile.js";
import type { GameState } from "./state/types.js";
import type { Snapshot } from "./state/actions.js";
import { cite } from "./rules.js";

export interface Ctx {
  state: GameState;
  steps: Step[];
  unsupported: string[];
  choices: ChoiceInput[];
  catalog: CardCatalog;
  extraDefinitions: readonly CardDefinition[];
  stepBudget: number;
  /** triggered abilities waiting to be put on the chain (a task, 334.1) */
  pendingTriggers: PendingTrigger[];
  /** a cleanup was incurred and not yet performed (321.1) */
  cleanupOutstanding: boolean;
  /** per player, how many trigger-order decisions were asked */
  orderDecisions: Map<string, number>;
  /** the pinned release's behaviour where it differs from RUP4 */
  profile: RulesProfile;
  /** objects a cleanup already said it leaves in another player's base (said once) */
  leftInOtherBase: Set<string>;
  /** a combat cleanup is being performed (466.1): lethal damage there is the combat's, not a spell's */
  inCombatCleanup?: boolean;
  /** units dying in one event (a cleanup's lethal damage, one kill of several units), as noted before any leaves (370.1.a.2, 808.1.d.3) */
  dying?: Map<string, Snapshot>;
  /** units of that event already in the trash, whose "another friendly unit dies" triggers wait for the event's end (383.2.c) */
  diedTogether?: Snapshot[];
  /** units on the board at the last look for units becoming Mighty (709), by object and incarnation: whether each was Mighty then */
  mightySeen?: Map<string, boolean>;
  /** units with "When my Might becomes N or more" at the last look, by object and incarnation: their Might then */
  mightThresholdSeen?: Map<string, number | null>;
  /** whether any object of the request has that trigger, as of the number of objects then */
  mightThresholdAny?: { objects: number; any: boolean };
}

export interface PendingTrigger {
  id: string;
  controller: string;
  sourceId: string;
  sourceIncarnation: number;
  abilityIndex: number;
  why: string;
  /** a play effect: the additional cost of playing its source was paid ("If you paid my additional cost, …") */
  paidAdditionalCost?: true;
  /** targets chosen in advance by the caller (e.g. on the unit's own chain item) */
  presetTargets?: string[];
  /** information noted from the trigger condition (359.3.f.3) */
  location?: string;
  /** "When I move": where it moved from (`location` is where it moved to) */
  movedFrom?: string;
  /** the object the trigger condition named, "it" in its effect ("When you choose / ready a friendly unit", "When a unit moves from here": that unit) (359.3.f.3) */
  object?: { id: string; incarnation: number };
  /** "When you play a spell": the spell that triggered it (its card is in the trash once it has resolved), "it" of "banish it" */
  spell?: { item: string; name: string; owner: string; cardId?: string };
  /** a Deathknell trigger: the unit has already left the board */
  lookBack?: { might: number | null; location?: string };
  /** "me" of an attached Equipment's effect text that triggered as its unit died (136.2.c): that unit's card, now off the board */
  self?: { id: string; incarnation: number };
  /** a play effect of a permanent played from facedown: its choices are made at that battlefield (811.1.d.2) */
  hiddenAt?: string;
  /** a delayed triggered ability (390.2): its name and effect; "it" is the object the event happened to */
  delayed?: { name: string; effect: import("./cards/language.js").Effect; it?: { id: string; incarnation: number }; location?: string /* where "it" moved to (a reflexive trigger after a move: "its destination") */; about?: { id: string; incarnation: number } /* the object "it" names while "me" stays the unit whose trigger it is */; them?: { id: string; incarnation: number }[]; reflexive?: true; granted?: true | "Weaponmaster"; chosenPlayer?: string; fromItem?: string; burned?: { name: string; might: number | null }; ofSource?: true; copyOf?: { id: string; incarnation: number } }; // chosenPlayer: "their" in a reflexive trigger, the player its parent chose // fromItem: the item whose reflexive trigger this is ("this" in it is that spell card) // granted: a keyword's trigger another object grants (a granted Quick-Draw) // them: the tokens "of them" names // copyOf: the object a copy effect in it copies ("that unit", "me"), noted as it was created // ofSource: the trigger's source (sourceId) is the unit whose ability made it: its "here" and "me" // burned: the unit card a Burn put into the trash ("the burned card")
}

/** Internal control flow: stop resolution (not thrown to callers). */
export class Halt {
  constructor(
    readonly reason: "NEEDS_CHOICE" | "BUDGET",
    readonly pending?: PendingChoice,
  ) {}
}

export interface StepInit {
  kind: string;
  chainItem?: string;
  instruction?: string;
  outcome?: StepOutcome;
  explanation: string;
  targets?: TargetCheck[];
  citations?: RuleRef[];
}

/** A rule cited twice for one step is listed once, where it first appears. */
const unique = (refs: RuleRef[]): RuleRef[] => refs.filter((r, i) => refs.findIndex((x) => x.id === r.id) === i);

export function log(ctx: Ctx, s: StepInit): Step {
  if (ctx.steps.length >= ctx.stepBudget) {
    ctx.steps.push({
      index: ctx.steps.length,
      kind: "ERROR",
      explanation: `Stopped after ${ctx.stepBudget} steps: the step budget ran out (possible loop).`,
      targets: [],
      citations: [],
    });
    throw new Halt("BUDGET");
  }
  const step: Step = {
    index: ctx.steps.length,
    kind: s.kind,
    explanation: s.explanation,
    targets: s.targets ?? [],
    citations: unique(s.citations ?? []),
  };
  if (s.chainItem !== undefined) step.chainItem = s.chainItem;
  if (s.instruction !== undefined) step.instruction = s.instruction;
  if (s.outcome !== undefined) step.outcome = s.outcome;
  ctx.steps.push(step);
  sayTrashBanished(ctx);
  return step;
}

/**
 * Cards a `banishInsteadOfTrash` static banished instead of letting them go to their owner's trash (state/actions.ts): each is said
 * as a REPLACEMENT step right after the step of the event it replaced.
 */
function sayTrashBanished(ctx: Ctx): void {
  const notes = ctx.state.trashBanished;
  if (!notes?.length) return;
  ctx.state.trashBanished = [];
  for (const n of notes) {
    const by = ctx.state.objects.get(n.by);
    // through log, like every step (its shape, the step budget); the notes are taken first, so this does not come back here
    log(ctx, {
      kind: "REPLACEMENT",
      explanation: `${n.card}${n.id ? ` (${n.id})` : ""} would go to ${n.owner}'s trash from somewhere other than their Main Deck, but ${by ? `${by.name} (${by.id})` : n.by}, controlled by ${n.owner}, replaces that: it is banished instead${n.self ? " (the gear applies it to itself as it leaves the board)" : ""}.`,
      citations: [...cite("replacement.would-instead", "replacement.applies", "banish.from-origin"), ...(n.self ? cite("replacement.source-leaving") : [])],
    });
  }
}

/** Find the caller's answer to the n-th decision of an item, or stop with a pending choice. */
export function decide(ctx: Ctx, pending: PendingChoice): ChoiceInput {
  const hit = ctx.choices.find((c) => c.item === pending.item && (c.index ?? 0) === pending.index);
  if (hit) return hit;
  log(ctx, {
    kind: "CHOICE_NEEDED",
    chainItem: pending.item,
    explanation: `${pending.player} must decide: ${pending.prompt} Options: ${pending.options.join(", ") || "(none)"}.`,
  });
  throw new Halt("NEEDS_CHOICE", pending);
}
