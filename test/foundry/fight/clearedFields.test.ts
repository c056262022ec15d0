import { describe, expect, it } from "vitest";
import { acting } from "../../../src/engine/clock/index";
import { advanceFight } from "../../../src/foundry/fight/advance";
import { startFight } from "../../../src/foundry/fight/start";
import { actorSnapshot } from "../../../src/foundry/documents/actorSnapshot";
import { PHASES_COMBAT } from "../../../src/rulesets/phases-3d6/play/combat";
import { packActor } from "../../rulesets/phases-3d6/play/packActors";
import { FakeCombat, fighter } from "./fakeCombat";

/**
 * A compendium actor as Foundry stores it once a player has cleared fields on its sheet: OCV
 * emptied (it follows Combat Value again) and the Stun bar's current value emptied (full). Foundry
 * keeps each as `null`; the tracker must read the actor as the sheets and cards do.
 */
function stored(name: string, ref: string) {
  const pack = packActor(name, ref);
  const system = { ...Object(pack.system), ocv: null, stun: { ...Object(Reflect.get(Object(pack.system), "stun")), value: null } };
  return actorSnapshot({ uuid: ref, name: pack.name, type: pack.type, system, items: pack.items.map((item) => ({ ...item, system: item.system })) });
}

describe("an actor with cleared fields in the tracker", () => {
  it("is read as the rules read it everywhere, and takes its turns", async () => {
    const duellist = stored("duellist", "Actor.duellist");
    const brawler = stored("street-brawler", "Actor.brawler");
    expect(PHASES_COMBAT.canAct(duellist)).toBe(true);
    const combat = new FakeCombat(
      [
        fighter("d", 0, { actor: duellist, initiative: 9, tiebreak: [50], rolledFor: 1 }),
        fighter("b", 0, { actor: brawler, initiative: 8, tiebreak: [40], rolledFor: 1 }),
      ],
      PHASES_COMBAT,
    );
    expect((await startFight(combat)).ok).toBe(true);
    expect(acting(combat.record.clock ?? fail())).toEqual(["d"]);
    await advanceFight(combat, "next");
    expect(acting(combat.record.clock ?? fail())).toEqual(["b"]);
  });

  it("would be read as unable to act with the cleared fields kept as null, as the tracker once read it", () => {
    const pack = packActor("duellist", "Actor.duellist");
    const raw = { ...pack, system: { ...Object(pack.system), ocv: null } };
    expect(PHASES_COMBAT.canAct(raw)).toBe(false);
  });
});

function fail(): never {
  throw new Error("the fight has no clock");
}
