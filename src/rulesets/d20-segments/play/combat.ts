import * as Type from "../../../engine/schema/TypeBuilders";
import { D20_DURATIONS } from "../durations";
import * as Value from "../../../engine/schema/ValueChecks";
import { segmentRounds } from "../../../engine/clock/shapes";
import type { CombatRules } from "../../../engine/play/CombatRules";
import { text } from "../../../engine/text/LocalText";
import { allow, refuse } from "../../../engine/Refusal";
import { isStanding, losesActions } from "../fighter";
import { D20 } from "../opposedRoll";
import { fighterOf } from "./snapshot";

const K = "TURNWRIGHT.D20Segments";

/** A combatant's round at the table: its one action taken, or not. Dodge and Parry cost nothing from it. */
const BudgetSchema = Type.Object({ acted: Type.Boolean() });
const FRESH = { acted: false };
const budgetOf = (stored: unknown) => (Value.Check(BudgetSchema, stored) ? stored : FRESH);

/** The free answers to an attack: they are taken on another's turn and spend nothing. */
const DEFENCES = ["dodge", "parry"];

/**
 * The tracker's rules for d20-segments: initiative kept, one action a round, refused while a
 * botch's effect takes the character's actions. Those effects end as the tracker's clock passes
 * them, so a round's end counts nothing down.
 */
export const D20_COMBAT: CombatRules = {
  clock: segmentRounds,
  durations: D20_DURATIONS,
  initiativeDice: () => [D20],
  initiative: (actor, outcomes) => {
    const read = fighterOf(actor);
    const bonus = read.ok ? read.value.fighter.actor.initiativeBonus : 0;
    const die = outcomes[0]?.total ?? 1;
    return { score: die + bonus, tiebreak: [bonus], detail: text(`${K}.Initiative.Roll`, { die, bonus }), changes: [] };
  },
  // The source spends no luck on initiative.
  initiativeLuck: null,
  hasLuck: () => false,
  canAct: (actor) => {
    const read = fighterOf(actor);
    return read.ok && isStanding(read.value.fighter);
  },
  freshBudget: () => FRESH,
  startTurn: (stored) => budgetOf(stored),
  startRound: () => FRESH,
  startStep: (budget) => budget,
  postTurn: () => null,
  spend(stored, action, actor) {
    if (DEFENCES.includes(action)) return allow(budgetOf(stored));
    // A botch's effect takes this round (its own, or one it lasts into): the character sits it out.
    const read = fighterOf(actor);
    if (read.ok && losesActions(read.value.fighter)) return refuse("round-lost", `${actor.name} loses this round to a botch`, { name: actor.name });
    if (budgetOf(stored).acted) return refuse("round-used", "This round's action is already taken", { action });
    return allow({ acted: true });
  },
  declared: null,
  groupInitiative: false,
  tokenMark: () => null,
  // Its clock has no passes to leave.
  exhausted: null,
  pips: (stored) => [{ label: text(`${K}.Pip.action`), kind: "full", spent: budgetOf(stored).acted }],
  outOfTurn: (action) => DEFENCES.includes(action),
};
