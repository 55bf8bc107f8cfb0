// What the benchmark sends: GraphQL documents and chain requests. Boards are synthetic (stats only);
// the spells are named cards the engine knows, looked up in the imported library by the server.

export const QUERIES = {
  trivial: { query: "{ __typename }" },
  rule: {
    query: `query Rule($number: String!, $asOf: Date) { rule(number: $number, asOf: $asOf) { number text examples release { version } parent { number } children { number } } }`,
    variables: { number: "359.3.e.5", asOf: "2026-04-01" },
  },
  /** A rule of a named release: immutable, so over GET it is cacheable for a year. */
  ruleOfVersion: {
    query: `query Rule($number: String!, $version: String) { rule(number: $number, version: $version) { number text examples release { version } parent { number } children { number } } }`,
    variables: { number: "359.3.e.5", version: "RUP4" },
  },
  cards: { query: `{ cards(first: 100) { totalCount edges { cursor node { code name types energy might text } } } }` },
  searchRules: {
    query: `query Search($text: String!) { searchRules(text: $text, first: 10) { totalCount edges { rank snippet node { number } } } }`,
    variables: { text: "damage" },
  },
};

const RESOLVE = `mutation Resolve($input: ResolveChainInput!) {
  resolveChain(input: $input) { id status summary steps { index kind explanation citations { rule release } targets { object legal } } finalBoard { objects { id zone damage } } }
}`;

/** `extra` synthetic units spread over both battlefields, beside the two the chain targets. */
export function board(extra) {
  return {
    turnPlayer: "p1",
    players: [{ id: "p1", hand: [], deckSize: 30 }, { id: "p2", hand: [], deckSize: 30 }],
    battlefields: [{ id: "bf1" }, { id: "bf2" }],
    objects: [
      { id: "u1", owner: "p2", type: "unit", might: 3, location: "BATTLEFIELD", battlefield: "bf1" },
      { id: "u2", owner: "p1", type: "unit", might: 4, location: "BATTLEFIELD", battlefield: "bf1" },
      ...Array.from({ length: extra }, (_, i) => ({
        id: `x${i}`, owner: i % 2 ? "p1" : "p2", type: "unit", might: 1 + (i % 5), location: "BATTLEFIELD", battlefield: i % 2 ? "bf1" : "bf2",
      })),
    ],
  };
}

/** A typical chain: an action spell, a reaction in answer, and a second action after. */
export const TYPICAL_CHAIN = [
  { id: "seeker", card: "Void Seeker", controller: "p1", targets: ["u1"] },
  { id: "flash", card: "Flash", controller: "p2", targets: ["u1"] },
  { id: "blade", card: "Hidden Blade", controller: "p1", targets: ["u2"] },
];

export function resolveBody(extraObjects, targetMight = 3) {
  const b = board(extraObjects);
  b.objects[0] = { ...b.objects[0], might: targetMight };
  return { query: RESOLVE, variables: { input: { asOf: "2026-08-01", board: b, chain: TYPICAL_CHAIN } } };
}

// Answers are cached (in Redis too, where REDIS_URL is set) under a hash of the question and the running code: a second
// run of the same code within the hour would find the first run's "new" boards there. Each run starts from its own
// number (BENCH_SEED to repeat one), so its new boards are new.
let distinct = Number(process.env.BENCH_SEED ?? Date.now() % 1_000_000) * 1_000; // below GraphQL's Int limit with the counts added
/** Sets aside `count` numbers for another thread's new questions (see useSeeds): the two never ask the same. */
export function reserveSeeds(count) {
  const start = distinct;
  distinct += count;
  return start;
}

/** On another thread: its new questions start from a block reserveSeeds set aside. */
export function useSeeds(start) {
  distinct = start;
}

/** A new question each call: the same chain, its first target's Might never the same twice (no cache can answer it). */
export function nextResolveBody(extraObjects) {
  return resolveBody(extraObjects, 1_000 + distinct++);
}

export const LARGE_BOARD_OBJECTS = 398;

const RESOLVE_BRIEF = `mutation Resolve($input: ResolveChainInput!) { resolveChain(input: $input) { id status summary } }`;
const SPELLS = ["Incinerate", "Void Seeker", "Stupefy"];

/** The most engine work the input limits allow: 400 units, 100 spells (answer kept short); each call a new board. */
export function saturatingBody() {
  const b = board(0);
  const seed = distinct++;
  b.objects = Array.from({ length: 400 }, (_, i) => ({
    id: `u${i}`, owner: i % 2 ? "p1" : "p2", type: "unit", might: i === 0 ? 5 + seed : 5, damage: 1, location: "BATTLEFIELD", battlefield: i % 2 ? "bf1" : "bf2",
  }));
  b.players = b.players.map((p) => ({ ...p, deckSize: 200 }));
  const chain = Array.from({ length: 100 }, (_, i) => ({ id: `c${i}`, card: SPELLS[i % SPELLS.length], controller: i % 2 ? "p2" : "p1", targets: [`u${(i * 7) % 400}`] }));
  return { query: RESOLVE_BRIEF, variables: { input: { asOf: "2026-08-01", board: b, chain } } };
}
