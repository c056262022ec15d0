import { describe, expect, it } from "vitest";
import { changedDieCode } from "../../../src/rulesets/d6-pool/codeChange";

describe("a die code changed by an effect", () => {
  it.each([
    ["3D+1", "+1D", "4D+1"],
    ["3D+1", "-1D", "2D+1"],
    ["3D+2", "+1", "4D"],
    ["3D", "-1", "2D+2"],
    ["2D+1", "+1D+2", "4D"],
    ["1D", "-2D", "0D"],
    ["98D+2", "+3D", "99D+2"],
  ])("%s with %s is %s, pips carried into dice", (code, change, result) => {
    expect(changedDieCode(code, change)).toBe(result);
  });

  it.each([
    [3, "+1D"],
    ["3D", "+1X"],
    ["three", "+1D"],
    ["3D", "1D"],
  ])("leaves %j alone for %j: neither reads as a code and a change", (code, change) => {
    expect(changedDieCode(code, change)).toBeUndefined();
  });
});
