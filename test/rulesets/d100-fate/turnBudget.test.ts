import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { EMPTY_SLOT_BUDGET, spendSlot, startSlotTurn, type SlotBudgetState } from "../../../src/engine/budget/SlotBudget";
import { readSlotBudget } from "../../../src/engine/budget/readSlotBudget";
import { D100_COMBAT } from "../../../src/rulesets/d100-fate/play/combat";
import { passesGates } from "../../../src/engine/budget/SubtypeGate";
import { D100_ACTIONS, d100Action, type D100Action } from "../../../src/rulesets/d100-fate/actions";
import { D100_BUDGET } from "../../../src/rulesets/d100-fate/turnBudget";
import { refusalWords, renderText } from "../../../src/engine/text/LocalText";
import { reader } from "../../support/readers";

function action(id: string): D100Action {
  const found = d100Action(id);
  if (found === undefined) throw new Error(`no action ${id}`);
  return found;
}

function take(state: SlotBudgetState, ...ids: string[]) {
  let current = state;
  for (const id of ids) {
    const result = spendSlot(D100_BUDGET, current, action(id));
    if (!result.ok) return result;
    current = result.value;
  }
  return { ok: true as const, value: current };
}

describe("d100-fate action budget", () => {
  it("allows Aim and a Standard Attack (two different Half Actions), as the source's example", () => {
    expect(take(EMPTY_SLOT_BUDGET, "halfAim", "standardAttack").ok).toBe(true);
  });

  it("allows an All Out Attack (one Full Action) alone", () => {
    expect(take(EMPTY_SLOT_BUDGET, "allOutAttack").ok).toBe(true);
    const after = take(EMPTY_SLOT_BUDGET, "allOutAttack", "move");
    expect(after.ok).toBe(false);
    if (!after.ok) expect(after.refusal.code).toBe("turn-full");
  });

  it("refuses the same Half Action twice in a turn, saying why", () => {
    const result = take(EMPTY_SLOT_BUDGET, "standardAttack", "standardAttack");
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.refusal.message).toBe("Already used a Half Action of this kind this turn");
  });

  it("refuses a Full Action after a Half Action and a third Half Action", () => {
    const full = take(EMPTY_SLOT_BUDGET, "move", "run");
    expect(full.ok).toBe(false);
    if (!full.ok) expect(full.refusal.message).toBe("No room for a Full Action this turn: already took a Half Action");
    const third = take(EMPTY_SLOT_BUDGET, "move", "halfAim", "ready");
    expect(third.ok).toBe(false);
  });

  it("gives one Reaction per round, usable outside the turn, back at the next round", () => {
    const first = take(EMPTY_SLOT_BUDGET, "dodge");
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    const nextTurn = startSlotTurn(first.value);
    const second = take(nextTurn, "parry");
    expect(second.ok).toBe(false);
    if (!second.ok) expect(second.refusal.message).toBe("The Reaction of this round is already used");
    // What the tracker gives every budget when a round begins.
    expect(take(readSlotBudget(D100_COMBAT.startRound(first.value, null)), "parry").ok).toBe(true);
  });

  it("reactions and Half Actions do not compete for the turn", () => {
    expect(take(EMPTY_SLOT_BUDGET, "dodge", "move", "standardAttack").ok).toBe(true);
  });

  it("Immobilised forbids every Movement action, Stand Up, Charge and Dodge included", () => {
    const bans = [
      {
        condition: { english: "Immobilised", key: "TURNWRIGHT.D100Fate.Condition.immobilised" },
        subtypes: ["Movement"],
        words: { subtype: "TURNWRIGHT.D100Fate.Subtype.", action: "TURNWRIGHT.D100Fate.Action." },
      },
    ];
    const refused = D100_ACTIONS.filter((a) => !passesGates(a, bans).ok).map((a) => a.id);
    expect(refused.sort()).toEqual(["charge", "dodge", "move", "run", "standUp"]);
    const charge = D100_ACTIONS.find((a) => a.id === "charge");
    const gate = charge === undefined ? undefined : passesGates(charge, bans);
    // The engine's own sentence, for the command line; the table reads the condition, subtype and action in its language.
    expect(gate?.ok === false ? [gate.refusal.message, renderText(refusalWords(gate.refusal), reader("fr"))] : []).toEqual([
      "Immobilised: cannot take Movement actions such as Charge",
      "Immobilisé\u00a0: pas d'actions de type Mouvement, comme Charge",
    ]);
  });

  it("words its refusals in the reader's language, the rule set's kinds and turn included", () => {
    const refused = take(EMPTY_SLOT_BUDGET, "standardAttack", "standardAttack");
    const words = (lang: "de" | "fr") => (refused.ok ? "" : renderText(refusalWords(refused.refusal), reader(lang)));
    expect(words("de")).toBe("Zug: Halbe Aktion dieser Art schon genutzt");
    expect(words("fr")).toBe("Demi-action\u00a0: ce type a déjà servi (tour en cours)");
    const full = take(EMPTY_SLOT_BUDGET, "standardAttack", "move", "run");
    expect(full.ok ? "" : renderText(refusalWords(full.refusal), reader("de"))).toBe("Volle Aktion: kein Platz mehr (Zug); schon genommen: 2 × Halbe Aktion");
  });

  it("never lets a turn hold more than one Full or two Half Actions, nor a round more than one Reaction", () => {
    const ids = D100_ACTIONS.map((a) => a.id);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ids), { maxLength: 12 }), fc.array(fc.boolean(), { maxLength: 12 }), (sequence, newTurns) => {
        let state = EMPTY_SLOT_BUDGET;
        let reactionsThisRound = 0;
        sequence.forEach((id, index) => {
          if (newTurns[index] === true) state = startSlotTurn(state);
          const result = spendSlot(D100_BUDGET, state, action(id));
          if (result.ok) state = result.value;
          const kinds = state.turn.map((spent) => spent.kind);
          const full = kinds.filter((k) => k === "full").length;
          const half = kinds.filter((k) => k === "half").length;
          expect(full + half / 2).toBeLessThanOrEqual(1);
          expect(full === 0 || half === 0).toBe(true);
          const halfIds = state.turn.filter((spent) => spent.kind === "half").map((spent) => spent.id);
          expect(new Set(halfIds).size).toBe(halfIds.length);
          reactionsThisRound = state.round["reaction"] ?? 0;
          expect(reactionsThisRound).toBeLessThanOrEqual(1);
          expect(reactionsThisRound).toBeGreaterThanOrEqual(0);
        });
      }),
      { seed: 1234, numRuns: 300 },
    );
  });
});
