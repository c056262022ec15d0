import { afterEach, describe, expect, it } from "vitest";
import { activeDocumentRules, documentRulesOf, ruleSetTypes, useDocumentRules } from "../../src/foundry/activeRules";
import { D100_DOCUMENTS } from "../../src/rulesets/d100-fate/play/documents";
import { PHASES_DOCUMENTS } from "../../src/rulesets/phases-3d6/play/documents";

describe("the document rules", () => {
  afterEach(() => useDocumentRules(() => undefined));

  it("are none until the documents are registered", () => {
    expect(activeDocumentRules()).toBeUndefined();
    expect(ruleSetTypes("Actor")).toEqual([]);
    expect(documentRulesOf("Item", "d100-fate-weapon")).toBeUndefined();
  });

  it("are read through the reader handed over at registration", () => {
    useDocumentRules(() => D100_DOCUMENTS, [D100_DOCUMENTS, PHASES_DOCUMENTS]);
    expect(activeDocumentRules()).toBe(D100_DOCUMENTS);
    expect(ruleSetTypes("Actor")).toEqual(["d100-fate"]);
    expect(ruleSetTypes("Item")).toEqual(["d100-fate-weapon", "d100-fate-armour"]);
  });

  it("find the rule set of a subtype, the world's or one kept from an earlier choice", () => {
    useDocumentRules(() => D100_DOCUMENTS, [D100_DOCUMENTS, PHASES_DOCUMENTS]);
    expect(documentRulesOf("Item", "d100-fate-armour")).toBe(D100_DOCUMENTS);
    expect(documentRulesOf("Actor", "phases-3d6")).toBe(PHASES_DOCUMENTS);
    expect(documentRulesOf("Actor", "d100-fate-weapon")).toBeUndefined();
    expect(documentRulesOf("Actor", "d6-pool")).toBeUndefined();
  });
});
