import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import type { CardTransition } from "../../../../engine/play/CardRules";
import { allow, type Outcome } from "../../../../engine/Refusal";
import { ATTRIBUTES, type ApOptions } from "../../schema";
import { dayOfRest } from "../../seriousInjury";
import { fighterOf } from "../snapshot";
import type { RestCard } from "./cardData";

export const REST = "rest";

/**
 * A day of rest, out of the fight: Fitness points of the session's damage heal, and a character
 * Down gets one lost attribute back at d4 (the first in the d8's order), as ONE change.
 */
export function startRest(actor: ActorSnapshot, options: ApOptions): Outcome<CardTransition> {
  const read = fighterOf(actor, options.standardMtn);
  if (!read.ok) return read;
  const before = read.value.fighter.actor;
  const after = dayOfRest(before);
  const back = ATTRIBUTES.find((attribute) => before.attributes[attribute] !== after.attributes[attribute]) ?? null;
  const system: Record<string, number | string> = { damageTaken: after.damageTaken };
  if (back !== null) system[`attributes.${back}`] = after.attributes[back];
  const data: RestCard = { healed: before.damageTaken - after.damageTaken, left: after.damageTaken, back };
  return allow({ card: { kind: REST, actors: [actor.ref], data, used: [] }, spawn: [], changes: [{ actor: actor.ref, system }] });
}
