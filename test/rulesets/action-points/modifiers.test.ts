import { describe, expect, it } from "vitest";
import { readCard } from "../../../src/engine/play/cardData";
import { AttackCardSchema } from "../../../src/rulesets/action-points/play/cards/attackCard";
import { checkModifiers } from "../../../src/engine/play/RollModifiers";
import { AP_MODIFIERS } from "../../../src/rulesets/action-points/modifiers";
import { actorOf, moduleOf, startWith, started } from "../../support/startWithModifiers";

const module = moduleOf("action-points");
const vesna = actorOf("action-points", "vesna");
const grusk = actorOf("action-points", "grusk");

describe("action-points: the MTN moved by the situation before a test", () => {
  it("caps the change at ±8, with no ladder of named steps", () => {
    expect(AP_MODIFIERS.ladder).toEqual([]);
    expect(AP_MODIFIERS.rolls).toEqual(["rollTest", "attack"]);
    expect(checkModifiers(AP_MODIFIERS, "rollTest", { step: null, free: { mtn: 8 } }).ok).toBe(true);
    expect(checkModifiers(AP_MODIFIERS, "rollTest", { step: null, free: { mtn: -9 } })).toMatchObject({ ok: false, refusal: { code: "modifier-beyond-cap" } });
    expect(checkModifiers(AP_MODIFIERS, "move", { step: null, free: { mtn: 1 } })).toMatchObject({ ok: false, refusal: { code: "modifier-not-a-roll" } });
  });

  it("raises a test's MTN from the world's standard 4, and never takes it below 1", () => {
    expect(started(startWith(module, vesna, "rollTest", { attribute: "agility" }, [])).card.data).toMatchObject({ mtn: 4 });
    expect(started(startWith(module, vesna, "rollTest", { attribute: "agility" }, [], { step: null, free: { mtn: 2 } })).card.data).toMatchObject({ mtn: 6 });
    expect(started(startWith(module, vesna, "rollTest", { attribute: "agility" }, [], { step: null, free: { mtn: -8 } })).card.data).toMatchObject({ mtn: 1 });
  });

  it("raises an attack's MTN before Combat takes it down, and the card lists the change", () => {
    const plain = started(startWith(module, vesna, "attack", { item: "" }, [grusk]));
    const harder = started(startWith(module, vesna, "attack", { item: "" }, [grusk], { step: null, free: { mtn: 3 } }));
    const before = readCard(plain.card, "attack", AttackCardSchema);
    if (!before.ok) throw new Error(before.refusal.message);
    expect(harder.card.data).toMatchObject({ mtn: Math.max(1, before.value.mtn + 3) });
    expect(module.cards.view(harder.card, { [vesna.ref]: vesna, [grusk.ref]: grusk }).lines).toEqual(
      expect.arrayContaining([{ key: "TURNWRIGHT.ActionPoints.Modifier.MtnLine", data: { value: "+3" } }]),
    );
  });
});
