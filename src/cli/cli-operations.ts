// The GraphQL operations the command line sends, in process or to a server alike, and the shapes of
// their answers (a subset of schema/schema.graphql).

export const RESOLVE_OPERATION = `mutation CliResolve($input: ResolveChainInput!) {
  resolveChain(input: $input) {
    id asOf status summary unsupported
    release { version title effectiveFrom }
    pendingChoice { item index player prompt options }
    steps {
      index kind chainItem instruction outcome explanation
      targets { object legal reason citations { rule release rup4 found text note } }
      citations { rule release rup4 found text note }
    }
    finalBoard {
      players { id handSize hand trash }
      objects { id zone battlefield damage might exhausted controller newObject attachedTo }
    }
  }
}`;

export const RULE_OPERATION = `query CliRule($number: String!, $asOf: Date, $version: String) {
  rulesRelease(asOf: $asOf, version: $version) { version title effectiveFrom }
  rule(number: $number, asOf: $asOf, version: $version) {
    number text heading examples
    parent { number text }
    children { number text }
  }
}`;

export interface ReleaseView {
  version: string;
  title: string;
  effectiveFrom: string;
}

export interface CitationView {
  rule: string;
  release: string;
  rup4: string;
  found: boolean;
  text?: string | null;
  note?: string | null;
}

export interface ResolutionView {
  id: string;
  asOf: string;
  status: string;
  summary: string;
  unsupported: string[];
  release: ReleaseView;
  pendingChoice: { item: string; index: number; player: string; prompt: string; options: string[] } | null;
  steps: {
    index: number;
    kind: string;
    chainItem: string | null;
    instruction: string | null;
    outcome: string | null;
    explanation: string;
    targets: { object: string; legal: boolean; reason: string | null; citations: CitationView[] }[];
    citations: CitationView[];
  }[];
  finalBoard: {
    players: { id: string; handSize: number; hand: string[] | null; trash: string[] | null }[];
    objects: { id: string; zone: string; battlefield: string | null; damage: number; might: number | null; exhausted: boolean; controller: string; newObject: boolean; attachedTo: string | null }[];
  };
}

export interface RuleAnswer {
  rulesRelease: ReleaseView | null;
  rule: {
    number: string;
    text: string;
    heading: boolean;
    examples: string[];
    parent: { number: string; text: string } | null;
    children: { number: string; text: string }[];
  } | null;
}
