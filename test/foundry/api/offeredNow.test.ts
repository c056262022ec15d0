import { basename } from "node:path";
import { describe, expect, it } from "vitest";
import type { ActorSnapshot } from "../../../src/engine/play/ActorSnapshot";
import { offeredNow, type TurnStanding } from "../../../src/engine/play/offeredNow";
import type { RuleSetModule } from "../../../src/engine/play/RuleSetModule";
import { sheetActions } from "../../../src/engine/play/sheetActions";
import { allow, refuse, type Outcome } from "../../../src/engine/Refusal";
import { executeStart } from "../../../src/foundry/chat/executeStart";
import { REGISTERED } from "../../../src/rulesets/registry";
import { packActorFrom } from "../../support/packActors";
import { packFilePaths } from "../../support/packSources";
import { MemoryCardWorld, user } from "../chat/cardWorld";

/**
 * A table whose spend is the GM's: the tracker's two checks (planSpend, fight/spend.ts), the turn
 * (an action not taken out of turn waits for the combatant's) and the rules' own budget.
 */
class FightWorld extends MemoryCardWorld {
  constructor(
    module: RuleSetModule,
    actors: Map<string, ActorSnapshot>,
    readonly standing: TurnStanding,
  ) {
    super(module, actors);
  }

  override async spend(actor: string, action: string): Promise<Outcome<true>> {
    const budget = this.budgets.get(actor);
    const snapshot = this.snapshot(actor);
    if (budget === undefined || snapshot === undefined) return allow(true);
    if (!this.standing.acting && !this.module.combat.outOfTurn(action)) return refuse("not-your-turn", "It is not this combatant's turn.");
    const spent = this.module.combat.spend(budget, action, snapshot);
    if (!spent.ok) return spent;
    this.budgets.set(actor, spent.value);
    return allow(true);
  }
}

describe.each(REGISTERED.map(({ id, play }) => ({ id, module: play })))(
  "what $id's sheet and api.actions offer is what the GM's game accepts",
  ({ id, module }) => {
    const [first = "", second = ""] = packFilePaths(`${id}-actors`).map((path) => basename(path, ".json"));
    const hero = packActorFrom(`${id}-actors`, first, "Actor.a");
    const foe = packActorFrom(`${id}-actors`, second, "Actor.b");
    const owner = user("alice", ["Actor.a"]);

    it.each([
      { turn: "on her turn", standing: { acting: true } },
      { turn: "while another acts", standing: { acting: false } },
    ])("$turn: each action offered starts, and each held for her turn is refused for it", async ({ standing }) => {
      const fresh = module.combat.freshBudget(hero);
      const budget = standing.acting ? module.combat.startTurn(fresh, { restricted: false }) : fresh;
      const actions = sheetActions(offeredNow(module.sheet(hero, budget), standing, (action) => module.combat.outOfTurn(action)));
      const held = actions.filter((action) => !action.allowed && action.reason?.key === "TURNWRIGHT.Refusal.not-your-turn");
      if (!standing.acting) expect(held.length).toBeGreaterThan(0);
      const mismatches: string[] = [];
      for (const action of actions) {
        const world = new FightWorld(module, new Map([hero, foe].map((actor) => [actor.ref, actor])), standing);
        world.budgets.set(hero.ref, budget);
        world.budgets.set(foe.ref, module.combat.freshBudget(foe));
        const started = await executeStart(world, { actor: hero.ref, action: action.action, data: action.data, targets: [foe.ref] }, owner);
        if (action.allowed && !started.ok) mismatches.push(`${action.id} offered, refused: ${started.refusal.code}`);
        if (held.includes(action) && (started.ok || started.refusal.code !== "not-your-turn"))
          mismatches.push(`${action.id} held for her turn, ${started.ok ? "accepted" : started.refusal.code}`);
        if (!action.allowed && started.ok && started.value.spent !== undefined) mismatches.push(`${action.id} refused on the sheet, charged by the GM`);
      }
      expect(mismatches).toEqual([]);
    });
  },
);
