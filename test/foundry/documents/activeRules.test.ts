import { afterEach, describe, expect, it } from "vitest";
import { activeDocumentRules, isRuleSetType, ruleSetTypes, useDocumentRules } from "../../../src/foundry/documents/activeRules";
import { D100_DOCUMENTS } from "../../../src/rulesets/d100-fate/play/documents";

describe("the active document rules", () => {
  afterEach(() => useDocumentRules(() => undefined));

  it("are none until the documents are registered", () => {
    expect(activeDocumentRules()).toBeUndefined();
    expect(ruleSetTypes("Actor")).toEqual([]);
    expect(isRuleSetType("Item", "d100-fate-weapon")).toBe(false);
  });

  it("are read through the reader handed over at registration", () => {
    useDocumentRules(() => D100_DOCUMENTS);
    expect(activeDocumentRules()).toBe(D100_DOCUMENTS);
    expect(ruleSetTypes("Actor")).toEqual(["d100-fate"]);
    expect(ruleSetTypes("Item")).toEqual(["d100-fate-weapon", "d100-fate-armour"]);
    expect(isRuleSetType("Item", "d100-fate-armour")).toBe(true);
    expect(isRuleSetType("Actor", "d100-fate-weapon")).toBe(false);
  });
});
