import { describe, expect, it } from "vitest";
import type { ClockHappening } from "../../../src/engine/clock/index";
import { budgetsAfter } from "../../../src/foundry/fight/budgetsAfter";
import type { FighterRecord } from "../../../src/foundry/fight/FightRecord";
import { FAKE_RULES } from "./fakeRules";

const when = { round: 1, phase: 0 };

function fighter(id: string): FighterRecord {
  return { id, name: id, actor: null, initiative: 5, tiebreak: [], rolledFor: 1, surprised: false, defeated: false, budget: null };
}

describe("a restricted step reaches the budget", () => {
  it("a turn that starts in a restricted step (the Surprise Phase) is told so", () => {
    const seen: boolean[] = [];
    const rules = { ...FAKE_RULES, startTurn: (budget: unknown, step: { readonly restricted: boolean }) => (seen.push(step.restricted), budget) };
    const happened: ClockHappening[] = [
      { type: "step-start", when, step: "surprise", number: 0, restricted: true },
      { type: "turn-start", when, ids: ["a"], outOfTurn: false },
      { type: "step-start", when: { round: 1, phase: 1 }, step: "phase", number: 1, restricted: false },
      { type: "turn-start", when: { round: 1, phase: 1 }, ids: ["a"], outOfTurn: false },
    ];
    budgetsAfter(rules, happened, [fighter("a")]);
    expect(seen).toEqual([true, false]);
  });
});
