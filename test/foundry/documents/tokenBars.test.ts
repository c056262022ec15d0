import { describe, expect, it } from "vitest";
import { tokenBarDefaults, trackableAttributes } from "../../../src/foundry/documents/tokenBars";

const tokens = { primary: "wounds", secondary: "fate", bars: ["wounds", "fate"], values: ["fatigue", "criticalDamage"] };

describe("tokenBarDefaults", () => {
  it("gives a new actor the rule set's two bars", () => {
    expect(tokenBarDefaults({ name: "Varro", type: "d100-fate" }, tokens)).toEqual({ bar1: "wounds", bar2: "fate" });
  });

  it("keeps a bar the creating data names, nested or dotted", () => {
    expect(tokenBarDefaults({ prototypeToken: { bar1: { attribute: "fatigue" } } }, tokens)).toEqual({ bar2: "fate" });
    expect(tokenBarDefaults({ prototypeToken: { "bar2.attribute": null } }, tokens)).toEqual({ bar1: "wounds" });
    expect(tokenBarDefaults({ "prototypeToken.bar1.attribute": "fatigue", "prototypeToken.bar2.attribute": "fate" }, tokens)).toEqual({});
  });
});

describe("trackableAttributes", () => {
  it("lists the bars and values for the actor type", () => {
    expect(trackableAttributes("d100-fate", tokens)).toEqual({ "d100-fate": { bar: ["wounds", "fate"], value: ["fatigue", "criticalDamage"] } });
  });
});
