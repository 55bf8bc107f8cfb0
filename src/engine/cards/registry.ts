/** Every card the engine can execute, keyed by normalised name. */
import type { CardDefinition } from "./language.js";
import { normalizeName } from "../names.js";
import { akshanMischievous } from "./defs/akshanMischievous.js";
import { angleShot } from "./defs/angleShot.js";
import { baitedHook } from "./defs/baitedHook.js";
import { bellowsBreath } from "./defs/bellowsBreath.js";
import { deathgrip } from "./defs/deathgrip.js";
import { flash } from "./defs/flash.js";
import { heedlessResurrection } from "./defs/heedlessResurrection.js";
import { hiddenBlade } from "./defs/hiddenBlade.js";
import { incinerate } from "./defs/incinerate.js";
import { ravenbloomStudent } from "./defs/ravenbloomStudent.js";
import { repulse } from "./defs/repulse.js";
import { rideTheWind } from "./defs/rideTheWind.js";
import { singularity } from "./defs/singularity.js";
import { strikeDown } from "./defs/strikeDown.js";
import { targonsPeak } from "./defs/targonsPeak.js";
import { thrillOfTheHunt } from "./defs/thrillOfTheHunt.js";
import { tideturner } from "./defs/tideturner.js";
import { undercoverAgent } from "./defs/undercoverAgent.js";
import { vilemawsLair } from "./defs/vilemawsLair.js";
import { voidSeeker } from "./defs/voidSeeker.js";
import { volibearFurious } from "./defs/volibearFurious.js";
import { watchfulSentry } from "./defs/watchfulSentry.js";
import { zhonyasHourglass } from "./defs/zhonyasHourglass.js";

export const CARD_DEFINITIONS: readonly CardDefinition[] = [
  akshanMischievous,
  angleShot,
  baitedHook,
  bellowsBreath,
  deathgrip,
  flash,
  heedlessResurrection,
  hiddenBlade,
  incinerate,
  ravenbloomStudent,
  repulse,
  rideTheWind,
  singularity,
  strikeDown,
  targonsPeak,
  thrillOfTheHunt,
  tideturner,
  undercoverAgent,
  vilemawsLair,
  voidSeeker,
  volibearFurious,
  watchfulSentry,
  zhonyasHourglass,
];

const BY_NAME = new Map(CARD_DEFINITIONS.map((d) => [normalizeName(d.name), d]));

export function findDefinition(name: string, extra?: readonly CardDefinition[]): CardDefinition | undefined {
  const key = normalizeName(name);
  return extra?.find((d) => normalizeName(d.name) === key) ?? BY_NAME.get(key);
}
