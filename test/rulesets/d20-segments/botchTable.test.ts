import { describe, expect, it } from "vitest";
import { payerFor, spendActionDie } from "../../../src/rulesets/d20-segments/actionDice";
import { botchEffect } from "../../../src/rulesets/d20-segments/botchTable";

const withAlly = { hasAlly: true, weaponCanBeLost: true };

describe("the botch table", () => {
  it("reads all sixteen results, 3 to 18, with the durations the source gives", () => {
    const codes = Array.from({ length: 16 }, (_, index) => botchEffect(index + 3, withAlly));
    expect(codes.map((effect) => (effect === "again" ? "again" : effect.code))).toEqual([
      "shatter-weapon",
      "break-weapon",
      "major-snag",
      "snag",
      "comic-relief",
      "lose-weapon",
      "drop-weapon",
      "no-effect",
      "no-effect",
      "harry-teammate",
      "trip-self",
      "trip-teammate",
      "damage-teammate",
      "damage-self",
      "critical-teammate",
      "critical-self",
    ]);
    expect(botchEffect(5, withAlly)).toMatchObject({ duration: { count: 2, faces: 4 } });
    expect(botchEffect(6, withAlly)).toMatchObject({ duration: { count: 1, faces: 4 } });
    expect(botchEffect(7, withAlly)).toMatchObject({ duration: { count: 1, faces: 3 } });
  });

  it("falls back as the source says when the botcher has no ally", () => {
    const alone = { hasAlly: false, weaponCanBeLost: true };
    expect(botchEffect(12, alone)).toBe("again");
    expect(botchEffect(14, alone)).toMatchObject({ code: "trip-self" });
    expect(botchEffect(15, alone)).toMatchObject({ code: "damage-self" });
    expect(botchEffect(17, alone)).toMatchObject({ code: "critical-self" });
  });

  it("rolls again when a natural weapon would be lost or dropped", () => {
    const fists = { hasAlly: true, weaponCanBeLost: false };
    expect(botchEffect(8, fists)).toBe("again");
    expect(botchEffect(9, fists)).toBe("again");
    expect(botchEffect(10, fists)).toMatchObject({ code: "no-effect" });
  });

  it("refuses a total the table does not have", () => {
    expect(() => botchEffect(2, withAlly)).toThrow(RangeError);
    expect(() => botchEffect(19, withAlly)).toThrow(RangeError);
  });
});

describe("action dice", () => {
  it("are the GM's against a player character, the player's own against a GM character", () => {
    expect(payerFor("pc")).toBe("gm");
    expect(payerFor("npc")).toBe("player");
  });

  it("are spent one at a time, and refused when none is left", () => {
    expect(spendActionDie(2)).toEqual({ ok: true, value: 1 });
    expect(spendActionDie(0)).toMatchObject({ ok: false, refusal: { code: "no-action-dice" } });
  });
});
