import * as Type from "../../../engine/schema/TypeBuilders";
import { AP_DURATIONS } from "../durations";
import * as Value from "../../../engine/schema/ValueChecks";
import { actionPointPasses, actionPointPassesResorted } from "../../../engine/clock/shapes";
import type { ActorSnapshot } from "../../../engine/play/ActorSnapshot";
import type { CombatRules, Pip } from "../../../engine/play/CombatRules";
import { text } from "../../../engine/text/LocalText";
import { allow, refuse, type Outcome } from "../../../engine/Refusal";
import { attackCost, defenceCost, MOVES, moveCost } from "../actionCosts";
import { attackAfterFullDefense, fullDefense, newRound, spendAp } from "../apBudget";
import { evOf, FISTS, fighterWith, isStanding, type ApFighter } from "../fighter";
import { LOCATIONS } from "../hitLocation";
import type { ApOptions } from "../schema";
import { fighterOf } from "./snapshot";

const K = "TURNWRIGHT.ActionPoints";

/** A combatant's round at the table: its AP left, the most a round gives, and this round's Full Defense. */
const BudgetSchema = Type.Object({
  ap: Type.Integer({ minimum: 0 }),
  max: Type.Integer({ minimum: 0 }),
  fullDefense: Type.Union([Type.Object({ bonus: Type.Integer({ minimum: 0 }), attacked: Type.Boolean() }), Type.Null()]),
  nextRoundLess: Type.Integer({ minimum: 0 }),
});
type Budget = typeof BudgetSchema.static;

const EMPTY: Budget = { ap: 0, max: 0, fullDefense: null, nextRoundLess: 0 };

/** The AP a stored budget holds, or null for none (a combatant the fight has not touched). */
export function apInBudget(stored: unknown): number | null {
  return Value.Check(BudgetSchema, stored) ? stored.ap : null;
}

function fighterAt(actor: ActorSnapshot | null, options: ApOptions): ApFighter | null {
  if (actor === null) return null;
  const read = fighterOf(actor, options.standardMtn);
  return read.ok ? read.value.fighter : null;
}

/** The budget stored, or the fresh one of the actor's sheet: its AP as the sheet holds them. */
function budgetOf(stored: unknown, fighter: ApFighter | null): Budget {
  if (Value.Check(BudgetSchema, stored)) return stored;
  if (fighter === null) return EMPTY;
  return { ap: fighter.actor.actionPoints.max, max: fighter.actor.actionPoints.max, fullDefense: null, nextRoundLess: 0 };
}

const asBudget = (fighter: ApFighter): Budget => ({
  ap: fighter.ap,
  max: fighter.actor.actionPoints.max,
  fullDefense: fighter.fullDefense,
  nextRoundLess: fighter.nextRoundLess,
});

/**
 * An action as the sheet names it: `attack:<item id>` (`attack:` for bare hands), with
 * `:<location>` for a called shot; a move; standing up; Full Defense; an active defence.
 */
function spendOn(fighter: ApFighter, weaponIds: readonly string[], action: string): Outcome<ApFighter> {
  if (action === "fullDefense") return fullDefense(fighter);
  if (action === "defend") return spendAp(fighter, defenceCost(evOf(fighter)), action);
  if (action === "stand")
    return fighter.actor.prone
      ? spendAp(fighterWith(fighter, { prone: false }), moveCost("walk", evOf(fighter)), action)
      : refuse("not-prone", `${fighter.name} is not prone`, { name: fighter.name });
  const move = MOVES.find((candidate) => candidate === action);
  if (move !== undefined)
    return fighter.actor.prone
      ? refuse("prone", `${fighter.name} is prone: stand up first`, { name: fighter.name })
      : spendAp(fighter, moveCost(move, evOf(fighter)), action);
  const [verb, itemId, called] = action.split(":");
  if (verb !== "attack" || itemId === undefined) return refuse("unknown-action", `There is no action called ${action}`, { action });
  if (fighter.actor.prone) return refuse("prone", `${fighter.name} is prone: stand up first`, { name: fighter.name });
  const weapon = itemId === "" ? FISTS : fighter.gear.weapons[weaponIds.indexOf(itemId)];
  if (weapon === undefined) return refuse("weapon-not-ready", `${fighter.name} has no such weapon`, { name: fighter.name });
  if (called !== undefined && !LOCATIONS.some((location) => location === called))
    return refuse("unknown-action", `There is no action called ${action}`, { action });
  const paid = spendAp(fighter, attackCost(weapon.ap, evOf(fighter), called !== undefined), "attack");
  return paid.ok ? allow(attackAfterFullDefense(paid.value)) : paid;
}

/** The tracker's rules for action-points under the world's options: initiative the AP in hand, passes of one action, AP spent at their real cost. */
export function apCombat(options: ApOptions): CombatRules {
  return {
    clock: options.resortEachRound ? actionPointPassesResorted : actionPointPasses,
    durations: AP_DURATIONS,
    initiativeDice: () => [],
    // The AP in hand; one who has the drop on its enemies takes its full AP, whatever it spent before.
    // Re-sorted between rounds, the AP the round just ended left.
    initiative: (actor, _outcomes, roll) => {
      const fighter = fighterAt(actor, options);
      const max = fighter?.actor.actionPoints.max ?? 0;
      const left = roll.budget === undefined ? null : apInBudget(roll.budget);
      if (left !== null) return { score: left, tiebreak: [max], detail: text(`${K}.Initiative.Left`, { ap: left }), changes: [] };
      const ap = fighter === null ? 0 : roll.drop === true ? max : (fighter.actor.actionPoints.value ?? max);
      // The round before the fight is over once its AP are the order: the sheet has its AP back.
      const spentBefore = fighter !== null && fighter.actor.actionPoints.value !== undefined && fighter.actor.actionPoints.value < max;
      const changes = spentBefore ? [{ actor: actor.ref, system: { "actionPoints.value": max } }] : [];
      return { score: ap, tiebreak: [max], detail: text(roll.drop === true ? `${K}.Initiative.Drop` : `${K}.Initiative.Roll`, { ap }), changes };
    },
    // Initiative is the AP in hand: no luck moves it.
    initiativeLuck: null,
    hasLuck: () => false,
    canAct: (actor) => {
      const fighter = fighterAt(actor, options);
      return fighter !== null && isStanding(fighter);
    },
    freshBudget: (actor) => budgetOf(undefined, fighterAt(actor, options)),
    startTurn: (stored) => stored,
    // A new round replenishes the AP, less a Full Defense bonus an attack forfeited.
    startRound(stored, actor) {
      const fighter = fighterAt(actor, options);
      if (fighter === null) return budgetOf(stored, null);
      const budget = budgetOf(stored, fighter);
      return asBudget(newRound(fighterWith(fighter, { ap: budget.ap, fullDefense: budget.fullDefense, nextRoundLess: budget.nextRoundLess })));
    },
    startStep: (budget) => budget,
    postTurn: () => null,
    spend(stored, action, actor) {
      const read = fighterOf(actor, options.standardMtn);
      if (!read.ok) return read;
      const budget = budgetOf(stored, read.value.fighter);
      const fighter = fighterWith(read.value.fighter, { ap: budget.ap, fullDefense: budget.fullDefense, nextRoundLess: budget.nextRoundLess });
      const spent = spendOn(fighter, read.value.weaponIds, action);
      return spent.ok ? allow(asBudget(spent.value)) : spent;
    },
    // An active defence answers another's attack: it is the defender's action, out of its turn.
    outOfTurn: (action) => action === "defend",
    pips(stored): readonly Pip[] {
      const budget = budgetOf(stored, null);
      const shown = Math.max(budget.ap, budget.max);
      return Array.from({ length: shown }, (_, index) => ({ label: text(`${K}.Pip.ap`), kind: "ap", spent: index >= budget.ap }));
    },
    declared: null,
    groupInitiative: false,
    tokenMark: (stored) => (budgetOf(stored, null).fullDefense === null ? null : text(`${K}.Mark.fullDefense`)),
    // Out of the passes once the AP left will not pay for the cheapest action, 1 AP and the EV carried.
    exhausted(stored, actor) {
      const read = fighterOf(actor, options.standardMtn);
      return read.ok && budgetOf(stored, read.value.fighter).ap < defenceCost(evOf(read.value.fighter));
    },
  };
}
