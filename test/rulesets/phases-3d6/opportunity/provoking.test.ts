import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { PHASE_ACTIONS } from "../../../../src/rulesets/phases-3d6/actions";
import { MANOEUVRES } from "../../../../src/rulesets/phases-3d6/manoeuvres";
import {
  DISTRACTION_IDS,
  DISTRACTIONS,
  distraction,
  distractionOfAction,
  provokedBy,
  provokesWord,
} from "../../../../src/rulesets/phases-3d6/opportunity/provoking";

describe("actions that let the guard down in a threatened hex", () => {
  it("has one row for every action of the source's table, plus Ready", () => {
    const count = (type: string) => DISTRACTIONS.filter((row) => row.type === type).length;
    expect(DISTRACTIONS).toHaveLength(46);
    expect(new Set(DISTRACTIONS.map((row) => row.id)).size).toBe(46);
    expect([count("attack"), count("move"), count("fullPhase"), count("free"), count("notAnAction")]).toEqual([10, 14, 12, 8, 2]);
    expect(distraction("standUp")?.label).toBe("Get up from prone");
    expect(distraction("nonsense")).toBeUndefined();
  });

  it("no attack manoeuvre provokes, nor readying", () => {
    for (const id of ["block", "disarm", "dodge", "grab", "haymaker", "missileDeflection", "rollWithAPunch", "strike", "otherAttack", "ready"] as const) {
      expect(provokedBy(id, true)).toEqual({ provokes: false, because: "not-distracting" });
    }
  });

  it("getting up, drawing a focus, mounting and reloading provoke unless a skill roll succeeds", () => {
    for (const id of ["standUp", "drawOrSheatheFocus", "mountOrDismount", "reloadGun"] as const) {
      expect(provokedBy(id, true)).toEqual({ provokes: true, skillNegates: true, gmMayWaive: false });
    }
  });

  it("shifting a heavy object, picking up an item, fetching a stored focus and changing clothes always provoke", () => {
    for (const id of ["moveHeavyObject", "pickUpItem", "retrieveStoredFocus", "changeClothes"] as const) {
      expect(provokedBy(id, true)).toEqual({ provokes: true, skillNegates: false, gmMayWaive: false });
    }
  });

  it("skills and starting or finishing a full-phase action usually provoke, the GM may waive it", () => {
    for (const id of ["moveActionSkill", "fullPhaseSkill", "startOrFinishFullPhase"] as const) {
      expect(provokedBy(id, true)).toEqual({ provokes: true, skillNegates: false, gmMayWaive: true });
    }
  });

  it("studying an opponent, sensing, bracing against knockback, doors, Rapid Fire, Sweep and recovering do not", () => {
    for (const id of [
      "analyseOpponent",
      "senseEnemy",
      "resistKnockback",
      "openOrCloseDoor",
      "rapidFire",
      "sweep",
      "recoverFromStun",
      "takeRecovery",
      "delay",
    ] as const) {
      expect(provokedBy(id, true).provokes).toBe(false);
    }
  });

  it("movement is judged by leaving threatened hexes, in its own manner", () => {
    expect(provokedBy("halfMove", true)).toEqual({ provokes: false, because: "movement", manner: "combat" });
    expect(provokedBy("crawl", false)).toEqual({ provokes: false, because: "movement", manner: "combat" });
    expect(provokedBy("fullMove", true)).toEqual({ provokes: false, because: "movement", manner: "combat" });
    expect(provokedBy("nonCombatMove", true)).toEqual({ provokes: false, because: "movement", manner: "nonCombat" });
    expect(provokedBy("moveBy", true)).toEqual({ provokes: false, because: "movement", manner: "combat" });
    expect(provokedBy("moveThrough", true)).toEqual({ provokes: false, because: "movement", manner: "combat" });
    expect(provokedBy("withdraw", true)).toEqual({ provokes: false, because: "movement", manner: "withdraw" });
    expect(provokedBy("hexStep", true)).toEqual({ provokes: false, because: "movement", manner: "step" });
  });

  it("nothing provokes outside a threatened hex, and free actions never do", () => {
    fc.assert(
      fc.property(fc.constantFrom(...DISTRACTION_IDS), fc.boolean(), (id, threatened) => {
        const result = provokedBy(id, threatened);
        if (!threatened) expect(result.provokes).toBe(false);
        if (distraction(id)?.type === "free") expect(result.provokes).toBe(false);
        expect(result.provokes).toBe(threatened && distraction(id)?.rule !== "no" && distraction(id)?.moves === undefined);
      }),
      { seed: 3651, numRuns: 200 },
    );
  });
});

describe("every action of a Phase, read against the source's table", () => {
  // The source's table, row by row, for the actions the budget knows (the manoeuvres never provoke).
  const SOURCE: Readonly<Record<string, string>> = {
    otherAttack: "no",
    ready: "no",
    halfMove: "unless-skill",
    crawl: "unless-skill",
    drawFocus: "unless-skill",
    standUp: "unless-skill",
    mount: "unless-skill",
    reload: "unless-skill",
    moveSkill: "varies",
    startFullPhase: "varies",
    analyse: "no",
    sense: "no",
    resistKnockback: "no",
    door: "no",
    moveHeavy: "yes",
    pickUp: "yes",
    fullMove: "unless-skill",
    noncombatMove: "yes",
    fullPhaseSkill: "varies",
    stowFocus: "yes",
    changeClothes: "yes",
    moveBy: "no",
    moveThrough: "no",
    rapidFire: "no",
    sweep: "no",
    withdraw: "no",
    recoverFromStun: "no",
    takeRecovery: "no",
    brace: "no",
    shiftMultipower: "no",
    soliloquy: "no",
    presenceAttack: "no",
    powerOnOff: "no",
    casualStrength: "no",
    drop: "no",
    dropProne: "no",
    step: "no",
  };

  it("has its row, and provokes as the row says", () => {
    for (const action of PHASE_ACTIONS) {
      expect(distractionOfAction(action.id), action.id).toBeDefined();
      expect(provokesWord(action.id), action.id).toBe(MANOEUVRES.some((m) => m.id === action.id) ? "no" : SOURCE[action.id]);
    }
    expect(distractionOfAction("nonsense")).toBeUndefined();
    expect(distractionOfAction("toString")).toBeUndefined();
  });
});
