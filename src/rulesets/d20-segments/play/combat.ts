import * as Type from "../../../engine/schema/TypeBuilders";
import { D20_DURATIONS } from "../durations";
import * as Value from "../../../engine/schema/ValueChecks";
import { segmentRounds } from "../../../engine/clock/shapes";
import type { ActorSnapshot } from "../../../engine/play/ActorSnapshot";
import type { CombatRules, PostTurnStep } from "../../../engine/play/CombatRules";
import { counted, text } from "../../../engine/play/LocalText";
import { allow, refuse } from "../../../engine/Refusal";
import { isStanding } from "../fighter";
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
 * A round's end counts down the rounds a botch still takes (the sheet's number counts the round
 * under way: a botch writes one for the rest of its own round, and one more for each round its
 * duration takes); when none is left, a stun is over. The character's turn in a lost round is
 * refused by `spend`, so the clock keeps its place.
 */
function lostRoundPasses(actor: ActorSnapshot): PostTurnStep | null {
  const read = fighterOf(actor);
  if (!read.ok) return null;
  const sheet = read.value.fighter.actor;
  if (sheet.roundsLost === 0) return null;
  const left = sheet.roundsLost - 1;
  const stunOver = left === 0 && sheet.conditions.stunned;
  return {
    change: { actor: actor.ref, system: stunOver ? { roundsLost: left, "conditions.stunned": false } : { roundsLost: left } },
    undo: { actor: actor.ref, system: stunOver ? { roundsLost: sheet.roundsLost, "conditions.stunned": true } : { roundsLost: sheet.roundsLost } },
    line: left === 0 ? text(`${K}.Round.Back`, { name: actor.name }) : counted(`${K}.Round.StillLost`, left, { name: actor.name, rounds: left }),
  };
}

/** The tracker's rules for d20-segments: initiative kept, one action a round, rounds lost to botches counted down. */
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
  roundEnd: lostRoundPasses,
  spend(stored, action, actor) {
    if (DEFENCES.includes(action)) return allow(budgetOf(stored));
    // A botch took this round, or a round it lasts into: the character sits it out.
    const read = fighterOf(actor);
    if (read.ok && read.value.fighter.actor.roundsLost > 0) return refuse("round-lost", `${actor.name} loses this round to a botch`, { name: actor.name });
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
