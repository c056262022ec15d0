import { describe, expect, it } from "vitest";
import { testTarget } from "../../../src/rulesets/d100-fate/D100Test";
import { D100_MODIFIERS, DIFFICULTY_LADDER, situationModifiers } from "../../../src/rulesets/d100-fate/modifiers";
import { checkModifiers } from "../../../src/engine/play/RollModifiers";
import { actorOf, moduleOf, startWith, started } from "../../support/startWithModifiers";
import { weaponId } from "../../support/packActors";

const module = moduleOf("d100-fate");
const sergeant = actorOf("d100-fate", "guard-sergeant");
const cultist = actorOf("d100-fate", "cultist");

describe("d100-fate: the difficulty of a test, chosen before the roll", () => {
  it("is the usual ladder, +60 to −60 in tens, Challenging (+0) unless chosen", () => {
    expect(DIFFICULTY_LADDER.map((step) => step.value)).toEqual([60, 50, 40, 30, 20, 10, 0, -10, -20, -30, -40, -50, -60]);
    expect(DIFFICULTY_LADDER.find((step) => step.id === "hard")?.value).toBe(-20);
    expect(D100_MODIFIERS.usualStep).toBe("challenging");
    expect(D100_MODIFIERS.rolls).toEqual(["rollTest", "attack"]);
  });

  it("takes a free modifier up to the ±60 cap, and refuses one past it", () => {
    expect(checkModifiers(D100_MODIFIERS, "rollTest", { step: null, free: { test: 60 } }).ok).toBe(true);
    expect(checkModifiers(D100_MODIFIERS, "rollTest", { step: null, free: { test: -60 } }).ok).toBe(true);
    expect(checkModifiers(D100_MODIFIERS, "rollTest", { step: null, free: { test: 61 } })).toMatchObject({
      ok: false,
      refusal: { code: "modifier-beyond-cap" },
    });
    expect(checkModifiers(D100_MODIFIERS, "spendFate", { step: "hard", free: {} })).toMatchObject({ ok: false, refusal: { code: "modifier-not-a-roll" } });
  });

  it("caps all of a test's modifiers together at ±60: Hard with a free −60 is still −60", () => {
    const chosen = checkModifiers(D100_MODIFIERS, "rollTest", { step: "hard", free: { test: -60 } });
    if (!chosen.ok) throw new Error(chosen.refusal.message);
    expect(testTarget(42, situationModifiers(chosen.value))).toMatchObject({ modifier: -60, target: -18 });
    // A Fatigue level's −10 and a Very simple (+50) test leave +40.
    const easy = checkModifiers(D100_MODIFIERS, "rollTest", { step: "verySimple", free: {} });
    if (!easy.ok) throw new Error(easy.refusal.message);
    expect(testTarget(42, [{ source: "fatigue", value: -10 }, ...situationModifiers(easy.value)]).target).toBe(82);
  });

  it("makes a Hard Agility test with a free +5 at Agility − 15, and the card lists both", () => {
    const plain = started(startWith(module, sergeant, "rollTest", { characteristic: "agility" }, []));
    const hard = started(startWith(module, sergeant, "rollTest", { characteristic: "agility" }, [], { step: "hard", free: { test: 5 } }));
    expect(plain.card.data).toMatchObject({ target: 42 });
    expect(hard.card.data).toMatchObject({ target: 27, modifiers: [{ source: "situation", value: -15 }] });
    const lines = module.cards.view(hard.card, { [sergeant.ref]: sergeant }).lines;
    expect(lines).toEqual(
      expect.arrayContaining([
        { key: "TURNWRIGHT.Modifiers.StepLine", data: { step: "TURNWRIGHT.D100Fate.Modifier.Step.hard", value: "\u221220" } },
        { key: "TURNWRIGHT.D100Fate.Modifier.FreeLine", data: { value: "+5" } },
      ]),
    );
    expect(module.cards.view(plain.card, { [sergeant.ref]: sergeant }).lines.some((line) => line.key.includes("Modifier"))).toBe(false);
  });

  it("moves an attack's target number against every target by the chosen difficulty", () => {
    const data = { item: weaponId(sergeant, "Las rifle"), action: "standardAttack" };
    const plain = started(startWith(module, sergeant, "attack", data, [cultist]));
    const easy = started(startWith(module, sergeant, "attack", data, [cultist], { step: "easy", free: { test: -5 } }));
    // Ballistic Skill 45 and a Standard Attack's +10; then Easy (+30) and a free −5.
    expect(plain.card.data).toMatchObject({ targets: [{ ref: cultist.ref, target: 55 }] });
    expect(easy.card.data).toMatchObject({ targets: [{ ref: cultist.ref, target: 80 }] });
    expect(easy.card.modifiers).toEqual([
      { source: "ladder", id: "easy", dial: "test", value: 30 },
      { source: "free", id: "test", dial: "test", value: -5 },
    ]);
  });
});
