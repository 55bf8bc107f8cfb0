// The operations the explorer opens with, one tab each: a rule as of a date, a card search, a rules
// search, and the Void Seeker example of rule 359.3.e.5 resolved on a board.

export interface ExplorerTab {
  query: string;
  variables: string;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

const ruleAsOf: ExplorerTab = {
  query: `# A rule as it read on a date: the release in force that day is chosen for you.
# Change asOf (or pass version: "RUP4") and run again with the ▶ button.
query RuleAsOf($number: String!, $asOf: Date) {
  rule(number: $number, asOf: $asOf) {
    number
    text
    examples
    release { version effectiveFrom }
    parent { number text }
    children { number text }
  }
  ruleHistory(number: $number, asOf: $asOf) {
    release { version }
    rule { number }
    how
    confidence
  }
}
`,
  variables: json({ number: "359.3.e.5", asOf: "2026-04-01" }),
};

const searchCards: ExplorerTab = {
  query: `# Cards matching a filter, with each card's text as in force on asOf (default today).
query SearchCards($filter: CardFilter, $first: Int) {
  cards(filter: $filter, first: $first) {
    totalCount
    edges {
      node { code name types domains energy might text }
    }
    pageInfo { hasNextPage endCursor }
  }
}
`,
  variables: json({ filter: { type: "Spell", text: "draw" }, first: 5 }),
};

const searchRules: ExplorerTab = {
  query: `# Full-text search over the rules of one release, best match first.
query SearchRules($text: String!, $version: String) {
  searchRules(text: $text, version: $version, first: 5) {
    totalCount
    edges { rank snippet node { number } }
  }
}
`,
  variables: json({ text: "illegal target", version: "RUP4" }),
};

const resolveVoidSeeker: ExplorerTab = {
  query: `# Rule 359.3.e.5's example: p1 plays Void Seeker on p2's unit at a battlefield; p2 reacts with
# Flash, moving the unit to base. Flash resolves first; Void Seeker's target is then illegal, so its
# damage is ignored while its draw still happens. Open /r/<id> for a page a judge can share.
mutation ResolveVoidSeeker($input: ResolveChainInput!) {
  resolveChain(input: $input) {
    id
    status
    summary
    release { version }
    steps {
      index
      kind
      chainItem
      instruction
      outcome
      explanation
      targets { object legal reason }
      citations { rule release text found note }
    }
    finalBoard {
      players { id handSize }
      objects { id zone battlefield damage }
    }
  }
}
`,
  variables: json({
    input: {
      rulesVersion: "RUP4",
      board: {
        turnPlayer: "p1",
        players: [
          { id: "p1", deckSize: 20 },
          { id: "p2", deckSize: 20 },
        ],
        battlefields: [{ id: "bf1" }, { id: "bf2" }],
        objects: [{ id: "u", owner: "p2", type: "unit", might: 3, location: "BATTLEFIELD", battlefield: "bf1" }],
      },
      chain: [
        { id: "vs", card: "Void Seeker", controller: "p1", targets: ["u"] },
        { id: "fl", card: "Flash", controller: "p2", targets: ["u"] },
      ],
    },
  }),
};

export const EXPLORER_TABS: ExplorerTab[] = [ruleAsOf, searchCards, searchRules, resolveVoidSeeker];
