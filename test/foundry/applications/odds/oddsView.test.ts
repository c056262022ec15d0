import { describe, expect, it } from "vitest";
import english from "../../../../lang/en.json";
import { dictionaryTranslator } from "../../../../src/engine/text/dictionaryTranslator";
import { text } from "../../../../src/engine/text/LocalText";
import type { OddsSummary } from "../../../../src/engine/odds/OddsStudy";
import type { Targeting } from "../../../../src/engine/script/Targeting";
import { oddsView } from "../../../../src/foundry/applications/odds/oddsView";

const i18n = dictionaryTranslator(english);

function hintFor(offered: readonly Targeting[]): string {
  const view = oddsView(
    i18n,
    { kind: "ready" },
    { trials: 1000, seed: 1, assumptions: [], unit: text("TURNWRIGHT.Odds.Unit.Rounds"), targeting: { sides: ["friendly", "hostile"], offered, chosen: {} } },
  );
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

describe("the Odds dialog's numbers and lists", () => {
  // The words are English in every language here (the dictionary is en.json): what is checked is how numbers and lists are written.
  const summary: OddsSummary = {
    trials: 10_000,
    seed: 7,
    sides: [{ side: "friendly", targeting: ["random", "nearest"], wins: 6_125, trials: 10_000, rate: 0.6125, low: 0.6029, high: 0.622 }],
    noWinner: { wins: 3_875, trials: 10_000, rate: 0.3875, low: 0.378, high: 0.397 },
    rounds: { mean: 3.456, sd: 1, min: 1, median: 3, max: 9 },
    lengths: [{ rounds: 3, fights: 2_500 }],
    combatants: [{ id: "a", name: "Ada", side: "friendly", standing: 6_125, rate: 0.6125, low: 0.6029, high: 0.622 }],
  };
  const settings = {
    trials: 10_000,
    seed: 7,
    assumptions: [],
    unit: text("TURNWRIGHT.Odds.Unit.Rounds"),
    targeting: { sides: ["friendly"], offered: ["random", "nearest"] as Targeting[], chosen: {} },
  };

  it("are written as the reader's language writes them: grouped digits, decimal commas, its percent sign, its word for 'and'", () => {
    const german = oddsView(dictionaryTranslator(english, "de"), { kind: "done", summary }, settings);
    expect(german.trialChoices.map((choice) => choice.label)).toEqual(["1.000", "10.000", "100.000"]);
    expect(german.result?.heading).toBe("10.000 fights, seed 7");
    expect(german.result?.sides[0]?.rate).toBe("61,3\u00a0%");
    expect(german.result?.roundsWords).toContain("Mean 3,46 rounds");
    expect(german.result?.targetingWords).toBe("How each side chose its targets: Friendly — at random und the nearest.");
    expect(german.result?.standing[0]?.label).toBe("Ada (Friendly)");
    const inEnglish = oddsView(i18n, { kind: "done", summary }, settings);
    expect(inEnglish.result?.sides[0]?.rate).toBe("61.3%");
    expect(inEnglish.result?.heading).toBe("10,000 fights, seed 7");
    expect(inEnglish.result?.targetingWords).toBe("How each side chose its targets: Friendly — at random and the nearest.");
  });

  it("leave the bars' CSS lengths in CSS's own notation, whatever the language", () => {
    const french = oddsView(dictionaryTranslator(english, "fr"), { kind: "done", summary }, settings);
    expect(french.result?.sides[0]?.rate).toBe("61,3\u00a0%");
    expect(french.result?.sides[0]?.width).toBe("61.25%");
  });
});
