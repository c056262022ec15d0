import type { DocumentRules } from "../../engine/play/DocumentRules";

/**
 * How the document classes learn the world's rule set: a reader handed over when the documents
 * are registered (the rule set is fixed until the world reloads). Until then, none.
 */
let read: () => DocumentRules | undefined = () => undefined;

export function useDocumentRules(reader: () => DocumentRules | undefined): void {
  read = reader;
}

export function activeDocumentRules(): DocumentRules | undefined {
  return read();
}

/** The subtypes the active rule set declares for a document class. */
export function ruleSetTypes(documentName: "Actor" | "Item"): readonly string[] {
  const rules = read();
  if (rules === undefined) return [];
  return documentName === "Actor" ? [rules.actorType] : rules.itemTypes;
}

/** Whether a subtype belongs to the active rule set. */
export function isRuleSetType(documentName: "Actor" | "Item", type: string): boolean {
  return ruleSetTypes(documentName).includes(type);
}
