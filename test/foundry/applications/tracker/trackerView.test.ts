import { describe, expect, it } from "vitest";
import { advanceFight } from "../../../../src/foundry/fight/advance";
import { spendFromBudget } from "../../../../src/foundry/fight/spend";
import { startFight } from "../../../../src/foundry/fight/start";
import { readSurprise, surpriseRows } from "../../../../src/foundry/applications/tracker/surpriseDialog";
import { budgetRows, type TrackerViewer, type TrackerWords } from "../../../../src/foundry/applications/tracker/trackerView";
import { FakeCombat, rolledTrio } from "../../fight/fakeCombat";
import { FAKE_RULES } from "../../fight/fakeRules";

const words: TrackerWords = { say: (text) => text.key, pip: (label, spent) => `${label}:${spent ? "spent" : "open"}`, list: (names) => names.join(", ") };
const player = (...mine: string[]): TrackerViewer => ({ isGM: false, owns: (id) => mine.includes(id) });

describe("the tracker's budget rows", () => {
  it("show no pips before the fight, and the surprise badge", () => {
    const combat = new FakeCombat(rolledTrio().map((f) => (f.id === "c" ? { ...f, surprised: true } : f)));
    const rows = budgetRows(FAKE_RULES, combat.record, player("a"), words);
    expect(rows.every((row) => row.pips.length === 0 && !row.endTurn)).toBe(true);
    expect(rows.find((row) => row.id === "c")?.surprised).toBe(true);
  });

  it("fill a pip for each action spent", async () => {
    const combat = new FakeCombat(rolledTrio());
    await startFight(combat);
    await spendFromBudget(combat, "a", "aim");
    await spendFromBudget(combat, "b", "dodge");
    const rows = budgetRows(FAKE_RULES, combat.record, player(), words);
    expect(rows.find((row) => row.id === "a")?.pips.map((pip) => pip.tooltip)).toEqual([
      "FAKE.Full:spent",
      "FAKE.Half:spent",
      "FAKE.Half:open",
      "FAKE.Reaction:open",
    ]);
    expect(rows.find((row) => row.id === "b")?.pips.map((pip) => pip.spent)).toEqual([false, false, false, true]);
  });

  it("offer 'End my turn' only to the acting combatant's owner, and not to the GM", async () => {
    const combat = new FakeCombat(rolledTrio());
    await startFight(combat);
    const ends = (viewer: TrackerViewer) =>
      budgetRows(FAKE_RULES, combat.record, viewer, words)
        .filter((row) => row.endTurn)
        .map((row) => row.id);
    expect(ends(player("a"))).toEqual(["a"]);
    expect(ends(player("b"))).toEqual([]);
    expect(ends({ isGM: true, owns: () => true })).toEqual([]);
    await advanceFight(combat, "next");
    expect(ends(player("a", "b"))).toEqual(["b"]);
  });

  it("drop the surprise badge after the first round", async () => {
    const combat = new FakeCombat(rolledTrio());
    combat.surpriseAnswer = { c: true };
    await startFight(combat);
    expect(budgetRows(FAKE_RULES, combat.record, player(), words).find((row) => row.id === "c")?.surprised).toBe(true);
    await advanceFight(combat, "nextRound");
    expect(budgetRows(FAKE_RULES, combat.record, player(), words).find((row) => row.id === "c")?.surprised).toBe(false);
  });
});

describe("the surprise dialog", () => {
  it("lists every combatant, ticked if already marked", () => {
    const rows = surpriseRows(
      rolledTrio().map((f) => (f.id === "b" ? { ...f, surprised: true } : f)),
      { a: "a.webp" },
    );
    expect(rows.map((row) => [row.id, row.surprised, row.img])).toEqual([
      ["b", true, ""],
      ["c", false, ""],
      ["a", false, "a.webp"],
    ]);
  });

  it("reads only real ticks as surprised", () => {
    expect(readSurprise({ a: true, b: "on", c: false, x: true }, ["a", "b", "c", "d"])).toEqual({ a: true, b: false, c: false, d: false });
    expect(readSurprise(null, ["a"])).toEqual({ a: false });
  });
});

describe("what surprise costs, in words", () => {
  it("follows the rule set's clock, and every rule a shape may have is worded in lang/en.json", async () => {
    const { surpriseHintKey } = await import("../../../../src/foundry/applications/tracker/trackerView");
    const { KNOWN_WORDS } = await import("../../../support/words");
    const rules: readonly ("none" | "lose-first-round" | "surprise-phase" | "act-last-first-round")[] = [
      "none",
      "lose-first-round",
      "surprise-phase",
      "act-last-first-round",
    ];
    for (const rule of rules) expect(KNOWN_WORDS.has(surpriseHintKey(rule)), rule).toBe(true);
    const combat = new FakeCombat(rolledTrio().map((f) => (f.id === "c" ? { ...f, surprised: true } : f)));
    expect(budgetRows(FAKE_RULES, combat.record, player("a"), words).find((row) => row.id === "c")?.surprisedHint).toBe(
      surpriseHintKey(FAKE_RULES.clock.surprise),
    );
  });
});
