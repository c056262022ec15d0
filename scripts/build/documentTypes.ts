import type { DocumentRules } from "../../src/engine/play/DocumentRules";
import { isJsonObject, type JsonObject } from "./json";

const DOCUMENTS = ["Actor", "Item"] as const;

/** What the build needs of a rule set to declare its document types. */
export interface DeclaringRuleSet {
  readonly id: string;
  readonly play: { readonly documents: Pick<DocumentRules, "actorType" | "itemTypes"> };
}

/** Subtype name → the rule sets declaring it (more than one is a clash). */
function subtypesOf(rulesets: readonly DeclaringRuleSet[], document: (typeof DOCUMENTS)[number]): Map<string, string[]> {
  const subtypes = new Map<string, string[]>();
  for (const ruleset of rulesets) {
    const declared = document === "Actor" ? [ruleset.play.documents.actorType] : ruleset.play.documents.itemTypes;
    for (const subtype of declared) subtypes.set(subtype, [...(subtypes.get(subtype) ?? []), ruleset.id]);
  }
  return subtypes;
}

/**
 * Why the rule sets' document types cannot be declared, one sentence each; empty when they can.
 * Foundry refuses the core type name `base`, a `.` would read as a module-namespaced subtype,
 * and two rule sets may not share a subtype.
 */
export function documentTypeProblems(rulesets: readonly DeclaringRuleSet[]): string[] {
  const problems: string[] = [];
  for (const document of DOCUMENTS) {
    for (const [subtype, owners] of subtypesOf(rulesets, document)) {
      const named = owners.join(" and ");
      if (owners.length > 1) problems.push(`${document} subtype "${subtype}" is claimed by more than one rule set: ${named}`);
      if (subtype === "base" || subtype.includes(".")) problems.push(`${document} subtype "${subtype}" (rule set ${named}) is a name Foundry reserves`);
    }
  }
  return problems;
}

/**
 * Each document's rich text (src/engine/schema/notes.ts), which Foundry's `htmlFields` names so its
 * server cleans the HTML and its compendium tools follow the links in it.
 */
const HTML_FIELDS: Readonly<Record<(typeof DOCUMENTS)[number], readonly string[]>> = { Actor: ["notes"], Item: ["description"] };

/**
 * system.json's `documentTypes` as shipped: the source manifest's own (the system-wide chat
 * card) with every rule set's Actor and Item subtypes added, so the list is kept in one place.
 */
export function withDocumentTypes(declared: unknown, rulesets: readonly DeclaringRuleSet[]): JsonObject {
  const source = isJsonObject(declared) ? declared : {};
  const handWritten = DOCUMENTS.filter((document) => document in source);
  if (handWritten.length > 0)
    throw new Error(`system.json declares ${handWritten.join(" and ")} types by hand; they come from the registered rule sets (src/rulesets/registry.ts)`);
  const written: JsonObject = {};
  for (const document of DOCUMENTS) {
    written[document] = Object.fromEntries([...subtypesOf(rulesets, document).keys()].map((subtype) => [subtype, { htmlFields: [...HTML_FIELDS[document]] }]));
  }
  return { ...written, ...source };
}
