import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// Foundry's classes the system's documents extend at import (test/support/foundry/documentGlobals.ts).
await vi.hoisted(async () => {
  const { installDocumentGlobals } = await import("../../support/foundry/documentGlobals");
  await installDocumentGlobals();
});

import { createClock, fixedRounds, next, setInitiative, type ClockState } from "../../../src/engine/clock/index";
import type { ActorSnapshot } from "../../../src/engine/play/ActorSnapshot";
import { chooseFight } from "../../../src/foundry/fight/chooseFight";
import { budgetOfActor, spendInFight } from "../../../src/foundry/documents/actorInFight";
import { fightHolding } from "../../../src/foundry/documents/fightHolding";
import { TurnwrightCombat } from "../../../src/foundry/documents/TurnwrightCombat";
import { TurnwrightCombatData } from "../../../src/foundry/data/CombatData";
import { TurnwrightActor } from "../../../src/foundry/documents/TurnwrightActor";
import { foundryCardWorld } from "../../../src/foundry/chat/foundryCardWorld";
import { PUBLIC } from "../../../src/foundry/dice/messageVisibility";
import { D100_MODULE } from "../../../src/rulesets/d100-fate/play/module";
import { spendFromBudget } from "../../../src/foundry/fight/gmFightOperations";
import { state } from "../../support/clockStates";
import { HooksDouble } from "../../support/foundry/hooks";

// The spend the fight's port writes, as the GM's game makes it: which fight's port it reached is what is read.
vi.mock("../../../src/foundry/fight/gmFightOperations", () => ({ spendFromBudget: vi.fn(async () => ({ ok: true, value: [] })) }));

/** A begun clock of two combatants, the first acting. */
function begun(first: string, second: string): ClockState {
  return state(setInitiative(fixedRounds, state(createClock(fixedRounds, [{ id: first }, { id: second }])), { [first]: { score: 9 }, [second]: { score: 5 } }));
}

function actor(uuid: string): TurnwrightActor {
  const snapshot: ActorSnapshot = { ref: uuid, name: uuid, type: "d100-fate-character", system: {}, items: [] };
  const made: unknown = Object.create(TurnwrightActor.prototype, { uuid: { value: uuid }, snapshot: { value: () => snapshot } });
  if (!(made instanceof TurnwrightActor)) throw new Error("not an actor");
  return made;
}

/** A Combat of the world as the checks read it: its id, whether core marks it active, its begun clock, budgets, the unaware, and its combatants' actors. */
function combat(
  id: string,
  active: boolean,
  clock: ClockState | null,
  combatants: Readonly<Record<string, TurnwrightActor>>,
  surprised: readonly string[] = [],
): TurnwrightCombat {
  const system: unknown = Object.create(TurnwrightCombatData.prototype, {
    clock: { value: clock },
    budgets: { value: Object.fromEntries(Object.keys(combatants).map((k) => [k, { budgetOf: `${id}:${k}` }])) },
    surprised: { value: surprised },
    ledger: { value: [] },
  });
  const contents = Object.entries(combatants).map(([k, bearer]) => ({
    id: k,
    name: k,
    actor: bearer,
    initiative: 5,
    system: null,
    isDefeated: false,
    token: null,
  }));
  const made: unknown = Object.create(TurnwrightCombat.prototype, {
    id: { value: id },
    active: { value: active },
    round: { value: clock?.round ?? 0 },
    turn: { value: 0 },
    system: { value: system },
    combatants: { value: { contents } },
    fightPort: { value: () => `the port of ${id}` },
  });
  if (!(made instanceof TurnwrightCombat)) throw new Error("not a combat");
  return made;
}

const anna = actor("Actor.anna");
const goblin = actor("Actor.goblin");
const orc = actor("Actor.orc");
/** Anna's fight, begun; another encounter, begun, that the GM's tracker shows; one not begun that holds her too. */
const hers = combat("fightOfAnna00000", false, begun("k1", "k2"), { k1: anna, k2: goblin }, ["k2"]);
const shown = combat("anotherFight0000", true, begun("j1", "j2"), { j1: orc, j2: goblin });
const unbegun = combat("notBegunYet00000", true, null, { m1: anna });

beforeEach(() => {
  vi.mocked(spendFromBudget).mockClear();
  vi.stubGlobal("game", { ready: true, combat: shown, combats: { contents: [shown, unbegun, hers], get: () => undefined } });
  vi.stubGlobal("Hooks", new HooksDouble());
});
afterEach(() => vi.unstubAllGlobals());

describe("the checks read the combat that holds the actor, never the one a window shows", () => {
  it("finds her budget in her fight while the GM's tracker shows another encounter", () => {
    expect(fightHolding("Actor.anna")).toBe(hers);
    expect(budgetOfActor("Actor.anna")).toEqual({ budgetOf: "fightOfAnna00000:k1" });
    expect(budgetOfActor("Actor.orc")).toEqual({ budgetOf: "anotherFight0000:j1" });
    expect(budgetOfActor("Actor.nobody")).toBeUndefined();
  });

  it("charges her start to her fight, whichever encounter a window shows", async () => {
    for (const viewed of [shown, hers, unbegun, null]) {
      vi.stubGlobal("game", { ready: true, combat: viewed, combats: { contents: [shown, unbegun, hers], get: () => undefined } });
      expect(await spendInFight("Actor.anna", "standardAttack")).toEqual({ ok: true, value: true });
    }
    expect(vi.mocked(spendFromBudget).mock.calls.map(([port, combatant, action]) => [port, combatant, action])).toEqual(
      Array.from({ length: 4 }, () => ["the port of fightOfAnna00000", "k1", "standardAttack"]),
    );
  });

  it("tells the card rules who is caught unaware in every running fight, not only the one on view", () => {
    expect(foundryCardWorld(D100_MODULE, PUBLIC).unaware()).toEqual(["Actor.goblin"]);
  });

  it("chooses one fight for an actor two running fights hold, whatever order the world lists them in", () => {
    const twice = combat("aSecondFight0000", false, state(next(fixedRounds, begun("n1", "n2"))), { n1: anna, n2: orc });
    const lists = [
      [hers, twice],
      [twice, hers],
    ];
    for (const contents of lists) {
      vi.stubGlobal("game", { ready: true, combat: twice, combats: { contents, get: () => undefined } });
      expect(fightHolding("Actor.anna")).toBe(twice);
    }
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ id: fc.string({ minLength: 1, maxLength: 4 }), active: fc.boolean() }), { selector: (fight) => fight.id, minLength: 1 }),
        fc.nat(),
        (fights, seed) => {
          const shuffled = [...fights].sort((a, b) => ((a.id.charCodeAt(0) * 31 + seed) % 7) - ((b.id.charCodeAt(0) * 31 + seed) % 7));
          expect(chooseFight(shuffled)).toEqual(chooseFight(fights));
          if (fights.some((fight) => fight.active)) expect(chooseFight(fights)?.active).toBe(true);
        },
      ),
    );
  });
});
