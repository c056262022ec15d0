import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import type { CombatRules } from "../../../../engine/play/CombatRules";
import type { CardTransition } from "../../../../engine/play/CardRules";
import { allow, refuse, type Outcome } from "../../../../engine/Refusal";
import type { ApOptions } from "../../schema";
import { apInBudget } from "../combat";
import { fighterOf } from "../snapshot";
import type { MoveCard } from "./cardData";

export const MOVE = "move";

const ACTIONS = ["walk", "sprint", "run", "stand", "fullDefense"] as const;

/**
 * A move, standing up, or Full Defense from the sheet, posted for the table to see. In a fight its
 * AP are spent by the same write (refused, with the reason, when they do not fit) and the card
 * says what it cost and what is left. Standing up clears prone.
 */
export function startMove(
  actor: ActorSnapshot,
  move: string | undefined,
  budget: unknown,
  unaware: readonly string[],
  options: ApOptions,
  combat: CombatRules,
): Outcome<CardTransition> {
  const read = fighterOf(actor, options.standardMtn);
  if (!read.ok) return read;
  const action = ACTIONS.find((name) => name === move);
  if (action === undefined) return refuse("unknown-action", `There is no action called ${move ?? ""}`, { action: move ?? "" });
  const fighter = read.value.fighter;
  // Caught unaware, a character may only defend in the fight's first round: Full Defense is the one move it has.
  if (action !== "fullDefense" && unaware.includes(actor.ref))
    return refuse("surprised-defend-only", `${actor.name} is surprised: it may only defend this round`, { name: actor.name });
  if (action === "stand" && !fighter.actor.prone) return refuse("not-prone", `${actor.name} is not prone`, { name: actor.name });
  let spent: MoveCard["spent"] = null;
  if (budget !== undefined) {
    const after = combat.spend(budget, action, actor);
    if (!after.ok) return after;
    const before = apInBudget(budget) ?? fighter.actor.actionPoints.max;
    const left = apInBudget(after.value) ?? 0;
    spent = { cost: Math.max(0, before - left), apLeft: left };
  }
  const data: MoveCard = { action, movement: fighter.actor.movement, spent };
  const transition: CardTransition = {
    card: { kind: MOVE, actors: [actor.ref], data, used: [] },
    spawn: [],
    changes: action === "stand" ? [{ actor: actor.ref, system: { prone: false } }] : [],
  };
  return allow(budget === undefined ? transition : { ...transition, spend: { actor: actor.ref, action } });
}
