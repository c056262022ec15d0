import { describe, expect, it } from "vitest";
import english from "../../../lang/en.json";
import { dictionaryTranslator } from "../../../src/engine/play/dictionaryTranslator";
import { text } from "../../../src/engine/play/LocalText";
import type { Targeting } from "../../../src/engine/scenario/Targeting";
import { oddsView } from "../../../src/foundry/odds/oddsView";

const i18n = dictionaryTranslator(english);

function hintFor(offered: readonly Targeting[]): string {
  const view = oddsView(i18n, { kind: "ready" }, { trials: 1000, seed: 1, assumptions: [], unit: text("TURNWRIGHT.Odds.Unit.Rounds"), targeting: { sides: ["friendly", "hostile"], offered, chosen: {} } });
  return view.targetingHint;
}

describe("the Odds dialog's words on targeting", () => {
  it("explains only the targetings the rule set offers: no hexes where there are none", () => {
    const withoutPositions = hintFor(["random", "focus", "first"]);
    expect(withoutPositions).toContain("At random");
    expect(withoutPositions).toContain("nearest to falling");
    expect(withoutPositions).not.toContain("hexes");
    expect(hintFor(["random", "focus", "nearest", "first"])).toContain("The nearest: by the hexes between them.");
  });
});
