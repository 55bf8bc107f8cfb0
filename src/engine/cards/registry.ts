/** Every card the engine can execute, keyed by normalised name. */
import type { CardDefinition } from "./language.js";
import { normalizeName } from "../names.js";
import { EARLIER_VERSIONS } from "./defs/earlier.js";
import { textHash } from "./textHash.js";
import { IMPLEMENTED_TEXTS } from "./versions.js";
import { akshanMischievous } from "./defs/akshanMischievous.js";
import { angleShot } from "./defs/angleShot.js";
import { baitedHook } from "./defs/baitedHook.js";
import { bellowsBreath } from "./defs/bellowsBreath.js";
import { deathgrip } from "./defs/deathgrip.js";
import { fightOrFlight } from "./defs/fightOrFlight.js";
import { flash } from "./defs/flash.js";
import { gust } from "./defs/gust.js";
import { heedlessResurrection } from "./defs/heedlessResurrection.js";
import { hiddenBlade } from "./defs/hiddenBlade.js";
import { incinerate } from "./defs/incinerate.js";
import { ravenbloomStudent } from "./defs/ravenbloomStudent.js";
import { repulse } from "./defs/repulse.js";
import { rideTheWind } from "./defs/rideTheWind.js";
import { singularity } from "./defs/singularity.js";
import { strikeDown } from "./defs/strikeDown.js";
import { stupefy } from "./defs/stupefy.js";
import { targonsPeak } from "./defs/targonsPeak.js";
import { thrillOfTheHunt } from "./defs/thrillOfTheHunt.js";
import { tideturner } from "./defs/tideturner.js";
import { undercoverAgent } from "./defs/undercoverAgent.js";
import { vilemawsLair } from "./defs/vilemawsLair.js";
import { voidSeeker } from "./defs/voidSeeker.js";
import { volibearFurious } from "./defs/volibearFurious.js";
import { watchfulSentry } from "./defs/watchfulSentry.js";
import { yasuoRemorseful } from "./defs/yasuoRemorseful.js";
import { zhonyasHourglass } from "./defs/zhonyasHourglass.js";

export const CARD_DEFINITIONS: readonly CardDefinition[] = [
  akshanMischievous,
  angleShot,
  baitedHook,
  bellowsBreath,
  deathgrip,
  fightOrFlight,
  flash,
  gust,
  heedlessResurrection,
  hiddenBlade,
  incinerate,
  ravenbloomStudent,
  repulse,
  rideTheWind,
  singularity,
  strikeDown,
  stupefy,
  targonsPeak,
  thrillOfTheHunt,
  tideturner,
  undercoverAgent,
  vilemawsLair,
  voidSeeker,
  volibearFurious,
  watchfulSentry,
  yasuoRemorseful,
  zhonyasHourglass,
];

const BY_NAME = new Map(CARD_DEFINITIONS.map((d) => [normalizeName(d.name), d]));

/** Every hand-written definition of a card, the current text's first (defs/earlier.ts holds earlier texts'). */
function candidates(key: string): { def: CardDefinition; version: string }[] {
  const current = BY_NAME.get(key);
  return [
    ...(current ? [{ def: current, version: current.name }] : []),
    ...EARLIER_VERSIONS.filter((e) => normalizeName(e.def.name) === key).map((e) => ({ def: e.def, version: e.version })),
  ];
}

/**
 * The hand-written definition for a card. With the card's text in force, only a definition that
 * implements that text version (versions.ts) is returned — or one that is not versioned at all.
 */
export function findDefinition(name: string, extra?: readonly CardDefinition[], text?: string): CardDefinition | undefined {
  const key = normalizeName(name);
  const given = extra?.find((d) => normalizeName(d.name) === key);
  if (given) return given;
  if (!text) return BY_NAME.get(key);
  const hash = textHash(text);
  return candidates(key).find((c) => !IMPLEMENTED_TEXTS[c.version]?.length || IMPLEMENTED_TEXTS[c.version]!.includes(hash))?.def;
}

/** Was this hand-written definition checked against exactly this text (versions.ts)? */
export function implementsText(name: string, text: string): boolean {
  const key = normalizeName(name);
  const hash = textHash(text);
  return candidates(key).some((c) => IMPLEMENTED_TEXTS[c.version]?.includes(hash) ?? false);
}
