import { describe, expect, it } from "vitest";
import { creatableTypes, requestedTypes, withTypes } from "../../../src/foundry/documents/creatableTypes";

const known = ["base", "d100-fate-weapon", "d100-fate-armour", "d6-pool-gear"];

describe("creatableTypes", () => {
  it("offers the active rule set's types that Foundry knows, and nothing of another rule set", () => {
    expect(creatableTypes(["d100-fate-weapon", "d100-fate-armour"], known)).toEqual(["d100-fate-weapon", "d100-fate-armour"]);
  });

  it("drops a rule-set type that system.json does not declare", () => {
    expect(creatableTypes(["d100-fate-weapon", "d100-fate-shield"], known)).toEqual(["d100-fate-weapon"]);
  });

  it("narrows to what the caller asked for", () => {
    expect(creatableTypes(["d100-fate-weapon", "d100-fate-armour"], known, ["d100-fate-armour", "d6-pool-gear"])).toEqual(["d100-fate-armour"]);
  });

  it("never hands Foundry an empty list: the caller's request stands, or Foundry's own list", () => {
    expect(creatableTypes([], known)).toBeUndefined();
    expect(creatableTypes(["d100-fate-weapon"], known, ["d6-pool-gear"])).toEqual(["d6-pool-gear"]);
  });
});

describe("requestedTypes", () => {
  it("reads a list of names and ignores anything else", () => {
    expect(requestedTypes({ types: ["a", "b"] })).toEqual(["a", "b"]);
    expect(requestedTypes({ types: "a" })).toBeUndefined();
    expect(requestedTypes({ types: ["a", 3] })).toBeUndefined();
    expect(requestedTypes({})).toBeUndefined();
    expect(requestedTypes(undefined)).toBeUndefined();
  });
});

describe("withTypes", () => {
  it("sets the types on a copy and keeps the other options", () => {
    const options = { window: { title: "New" } };
    const given = withTypes(options, ["d100-fate"]);
    expect(given).toEqual({ window: { title: "New" }, types: ["d100-fate"] });
    expect(options).toEqual({ window: { title: "New" } });
  });

  it("leaves the options as they are when there is nothing to restrict", () => {
    expect(withTypes({ window: { title: "New" } }, undefined)).toEqual({ window: { title: "New" } });
  });
});
