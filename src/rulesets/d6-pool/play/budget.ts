import * as Type from "../../../engine/schema/TypeBuilders";
import { type Static } from "@sinclair/typebox";
import * as Value from "../../../engine/schema/ValueChecks";
import { declareActions, multiActionPenalty, useDeclared } from "../../../engine/budget/DeclaredBudget";
import { allow, refuse, type Outcome } from "../../../engine/Refusal";
import { defenceOf, type ActiveDefence, type DefenceKind } from "../activeDefence";
import type { D6Fighter } from "../fighter";

/**
 * What a d6-pool combatant carries through a round at the table, on its Combatant: the actions
 * it declared and used, the active defence in force (kept across the round's end until its next
 * turn), and whether a Fate Point doubles its codes this round.
 */
export const D6BudgetSchema = Type.Object({
  declared: Type.Union([Type.Integer({ minimum: 1, maximum: 10 }), Type.Null()]),
  used: Type.Integer({ minimum: 0, maximum: 10 }),
  defence: Type.Union([
    Type.Object({
      kind: Type.Union([Type.Literal("dodge"), Type.Literal("block"), Type.Literal("parry")]),
      roll: Type.Integer(),
      full: Type.Boolean(),
      total: Type.Integer(),
    }),
    Type.Null(),
  ]),
  fate: Type.Boolean(),
});
export type D6Budget = Static<typeof D6BudgetSchema>;

export const FRESH_BUDGET: D6Budget = { declared: null, used: 0, defence: null, fate: false };

/** The most actions one turn may declare. */
export const MOST_DECLARED = 10;

/** A budget read back from Combatant data; anything unreadable is a fresh one, never a crash. */
export function budgetOf(stored: unknown): D6Budget {
  return Value.Check(D6BudgetSchema, stored) ? stored : FRESH_BUDGET;
}

export function declare(stored: unknown, count: number): Outcome<D6Budget> {
  const budget = budgetOf(stored);
  const declared = declareActions(budget, count, MOST_DECLARED);
  return declared.ok ? allow({ ...budget, ...declared.value }) : declared;
}

/** Dice off every skill and attribute roll this round for the actions declared. */
export function penaltyOf(stored: unknown): number {
  return multiActionPenalty(budgetOf(stored));
}

/**
 * A defence spent at the table carries what it rolled, so the one write that takes the action
 * also puts the defence in force: `defence:dodge:partial:14`. A Character Point thrown on it
 * afterwards raises the total in force without another action: `defence:dodge:partial:17:again`.
 */
export function defenceSpend(defence: ActiveDefence): string {
  return `defence:${defence.kind}:${defence.full ? "full" : "partial"}:${String(defence.roll)}`;
}

const KINDS: readonly DefenceKind[] = ["dodge", "block", "parry"];

function readDefenceSpend(action: string): { readonly defence: ActiveDefence; readonly again: boolean } | null {
  const [head, kind, extent, roll, again, ...rest] = action.split(":");
  const found = KINDS.find((candidate) => candidate === kind);
  if (head !== "defence" || found === undefined || (extent !== "full" && extent !== "partial") || roll === undefined || !/^-?\d+$/.test(roll)) return null;
  if ((again !== undefined && again !== "again") || rest.length > 0) return null;
  return { defence: defenceOf(found, Number(roll), extent), again: again === "again" };
}

/**
 * One action of the turn taken from the budget. A full defence takes every declared action and
 * must be the round's first; Fate takes none but is spent once a round.
 */
export function spendAction(stored: unknown, action: string): Outcome<D6Budget> {
  const budget = budgetOf(stored);
  if (action === "fate") {
    if (budget.fate) return refuse("fate-this-round", "A Fate Point is already doubling this round's codes", {});
    return allow({ ...budget, fate: true });
  }
  const spent = action.startsWith("defence:") ? readDefenceSpend(action) : null;
  if (action.startsWith("defence:") && spent === null) return refuse("unknown-action", `There is no action called ${action}`, { action });
  const defence = spent?.defence ?? null;
  if (spent?.again === true) {
    const held = budget.defence;
    if (held === null || held.kind !== spent.defence.kind || held.full !== spent.defence.full)
      return refuse("no-defence-held", "There is no such defence in force to raise", {});
    return allow({ ...budget, defence: spent.defence });
  }
  if (defence?.full === true) {
    if (budget.declared === null) return refuse("not-declared", "Declare how many actions you take before a full defence", { action: "full defence" });
    if (budget.used > 0) return refuse("full-defence-alone", "A full defence takes every action of the round: it must be the round's only action", {});
    return allow({ ...budget, used: budget.declared, defence });
  }
  const used = useDeclared(budget, action);
  if (!used.ok) return used;
  return allow({ ...budget, ...used.value, ...(defence === null ? {} : { defence }) });
}

/** The fighter as its round stands at the table: the actions it declared and a Fate Point spent. Out of a fight, as it is. */
export function inRound(fighter: D6Fighter, stored: unknown): D6Fighter {
  if (stored === undefined) return fighter;
  const budget = budgetOf(stored);
  return { ...fighter, budget: { declared: budget.declared, used: budget.used }, fateThisRound: budget.fate, defence: budget.defence };
}
