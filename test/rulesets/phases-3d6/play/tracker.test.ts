import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PHASE_ACTIONS } from "../../../../src/rulesets/phases-3d6/actions";
import { budgetOf } from "../../../../src/rulesets/phases-3d6/play/phaseBudgetRecord";
import { PHASES_MODULE } from "../../../../src/rulesets/phases-3d6/play/module";
import { packActor } from "./packActors";

const combat = PHASES_MODULE.combat;
const duellist = packActor("duellist");

function spendAll(ids: readonly string[], actor = duellist): unknown {
  let budget: unknown = combat.freshBudget(null);
  for (const id of ids) {
    const spent = combat.spend(budget, id, actor);
    if (!spent.ok) throw new Error(spent.refusal.message);
    budget = spent.value;
  }
  return budget;
}

const spentPips = (budget: unknown) => combat.pips(budget).map((p) => p.spent);

describe("the phases-3d6 tracker rules", () => {
  it("keeps the order of Combat Value + Lightning Reflexes, the 1d100 roll-off splitting ties, with no luck", () => {
    expect(combat.clock.name).toBe("phasedTurns");
    expect(combat.initiativeDice(duellist, { luck: false })).toEqual([{ count: 1, faces: 100 }]);
    const result = combat.initiative(duellist, [{ request: { count: 1, faces: 100 }, dice: [], total: 57 }], { luck: false });
    expect(result).toMatchObject({ score: 8, tiebreak: [57], changes: [], detail: { data: { combatValue: 6, reflexes: 2, rollOff: 57 } } });
    expect(combat.initiativeLuck).toBeNull();
    expect(combat.hasLuck(duellist)).toBe(false);
  });

  it("fills Attack, Move and Full-phase pips: a second move takes the attack's place", () => {
    expect(spentPips(combat.freshBudget(null))).toEqual([false, false, false]);
    expect(spentPips(spendAll(["strike"]))).toEqual([true, false, true]);
    expect(spentPips(spendAll(["halfMove"]))).toEqual([false, true, true]);
    expect(spentPips(spendAll(["drawFocus", "halfMove"]))).toEqual([true, true, true]);
    expect(spentPips(spendAll(["takeRecovery"]))).toEqual([true, true, true]);
    expect(spentPips(spendAll(["drop", "step"]))).toEqual([false, false, false]);
    expect(spentPips(combat.startTurn(spendAll(["strike", "halfMove"]), { restricted: false }))).toEqual([false, false, false]);
  });

  it("refuses with the reason: an attack after an attack, a step with movement, anything after a full-phase action", () => {
    expect(combat.spend(spendAll(["strike"]), "haymaker", duellist)).toMatchObject({ ok: false, refusal: { code: "turn-full" } });
    expect(combat.spend(spendAll(["halfMove"]), "step", duellist)).toMatchObject({ ok: false, refusal: { code: "kind-excluded" } });
    expect(combat.spend(spendAll(["takeRecovery"]), "drawFocus", duellist)).toMatchObject({ ok: false, refusal: { code: "turn-full" } });
    expect(combat.spend(spendAll(["strike"]), "halfMove", duellist).ok).toBe(true);
    const slow = packActor("duellist", "Actor.slow", (s) => Object.assign(s, { movement: 1 }));
    expect(combat.spend(combat.freshBudget(null), "step", slow)).toMatchObject({ ok: false, refusal: { code: "too-slow-to-step" } });
    expect(combat.spend(combat.freshBudget(null), "fly", duellist)).toMatchObject({ ok: false, refusal: { code: "unknown-action" } });
  });

  it("a Stunned character's Phase goes on recovering; the knocked out cannot act at all", () => {
    const dazed = packActor("duellist", "Actor.d", (s) => Object.assign(s, { conditions: { stunned: true, prone: false, unaware: false } }));
    expect(combat.spend(combat.freshBudget(null), "strike", dazed)).toMatchObject({ ok: false, refusal: { code: "stunned-must-recover" } });
    expect(combat.spend(combat.freshBudget(null), "recoverFromStun", dazed).ok).toBe(true);
    const out = packActor("duellist", "Actor.o", (s) => Object.assign(s, { stun: { max: 22, value: 0 } }));
    expect(combat.canAct(out)).toBe(false);
    expect(combat.canAct(duellist)).toBe(true);
    expect(combat.spend(combat.freshBudget(null), "drop", out)).toMatchObject({ ok: false, refusal: { code: "knocked-out" } });
  });

  it("takes nothing out of turn through the budget (aborting to a defence is the clock's)", () => {
    expect(PHASE_ACTIONS.filter((a) => combat.outOfTurn(a.id))).toEqual([]);
  });

  it("reads a damaged stored budget as a fresh one rather than failing", () => {
    expect(spentPips({ turn: "x" })).toEqual([false, false, false]);
    expect(combat.spend(null, "strike", duellist).ok).toBe(true);
  });

  it("whatever is spent, a Phase holds at most two slotted actions and spending never empties a pip", () => {
    const ids = PHASE_ACTIONS.map((a) => a.id);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ids), { maxLength: 8 }), (sequence) => {
        let budget: unknown = combat.freshBudget(null);
        for (const id of sequence) {
          const before = spentPips(budget);
          const spent = combat.spend(budget, id, duellist);
          if (!spent.ok) continue;
          budget = spent.value;
          const after = spentPips(budget);
          expect(before.every((was, i) => !was || after[i] === true)).toBe(true);
        }
        const slotted = PHASE_ACTIONS.filter((a) => a.kind !== "free" && a.kind !== "step").map((a) => a.id);
        expect(budgetOf(budget).turn.filter((t) => slotted.includes(t.id)).length).toBeLessThanOrEqual(2);
      }),
      { seed: 36 },
    );
  });
});

describe("the phases-3d6 tracker rules in the Surprise Phase", () => {
  it("in the Surprise Phase one attack or one move, in a regular Phase attack and move", () => {
    const actor = duellist;
    const surprise = combat.startTurn(combat.freshBudget(null), { restricted: true });
    const struck = combat.spend(surprise, "strike", actor);
    if (!struck.ok) throw new Error(struck.refusal.message);
    expect(combat.spend(struck.value, "halfMove", actor)).toMatchObject({ ok: false, refusal: { code: "turn-full" } });
    const regular = combat.startTurn(struck.value, { restricted: false });
    const again = combat.spend(regular, "strike", actor);
    if (!again.ok) throw new Error(again.refusal.message);
    expect(combat.spend(again.value, "halfMove", actor).ok).toBe(true);
  });

  it("the Surprise Phase's mark is its own budget's, and survives storage, spending and a Phase's fresh allowance", () => {
    const actor = duellist;
    const stored: unknown = JSON.parse(JSON.stringify(combat.startTurn(combat.freshBudget(null), { restricted: true })));
    expect(stored).toMatchObject({ restricted: true });
    const refreshed: unknown = JSON.parse(JSON.stringify(combat.startStep(stored)));
    const moved = combat.spend(refreshed, "halfMove", actor);
    if (!moved.ok) throw new Error(moved.refusal.message);
    expect(combat.spend(JSON.parse(JSON.stringify(moved.value)), "strike", actor)).toMatchObject({ ok: false, refusal: { code: "turn-full" } });
    // The slot budget itself knows nothing of restricted steps: a new turn outside the Surprise Phase clears the mark.
    expect(combat.startTurn(moved.value, { restricted: false })).not.toHaveProperty("restricted");
  });
});

describe("the phases-3d6 documents", () => {
  it("derives OCV, DCV, initiative and what is left of Stun and Body; bars are Stun and Body", () => {
    const brawler = packActor("street-brawler");
    expect(PHASES_MODULE.documents.derive("phases-3d6", brawler.system)).toEqual({ ocv: 6, dcv: 4, initiative: 6, stunLeft: 24, bodyLeft: 10 });
    expect(PHASES_MODULE.documents.derive("phases-3d6-weapon", {})).toEqual({});
    expect(PHASES_MODULE.documents.tokens).toMatchObject({ primary: "stun", secondary: "body" });
    expect(PHASES_MODULE.documents.itemTypes).toEqual(["phases-3d6-weapon"]);
  });

  it("a new session gives nothing back", () => {
    expect(PHASES_MODULE.newSession(packActor("duellist"))).toEqual([]);
  });
});
