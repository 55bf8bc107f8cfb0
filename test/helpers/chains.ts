// resolveChain inputs for fault tests: a typical three-item chain, and the heaviest request the input
// limits allow (400 objects, 100 chain items). Boards are synthetic units; the spells are real cards.
const SPELLS = ["Incinerate", "Void Seeker", "Stupefy"];

/** Every field of a Resolution, as the mutation answers and resolution(id) reads it back. */
export const RESOLUTION_FIELDS = `id asOf createdAt status summary unsupported release { version }
  steps { index kind chainItem instruction outcome explanation targets { object legal reason } citations { rule text release ruleId rup4 found note } }
  finalBoard { players { id handSize } objects { id zone battlefield damage might exhausted controller } }`;

export const RESOLVE = `mutation Resolve($input: ResolveChainInput!) { resolveChain(input: $input) { ${RESOLUTION_FIELDS} } }`;

const players = [{ id: "p1", hand: [], deckSize: 40 }, { id: "p2", hand: [], deckSize: 40 }];
const battlefields = [{ id: "bf1" }, { id: "bf2" }];

export function typicalChain(asOf = "2026-08-01") {
  return {
    asOf,
    board: {
      turnPlayer: "p1",
      players,
      battlefields,
      objects: [
        { id: "u1", owner: "p2", type: "unit", might: 3, location: "BATTLEFIELD", battlefield: "bf1" },
        { id: "u2", owner: "p1", type: "unit", might: 4, location: "BATTLEFIELD", battlefield: "bf1" },
      ],
    },
    chain: [
      { id: "seeker", card: "Void Seeker", controller: "p1", targets: ["u1"] },
      { id: "flash", card: "Flash", controller: "p2", targets: ["u1"] },
      { id: "blade", card: "Hidden Blade", controller: "p1", targets: ["u2"] },
    ],
  };
}

export function heavyChain(asOf = "2026-08-01", variant = 0) {
  // `variant` makes a distinct question (the first unit's Might): identical ones share one computation
  const objects = Array.from({ length: 400 }, (_, i) => ({
    id: `u${i}`, owner: i % 2 ? "p1" : "p2", type: "unit", might: i === 0 ? 5 + variant : 5, damage: 1, location: "BATTLEFIELD", battlefield: i % 2 ? "bf1" : "bf2",
  }));
  const chain = Array.from({ length: 100 }, (_, i) => ({ id: `c${i}`, card: SPELLS[i % SPELLS.length], controller: i % 2 ? "p2" : "p1", targets: [`u${(i * 7) % 400}`] }));
  return { asOf, board: { turnPlayer: "p1", players, battlefields, objects }, chain };
}
