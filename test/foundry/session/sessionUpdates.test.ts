import { describe, expect, it } from "vitest";
import { D100_MODULE } from "../../../src/rulesets/d100-fate/play/module";
import { sessionUpdates } from "../../../src/foundry/session/sessionUpdates";
import { packActor } from "../../rulesets/d100-fate/play/packActors";

describe("a new session", () => {
  it("gives back spent Fate in one batch, to those who spent some, and touches no one else", () => {
    const spent = packActor("guard-sergeant", "Actor.a", (s) => Object.assign(s, { fate: { max: 2, value: 0 } }));
    const whole = packActor("heavy-gunner", "Actor.b");
    const none = packActor("cultist", "Actor.c");
    expect(
      sessionUpdates(D100_MODULE, [
        { id: "a", snapshot: spent },
        { id: "b", snapshot: whole },
        { id: "c", snapshot: none },
      ]),
    ).toEqual([{ _id: "a", "system.fate.value": 2 }]);
  });

  it("the tracker's luck on initiative is offered only to those with Fate left", () => {
    expect(D100_MODULE.combat.initiativeLuck?.key).toBe("TURNWRIGHT.D100Fate.Fate.initiative");
    expect(D100_MODULE.combat.hasLuck(packActor("guard-sergeant"))).toBe(true);
    expect(D100_MODULE.combat.hasLuck(packActor("cultist"))).toBe(false);
  });
});
