/**
 * The five rule sets a world can choose, as plain data. Foundry's setting, system.json's
 * document types and the CLI all read this one list; adding a rule set is a folder plus a
 * line here.
 */
export interface RuleSetEntry {
  readonly id: RuleSetId;
  /** English name; Foundry shows `TURNWRIGHT.RuleSet.<id>` from lang/en.json instead. */
  readonly name: string;
  /** Document subtypes this rule set declares in system.json. */
  readonly documentTypes: { readonly Actor: readonly string[]; readonly Item: readonly string[] };
  /** False until its rules are in src/rulesets/<id>; the world setting still lists it. */
  readonly playable: boolean;
}

export const RULESET_IDS = ["d100-fate", "phases-3d6", "d6-pool", "d20-segments", "action-points"] as const;
export type RuleSetId = (typeof RULESET_IDS)[number];

export const RULESET_CATALOGUE: readonly RuleSetEntry[] = [
  {
    id: "d100-fate",
    name: "d100 & Fate",
    documentTypes: { Actor: ["d100-fate"], Item: ["d100-fate-weapon", "d100-fate-armour"] },
    playable: true,
  },
  { id: "phases-3d6", name: "3d6 Phases", documentTypes: { Actor: ["phases-3d6"], Item: ["phases-3d6-weapon"] }, playable: true },
  { id: "d6-pool", name: "D6 Pool & Wild Die", documentTypes: { Actor: [], Item: [] }, playable: false },
  { id: "d20-segments", name: "d20 Segments", documentTypes: { Actor: [], Item: [] }, playable: false },
  { id: "action-points", name: "Action Points", documentTypes: { Actor: [], Item: [] }, playable: false },
];

export function isRuleSetId(value: string): value is RuleSetId {
  return RULESET_IDS.some((id) => id === value);
}
