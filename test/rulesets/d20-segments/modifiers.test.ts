import { describe, expect, it } from "vitest";
import { readCard } from "../../../src/engine/play/cardData";
import { AttackCardSchema } from "../../../src/rulesets/d20-segments/play/cards/attackCard";
import { checkModifiers } from "../../../src/engine/play/RollModifiers";
import { D20_MODIFIERS } from "../../../src/rulesets/d20-segments/modifiers";
import { weaponId } from "../../support/packActors";
import { actorOf, moduleOf, startWith, started } from "../../support/startWithModifiers";

const module = moduleOf("d20-segments");
const marvok = actorOf("d20-segments", "marvok");
const tulkas = actorOf("d20-segments", "tulkas");

describe("d20-segments: a bonus or a penalty before a check", () => {
  it("caps it at ±10, with no ladder of named steps", () => {
    expect(D20_MODIFIERS.ladder).toEqual([]);
    expect(D20_MODIFIERS.rolls).toEqual(["rollSkill", "attack"]);
    expect(checkModifiers(D20_MODIFIERS, "attack", { step: null, free: { bonus: -10 } }).ok).toBe(true);
    expect(checkModifiers(D20_MODIFIERS, "attack", { step: null, free: { bonus: 11 } })).toMatchObject({ ok: false, refusal: { code: "modifier-beyond-cap" } });
  });

  it("adds it to the skill bonus of a check and of an attack, and the card lists it", () => {
    const plain = started(startWith(module, marvok, "rollSkill", { skill: "parry" }, []));
    const helped = started(startWith(module, marvok, "rollSkill", { skill: "parry" }, [], { step: null, free: { bonus: 3 } }));
    // The text's Marvok: +10 to Parry.
    expect(plain.card.data).toMatchObject({ bonus: 10 });
    expect(helped.card.data).toMatchObject({ bonus: 13 });
    const attack = { item: weaponId(marvok, marvok.items.find((item) => item.type.endsWith("weapon"))?.name ?? "") };
    const plainAttack = started(startWith(module, marvok, "attack", attack, [tulkas]));
    const hindered = started(startWith(module, marvok, "attack", attack, [tulkas], { step: null, free: { bonus: -4 } }));
    const before = readCard(plainAttack.card, "attack", AttackCardSchema);
    if (!before.ok) throw new Error(before.refusal.message);
    expect(hindered.card.data).toMatchObject({ bonus: before.value.bonus - 4 });
    expect(module.cards.view(hindered.card, { [marvok.ref]: marvok, [tulkas.ref]: tulkas }).lines).toEqual(
      expect.arrayContaining([{ key: "TURNWRIGHT.D20Segments.Modifier.BonusLine", data: { value: "\u22124" } }]),
    );
  });
});
