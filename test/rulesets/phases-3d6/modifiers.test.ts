import { describe, expect, it } from "vitest";
import { readCard } from "../../../src/engine/play/cardData";
import { checkModifiers } from "../../../src/engine/play/RollModifiers";
import { AttackCardSchema } from "../../../src/rulesets/phases-3d6/play/cards/attackCard";
import { PHASES_MODIFIERS } from "../../../src/rulesets/phases-3d6/modifiers";
import { weaponId } from "../../support/packActors";
import { actorOf, moduleOf, startWith, started } from "../../support/startWithModifiers";

const module = moduleOf("phases-3d6");
const brawler = actorOf("phases-3d6", "axe-raider");
const gunman = actorOf("phases-3d6", "hired-gunman");

describe("phases-3d6: OCV and DCV modifiers before an attack", () => {
  it("has no ladder of named steps, and caps each modifier at ±10", () => {
    expect(PHASES_MODIFIERS.ladder).toEqual([]);
    expect(PHASES_MODIFIERS.rolls).toEqual(["attack"]);
    expect(checkModifiers(PHASES_MODIFIERS, "attack", { step: null, free: { ocv: 10, dcv: -10 } }).ok).toBe(true);
    expect(checkModifiers(PHASES_MODIFIERS, "attack", { step: null, free: { dcv: 11 } })).toMatchObject({
      ok: false,
      refusal: { code: "modifier-beyond-cap" },
    });
    expect(checkModifiers(PHASES_MODIFIERS, "phaseAction", { step: null, free: { ocv: 1 } })).toMatchObject({
      ok: false,
      refusal: { code: "modifier-not-a-roll" },
    });
  });

  it("adds the OCV modifier to the attacker's OCV and the DCV modifier to the target's, so 11 + OCV − DCV moves by both", () => {
    const data = { item: weaponId(brawler, "Great axe"), manoeuvre: "strike" };
    const plain = started(startWith(module, brawler, "attack", data, [gunman]));
    const aimed = started(startWith(module, brawler, "attack", data, [gunman], { step: null, free: { ocv: 2, dcv: -1 } }));
    const read = readCard(plain.card, "attack", AttackCardSchema);
    if (!read.ok) throw new Error(read.refusal.message);
    const before = read.value;
    expect(aimed.card.data).toMatchObject({
      ocv: before.ocv + 2,
      targets: [{ dcv: (before.targets[0]?.dcv ?? 0) - 1, target: (before.targets[0]?.target ?? 0) - 1 }],
    });
    expect(module.cards.view(aimed.card, { [brawler.ref]: brawler, [gunman.ref]: gunman }).lines).toEqual(
      expect.arrayContaining([
        { key: "TURNWRIGHT.Phases.Modifier.OcvLine", data: { value: "+2" } },
        { key: "TURNWRIGHT.Phases.Modifier.DcvLine", data: { value: "\u22121" } },
      ]),
    );
  });
});
