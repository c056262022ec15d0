import { describe, expect, it } from "vitest";
import { acting, fixedRounds, type ClockShape } from "../../../src/engine/clock/index";
import { advanceFight } from "../../../src/foundry/fight/advance";
import { rollFightInitiative, rollWaitingInitiative } from "../../../src/foundry/fight/initiative";
import { startFight } from "../../../src/foundry/fight/start";
import { told } from "../../../src/foundry/fight/CombatPort";
import { FakeCombat, rolledTrio } from "./fakeCombat";
import { FAKE_RULES } from "./fakeRules";

const EVERY_ROUND: ClockShape = { ...fixedRounds, name: "rolled every round", initiative: "every-round" };

describe("a rule set that rolls initiative every round", () => {
  it("waits between rounds until everyone has rolled, then starts the round in ONE update", async () => {
    const combat = new FakeCombat(rolledTrio(), { ...FAKE_RULES, clock: EVERY_ROUND });
    await startFight(combat);
    await advanceFight(combat, "nextRound");
    expect(combat.record.clock?.stage).toBe("awaiting-initiative");

    const refused = await told(combat, advanceFight(combat, "next"));
    expect(refused.ok ? null : refused.refusal.code).toBe("needs-initiative");

    combat.faces.push(1);
    await rollFightInitiative(combat, ["a"]);
    expect(combat.record.clock?.stage).toBe("awaiting-initiative");
    expect(combat.fighter("a")).toMatchObject({ initiative: 5, rolledFor: 2 });

    combat.faces.push(10, 9);
    const writes = combat.writes.length;
    await rollFightInitiative(combat, ["b", "c"]);
    expect(combat.writes.length - writes).toBe(1);
    expect(combat.hooks.at(-1)?.hook).toBe("combatRound");
    // Core's round counts walks of the order, and the wait for initiative as one more (coreRound).
    expect(combat.record.clock?.round).toBe(2);
    expect(combat.record.round).toBe(3);
    expect(combat.record.clock === null ? [] : acting(combat.record.clock)).toEqual(["b"]);
  });

  it("starts a round stepped back over again on the scores rolled for it, rolling nothing, in ONE update", async () => {
    const combat = new FakeCombat(rolledTrio(), { ...FAKE_RULES, clock: EVERY_ROUND });
    await startFight(combat);
    await advanceFight(combat, "nextRound");
    combat.faces.push(1, 10, 9);
    await rollWaitingInitiative(combat);
    const begun = combat.record.clock;
    expect(begun?.round).toBe(2);

    await advanceFight(combat, "previous");
    expect(combat.record.clock?.stage).toBe("awaiting-initiative");
    const writes = combat.writes.length;
    const rolls = combat.rolledFor.length;
    const again = await rollWaitingInitiative(combat);
    expect(again).toEqual({ rolled: [], refusal: null });
    expect(combat.rolledFor.length).toBe(rolls);
    expect(combat.writes.length - writes).toBe(1);
    expect(combat.record.clock).toEqual(begun);
  });
});
