import { describe, expect, it } from "vitest";
import { fillUnsetBars } from "../../../src/foundry/data/fillUnsetBars";

describe("fillUnsetBars", () => {
  it("shows a track without a current value as full, and leaves a set one alone", () => {
    const prepared = { wounds: { max: 12, value: null }, fate: { max: 3, value: 1 }, fatigue: 0 };
    fillUnsetBars(prepared, ["wounds", "fate", "fatigue", "missing.path"]);
    expect(prepared).toEqual({ wounds: { max: 12, value: 12 }, fate: { max: 3, value: 1 }, fatigue: 0 });
  });

  it("follows dotted paths", () => {
    const prepared = { resources: { stamina: { max: 5 } } };
    fillUnsetBars(prepared, ["resources.stamina"]);
    expect(prepared).toEqual({ resources: { stamina: { max: 5, value: 5 } } });
  });
});
