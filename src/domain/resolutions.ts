// A chain resolution as stored and served: the engine's answer with every citation resolved against
// the pinned release (number, text, version), so it never changes after it is written.

export interface CitationRecord {
  rule: string;
  text: string | null;
  release: string;
  ruleId: string;
  rup4: string;
  found: boolean;
  note: string | null;
}

export interface TargetCheckRecord {
  object: string;
  legal: boolean;
  reason: string | null;
  citations: CitationRecord[];
}

export interface ResolutionStepRecord {
  index: number;
  kind: string;
  chainItem: string | null;
  instruction: string | null;
  outcome: string | null;
  explanation: string;
  targets: TargetCheckRecord[];
  citations: CitationRecord[];
}

export interface ResolutionRecord {
  id: string;
  releaseVersion: string;
  asOf: string;
  createdAt: string;
  status: string;
  pendingChoice: { item: string; index: number; player: string; prompt: string; options: string[] } | null;
  steps: ResolutionStepRecord[];
  finalBoard: {
    players: { id: string; handSize: number; hand: string[] | null; trash: string[] | null }[];
    objects: {
      id: string; zone: string; battlefield: string | null; damage: number; might: number | null; exhausted: boolean;
      controller: string; newObject: boolean; attachedTo: string | null;
      /** whose base it sits in, when that is not its controller's (absent in resolutions stored before it was recorded) */
      baseOwner?: string | null;
    }[];
  };
  summary: string;
  unsupported: string[];
}
