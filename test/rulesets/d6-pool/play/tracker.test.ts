import { describe, expect, it } from "vitest";
import { rollDice } from "../../../../src/engine/dice/rollDice";
import type { Outcome } from "../../../../src/engine/Refusal";
import { rerolledRounds } from "../../../../src/engine/clock/shapes";
import { FRESH_BUDGET, budgetOf } from "../../../../src/rulesets/d6-pool/play/budget";
import { D6_POOL_MODULE } from "../../../../src/rulesets/d6-pool/play/module";
import { d6Actor, kestrel } from "./actors";

const combat = D6_POOL_MODULE.combat;
const faces = (...shown: number[]) => {
  let next = 0;
  return { face: () => shown[next++ % shown.length] ?? 1 };
};

function ok<T>(result: Outcome<T>): T {
  if (!result.ok) throw new Error(`${result.refusal.code}: ${result.refusal.message}`);
  return result.value;
}

describe("the d6-pool tracker rules", () => {
  it("run on the clock that rerolls initiative every round and lets ties act together", () => {
    expect(combat.clock).toBe(rerolledRounds);
  });

  it("roll Perception for initiative, and one more die for a Character Point only when there is one to spend", () => {
    expect(combat.initiativeDice(kestrel, { luck: false })).toEqual([{ count: 3, faces: 6, wild: { explodeOn: 6 }, modifier: 0 }]);
    expect(combat.initiativeDice(kestrel, { luck: true })).toHaveLength(2);
    const broke = d6Actor("Actor.broke", "Broke", { characterPoints: 0 });
    expect(combat.initiativeDice(broke, { luck: true })).toHaveLength(1);
  });

  it("score the Character Point's die and take the point from the actor in the same roll", () => {
    const dice = combat.initiativeDice(kestrel, { luck: true });
    const outcomes = [rollDice(dice[0] ?? { count: 1, faces: 6 }, faces(3, 4, 2)), rollDice(dice[1] ?? { count: 1, faces: 6 }, faces(5))];
    const result = combat.initiative(kestrel, outcomes, { luck: true });
    expect(result.score).toBe(14);
    expect(result.changes).toEqual([{ actor: "Actor.kestrel", system: { characterPoints: 1 } }]);
    expect(combat.initiative(kestrel, outcomes.slice(0, 1), { luck: false })).toMatchObject({ score: 9, changes: [] });
  });

  it("end a defence in force when its holder's turn comes, and keep it across the round's end", () => {
    const held = ok(
      combat.spend(ok(combat.declared?.declare(FRESH_BUDGET, 2) ?? { ok: false, refusal: { code: "x", message: "" } }), "defence:block:partial:8", kestrel),
    );
    const nextRound = combat.startRound(held, null);
    expect(budgetOf(nextRound)).toEqual({ declared: null, used: 0, defence: { kind: "block", roll: 8, full: false, total: 8 }, fate: false });
    expect(budgetOf(combat.startTurn(nextRound, { restricted: false })).defence).toBeNull();
  });

  it("refuse actions before a declaration and beyond it, and a declaration made twice", () => {
    expect(combat.spend(FRESH_BUDGET, "attack", kestrel)).toMatchObject({ ok: false, refusal: { code: "not-declared" } });
    const once = ok(combat.declared?.declare(FRESH_BUDGET, 1) ?? { ok: false, refusal: { code: "x", message: "" } });
    const used = ok(combat.spend(once, "attack", kestrel));
    expect(combat.spend(used, "wait", kestrel)).toMatchObject({ ok: false, refusal: { code: "declared-used" } });
    expect(combat.declared?.declare(used, 3)).toMatchObject({ ok: false, refusal: { code: "already-declared" } });
    expect(combat.declared?.declare(FRESH_BUDGET, 11)).toMatchObject({ ok: false, refusal: { code: "bad-declaration" } });
  });

  it("show a pip per declared action, filled as they are used, and the defence in force", () => {
    const budget = ok(
      combat.spend(ok(combat.declared?.declare(FRESH_BUDGET, 2) ?? { ok: false, refusal: { code: "x", message: "" } }), "defence:dodge:full:9", kestrel),
    );
    expect(combat.pips(budget).map((pip) => [pip.kind, pip.spent])).toEqual([
      ["declared", true],
      ["declared", true],
      ["defence", false],
    ]);
  });

  it("give no turn to the immobilised, the unconscious or the incapacitated", () => {
    expect(combat.canAct(kestrel)).toBe(true);
    expect(combat.canAct(d6Actor("Actor.a", "A", { conditions: { unconscious: false, immobilised: true } }))).toBe(false);
    expect(combat.canAct(d6Actor("Actor.b", "B", { conditions: { unconscious: true, immobilised: false } }))).toBe(false);
    expect(combat.canAct(d6Actor("Actor.c", "C", { wound: "incapacitated" }))).toBe(false);
  });
});
