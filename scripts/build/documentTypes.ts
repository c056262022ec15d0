import type { RuleSetEntry } from "../../src/rulesets/catalogue";
import { isJsonObject } from "./json";

const DOCUMENTS = ["Actor", "Item"] as const;

/**
 * Where a manifest's `documentTypes` and the rule set catalogue disagree, one sentence each;
 * empty when they agree. Only Actor and Item types belong to rule sets (chat cards and combat
 * subtypes are the whole system's and are not checked here). Only playable rule sets declare
 * their types; Foundry refuses the core type name `base`, and a `.` would read as a
 * module-namespaced subtype.
 */
export function documentTypeProblems(manifest: unknown, catalogue: readonly RuleSetEntry[]): string[] {
  if (!isJsonObject(manifest)) return ["the manifest is not a JSON object"];
  const declared = manifest["documentTypes"];
  if (!isJsonObject(declared)) return ["the manifest has no documentTypes object"];

  const problems: string[] = [];
  for (const document of DOCUMENTS) {
    const expected = expectedSubtypes(catalogue, document);
    const subtypes = declared[document] ?? {};
    if (!isJsonObject(subtypes)) {
      problems.push(`documentTypes.${document} must be an object of subtypes`);
      continue;
    }
    for (const [subtype, config] of Object.entries(subtypes)) {
      if (!expected.has(subtype)) problems.push(`documentTypes.${document}.${subtype} is not in any playable rule set of the catalogue`);
      if (!isJsonObject(config) || !Array.isArray(config["htmlFields"])) {
        problems.push(`documentTypes.${document}.${subtype} must be an object with an htmlFields array`);
      }
    }
    for (const [subtype, rulesets] of expected) {
      const owners = rulesets.join(" and ");
      if (!(subtype in subtypes)) problems.push(`documentTypes.${document}.${subtype} (rule set ${owners}) is missing`);
      if (rulesets.length > 1) problems.push(`${document} subtype "${subtype}" is claimed by more than one rule set: ${owners}`);
      if (subtype === "base" || subtype.includes(".")) problems.push(`${document} subtype "${subtype}" (rule set ${owners}) is a name Foundry reserves`);
    }
  }
  return problems;
}

/** Subtype name → the playable rule sets declaring it (more than one is a clash). */
function expectedSubtypes(catalogue: readonly RuleSetEntry[], document: (typeof DOCUMENTS)[number]): Map<string, string[]> {
  const subtypes = new Map<string, string[]>();
  for (const entry of catalogue) {
    if (!entry.playable) continue;
    for (const subtype of entry.documentTypes[document]) subtypes.set(subtype, [...(subtypes.get(subtype) ?? []), entry.id]);
  }
  return subtypes;
}
