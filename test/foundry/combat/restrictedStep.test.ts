import { describe, expect, it } from "vitest";
import type { ClockHappening } from "../../../src/engine/clock/index";
import { budgetsAfter } from "../../../src/foundry/combat/budgetsAfter";
import type { FighterRecord } from "../../../src/foundry/combat/FightRecord";
import { PHASES_COMBAT } from "../../../src/rulesets/phases-3d6/play/combat";
import { FAKE_RULES } from "./fakeRules";
import { packActor } from "../../rulesets/phases-3d6/play/packActors";

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

  it("phases-3d6: in the Surprise Phase one attack or one move, in a regular Phase attack and move", () => {
    const actor = packActor("duellist");
    const surprise = PHASES_COMBAT.startTurn(PHASES_COMBAT.freshBudget(), { restricted: true });
    const struck = PHASES_COMBAT.spend(surprise, "strike", actor);
    if (!struck.ok) throw new Error(struck.refusal.message);
    expect(PHASES_COMBAT.spend(struck.value, "halfMove", actor)).toMatchObject({ ok: false, refusal: { code: "turn-full" } });
    const regular = PHASES_COMBAT.startTurn(struck.value, { restricted: false });
    const again = PHASES_COMBAT.spend(regular, "strike", actor);
    if (!again.ok) throw new Error(again.refusal.message);
    expect(PHASES_COMBAT.spend(again.value, "halfMove", actor).ok).toBe(true);
  });

  it("phases-3d6: the Surprise Phase's mark is its own budget's, and survives storage, spending and a Phase's fresh allowance", () => {
    const actor = packActor("duellist");
    const stored: unknown = JSON.parse(JSON.stringify(PHASES_COMBAT.startTurn(PHASES_COMBAT.freshBudget(), { restricted: true })));
    expect(stored).toMatchObject({ restricted: true });
    const refreshed: unknown = JSON.parse(JSON.stringify(PHASES_COMBAT.startStep(stored)));
    const moved = PHASES_COMBAT.spend(refreshed, "halfMove", actor);
    if (!moved.ok) throw new Error(moved.refusal.message);
    expect(PHASES_COMBAT.spend(JSON.parse(JSON.stringify(moved.value)), "strike", actor)).toMatchObject({ ok: false, refusal: { code: "turn-full" } });
    // The slot budget itself knows nothing of restricted steps: a new turn outside the Surprise Phase clears the mark.
    expect(PHASES_COMBAT.startTurn(moved.value, { restricted: false })).not.toHaveProperty("restricted");
  });
});
