import type { FightContext } from "../../engine/fight/FightContext";
import { resolveAttack } from "./attackFlow";
import { fighterWith, isStanding, standsReady, type PhasesFighter } from "./fighter";
import type { HexPath } from "./hex/path";
import { manoeuvre, withManoeuvre, type Manoeuvre } from "./manoeuvres";
import { allowanceIn, phaseKey, withAllowance } from "./opportunities";
import {
  distractionBy,
  leavingAlreadyProvoked,
  letOpportunityPass,
  takeAttackOfOpportunity,
  type Opportunity,
  type OpportunityAllowance,
} from "./opportunity/allowance";
import { haltAfter, interruptAction, interruptMovement, type MoveBeat } from "./opportunity/interrupt";
import { distractionOfAction, provokedBy } from "./opportunity/provoking";
import { leavesThreat, threatens, type MovementManner, type Threatener } from "./opportunity/threat";
import { threatReach } from "./reach";

type Context = FightContext<PhasesFighter>;

/** An attack of opportunity is a plain blow: the manoeuvre that always needs an attack roll. */
const OPPORTUNITY_BLOW: Manoeuvre | undefined = manoeuvre("strike");

/** Higher score first, then the higher roll-off: the order of the Phase. */
function inOrder(a: PhasesFighter, b: PhasesFighter): number {
  return b.rank.score - a.rank.score || b.rank.rollOff - a.rank.rollOff;
}

/**
 * The mover's enemies who could strike at it right now, in initiative order: on the map,
 * standing, not Stunned, and holding something to strike with in melee.
 */
export function threatenersOf(context: Context, mover: PhasesFighter): Threatener[] {
  const threateners: Threatener[] = [];
  for (const other of [...context.fighters()].sort(inOrder)) {
    const reach = threatReach(other);
    if (other.side === mover.side || other.at === null || reach === null) continue;
    threateners.push({ id: other.id, at: other.at, reach });
  }
  return threateners;
}

/**
 * One threatener's chance at a lapse (the mover leaving, or distracted): it strikes if its
 * allowance lets it (a headless threatener never lets an opportunity pass by choice), else the
 * chance is gone and the log says why. A mover already out of the fight is not struck again.
 */
function offerOpportunity(context: Context, threatenerId: string, opportunity: Opportunity, phase: string): void {
  const moverId = opportunity.mover;
  const threatener = context.fighter(threatenerId);
  const allowance: OpportunityAllowance = allowanceIn(threatener, phase);
  if (!isStanding(context.fighter(moverId)) || OPPORTUNITY_BLOW === undefined) {
    context.replace(withAllowance(threatener, phase, letOpportunityPass(allowance, opportunity)));
    return;
  }
  const taken = takeAttackOfOpportunity(allowance, opportunity, threatener.actor.combatReflexes);
  if (!taken.ok) {
    context.replace(withAllowance(threatener, phase, letOpportunityPass(allowance, opportunity)));
    if (context.listening)
      context.emit({ type: "refused", combatant: threatenerId, action: "attackOfOpportunity", code: taken.refusal.code, reason: taken.refusal.message });
    return;
  }
  // A second attack manoeuvre in the Phase: its modifiers combine with the threatener's others.
  context.replace(
    fighterWith(threatener, { opportunity: { phase, allowance: taken.value }, manoeuvres: withManoeuvre(threatener.manoeuvres, OPPORTUNITY_BLOW.id) }),
  );
  resolveAttack(context, threatenerId, OPPORTUNITY_BLOW, moverId, null, "attackOfOpportunity");
}

/**
 * Moves a character along a path: up to each hex whose leaving provokes, the attacks of
 * opportunity there, then on, unless an attack leaves the mover unable to go on (then it stays
 * in that hex). Refusals of the path itself are logged against the action.
 */
export function moveUnderThreat(context: Context, moverId: string, action: string, path: HexPath, manner: MovementManner): void {
  const mover = context.fighter(moverId);
  if (mover.at === null || path.length < 2) return;
  const phase = phaseKey(context.when);
  const allowances = Object.fromEntries(context.fighters().map((fighter) => [fighter.id, allowanceIn(fighter, phase)]));
  const provoked = leavesThreat(
    { mover: moverId, path, manner, combatMovement: mover.actor.movement },
    threatenersOf(context, mover),
    leavingAlreadyProvoked(allowances, moverId),
  );
  if (!provoked.ok) {
    if (context.listening) context.emit({ type: "refused", combatant: moverId, action, code: provoked.refusal.code, reason: provoked.refusal.message });
    return;
  }
  let beats: MoveBeat[] = interruptMovement(path, provoked.value);
  for (let index = 0; index < beats.length; index += 1) {
    const beat = beats[index];
    if (beat === undefined) continue;
    if (beat.kind === "move") {
      const last = beat.path[beat.path.length - 1];
      if (last !== undefined) context.replace(fighterWith(context.fighter(moverId), { at: last }));
      continue;
    }
    offerOpportunity(context, beat.threatener, { kind: "leaving", mover: moverId }, phase);
    if (!standsReady(context.fighter(moverId))) beats = haltAfter(beats, index);
  }
}

/**
 * A distracting action taken in a hex enemies threaten (`opportunity/provoking.ts`): each of
 * them, in the order of the Phase, may strike first; then the action goes on if the actor
 * still can (standing and not Stunned). Answers whether it can. Neither the skill roll that
 * negates some of these nor the GM's waiver of the "usually" ones is made headless: the rows
 * provoke as the table's first word says, as leaving a hex does. Each distracting action is
 * an opportunity of its own (`distractionBy`).
 */
export function actUnderThreat(context: Context, actorId: string, actionId: string, spentThisPhase: number): boolean {
  const actor = context.fighter(actorId);
  // Off the map nothing threatens: asked first, since nearly every action of a study is off it.
  if (actor.at === null) return true;
  const row = distractionOfAction(actionId);
  if (row === undefined) return true;
  const at = actor.at;
  const threateners = threatenersOf(context, actor).filter((threatener) => threatens(threatener, at));
  const beats = interruptAction(
    provokedBy(row.id, threateners.length > 0),
    threateners.map((threatener) => threatener.id),
  );
  if (beats.every((beat) => beat.kind === "action")) return true;
  const phase = phaseKey(context.when);
  const opportunity = distractionBy(actorId, actionId, spentThisPhase);
  for (const beat of beats) if (beat.kind === "opportunity") offerOpportunity(context, beat.threatener, opportunity, phase);
  return standsReady(context.fighter(actorId));
}
