/** Hand-written definitions of earlier text versions of cards that have errata (versions.ts lists their texts). */
import type { CardDefinition } from "../language.js";
import { baitedHookPrinted } from "./baitedHookPrinted.js";

export const EARLIER_VERSIONS: readonly { version: string; def: CardDefinition }[] = [{ version: "Baited Hook (printed)", def: baitedHookPrinted }];
