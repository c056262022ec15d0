import { acting } from "../../engine/clock/index";
import { allow, refuse } from "../../engine/Refusal";
import { planTally } from "../data/worldTallies";
import { advanceFight } from "../fight/advance";
import { readClock } from "../fight/clockRecord";
import { markSurprise } from "../fight/surprise";
import { holdInFight } from "../fight/heldActions";
import { pushInFight } from "../fight/push";
import { passInFight } from "../fight/pass";
import { rollFightInitiative, setFightInitiative } from "../fight/initiative";
import { spendFromBudget } from "../fight/spend";
import { combatData } from "./fighterRecord";
import { TurnwrightCombat } from "./TurnwrightCombat";
import type { FightDesk, GmWorld } from "../gm/GmWorld";
import { readyGame } from "../readyGame";
import type { PlayedRules } from "../playedRules";
import { announceBudgetSpent, announcePassed } from "../hooks/turnwrightHooks";

function deskOf(combat: Combat.Implementation): FightDesk {
  const port = combat.fightPort();
  return {
    has: (id) => combat.combatants.has(id),
    owns(userId, id) {
      const user = readyGame("the GM's fight desk").users.get(userId);
      const combatant = combat.combatants.get(id);
      return user !== undefined && combatant !== undefined && combatant.testUserPermission(user, "OWNER");
    },
    acting() {
      const clock = readClock(combatData(combat)?.clock);
      return clock === null ? [] : acting(clock);
    },
    endTurn: () => advanceFight(port, "next"),
    async spend(id, action) {
      const spent = await spendFromBudget(port, id, action);
      if (spent.ok) announceBudgetSpent({ combat: combat.id ?? "", combatant: id, actor: combat.combatants.get(id)?.actor?.uuid ?? null, action });
      return spent;
    },
    setSurprise: (surprised) => markSurprise(port, surprised),
    hold: (id, hold) => holdInFight(port, id, hold),
    push: (id, to) => pushInFight(port, id, to),
    async pass(id) {
      const passed = await passInFight(port, id);
      if (passed.ok) announcePassed({ combat: combat.id ?? "", combatant: id, actor: combat.combatants.get(id)?.actor?.uuid ?? null });
      return passed;
    },
    setInitiative: (id, score) => setFightInitiative(port, id, score),
    async rollInitiative(ids, luck, roller) {
      const rolled = await rollFightInitiative(port, ids, { luck, roller });
      return rolled.refusal === null ? allow(rolled.rolled) : { ok: false, refusal: rolled.refusal };
    },
  };
}

/** The GM's handlers' view of the world: combats in play, and the world's tallies. */
export function foundryGmWorld(module: PlayedRules): GmWorld {
  return {
    fight(id) {
      const combat = readyGame("the GM's fight desk").combats.get(id);
      return combat instanceof TurnwrightCombat ? deskOf(combat) : undefined;
    },
    async setTally(name, value) {
      const rules = await module();
      if (rules === undefined) return refuse("ruleset-unplayable", "This world's rule set is not one this version can play", {});
      const settings = readyGame("the GM's fight desk").settings;
      const planned = planTally(settings.get("turnwright", "tallies"), rules, name, value);
      if (!planned.ok) return planned;
      await settings.set("turnwright", "tallies", planned.value);
      return allow(value);
    },
  };
}
