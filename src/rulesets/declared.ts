import { ACTION_POINTS_DECLARATION } from "./action-points/declaration";
import { D100_DECLARATION } from "./d100-fate/declaration";
import { D20_SEGMENTS_DECLARATION } from "./d20-segments/declaration";
import { D6_POOL_DECLARATION } from "./d6-pool/declaration";
import { PHASES_DECLARATION } from "./phases-3d6/declaration";
import type { RuleSet } from "./RuleSet";
import type { RuleSetDeclaration } from "./RuleSetDeclaration";

/** A rule set's declaration, and how to fetch the whole rule set: in the system's bundle, a chunk of its own. */
export interface DeclaredRuleSet extends RuleSetDeclaration {
  load(): Promise<RuleSet>;
}

/**
 * Every rule set as the Foundry entry knows it at `init`, in the order of `registry.ts` (a test
 * holds the two lists to one another). Only declarations are imported here; each `import()` is
 * where the bundler cuts the rule set's own chunk, so a world fetches its own rule set and no
 * other. The CLI and the odds worker import `registry.ts`, every rule set whole.
 */
export const DECLARED: readonly [DeclaredRuleSet, ...DeclaredRuleSet[]] = [
  { ...D100_DECLARATION, load: async () => (await import("./d100-fate/ruleSet")).D100_FATE },
  { ...PHASES_DECLARATION, load: async () => (await import("./phases-3d6/ruleSet")).PHASES_3D6 },
  { ...D6_POOL_DECLARATION, load: async () => (await import("./d6-pool/ruleSet")).D6_POOL },
  { ...D20_SEGMENTS_DECLARATION, load: async () => (await import("./d20-segments/ruleSet")).D20_SEGMENTS },
  { ...ACTION_POINTS_DECLARATION, load: async () => (await import("./action-points/ruleSet")).ACTION_POINTS },
];

/** The rule set a new world runs. */
export const DEFAULT_DECLARED: DeclaredRuleSet = DECLARED[0];

export function declaredRuleSet(id: string): DeclaredRuleSet | undefined {
  return DECLARED.find((ruleset) => ruleset.id === id);
}
