import type { DocumentRules } from "../engine/play/DocumentRules";

/**
 * How the document classes learn the rule sets: the world's own (fixed until the world reloads)
 * and every playable one, whose documents a world may still hold from an earlier choice. Handed
 * over when the documents are registered; until then, none.
 */
let read: () => DocumentRules | undefined = () => undefined;
let known: readonly DocumentRules[] = [];

export function useDocumentRules(reader: () => DocumentRules | undefined, all: readonly DocumentRules[] = []): void {
  read = reader;
  known = all;
}

export function activeDocumentRules(): DocumentRules | undefined {
  return read();
}

/** The subtypes the active rule set declares for a document class. */
export function ruleSetTypes(documentName: "Actor" | "Item"): readonly string[] {
  const rules = read();
  if (rules === undefined) return [];
  return typesOf(rules, documentName);
}

/** The rule set a subtype belongs to, active or not. */
export function documentRulesOf(documentName: "Actor" | "Item", type: string): DocumentRules | undefined {
  const active = read();
  if (active !== undefined && typesOf(active, documentName).includes(type)) return active;
  return known.find((rules) => typesOf(rules, documentName).includes(type));
}

function typesOf(rules: DocumentRules, documentName: "Actor" | "Item"): readonly string[] {
  return documentName === "Actor" ? [rules.actorType] : rules.itemTypes;
}
