import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import type { CardTransition } from "../../../../engine/play/CardRules";
import { allow, refuse, type Outcome } from "../../../../engine/Refusal";
import { spendPoint } from "../../luck";
import type { ComplicationRule } from "../../WildDie";
import { fighterOf } from "../snapshot";

export const FATE = "fate";

/**
 * A Fate Point from the sheet: every code the character rolls is doubled until the round ends.
 * It lasts a round, so it is spent in a fight; the card records it.
 */
export function startFate(actor: ActorSnapshot, budget: unknown, rule: ComplicationRule): Outcome<CardTransition> {
  if (budget === undefined) return refuse("not-in-fight", "A Fate Point doubles a round's rolls: it waits for the combat to begin", {});
  const read = fighterOf(actor, rule);
  if (!read.ok) return read;
  const left = spendPoint(read.value.fighter.fatePoints, "fate");
  if (!left.ok) return left;
  return allow({
    card: { kind: FATE, actors: [actor.ref], data: { left: left.value }, used: [] },
    spawn: [],
    changes: [{ actor: actor.ref, system: { fatePoints: left.value } }],
    spend: { actor: actor.ref, action: "fate" },
  });
}
