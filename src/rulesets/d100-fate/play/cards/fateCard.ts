import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import type { CardTransition } from "../../../../engine/play/CardRules";
import { allow, refuse, type Outcome } from "../../../../engine/Refusal";
import { recoverFatigue, recoverFromStun, spendFate } from "../../fate";
import { fighterChanges, fighterOf } from "../snapshot";

export const FATE = "fate";

/** Fate spent from the sheet with nothing to roll: shake off Stun, or all Fatigue. The card records it. */
export function startFate(actor: ActorSnapshot, use: string | undefined): Outcome<CardTransition> {
  const read = fighterOf(actor);
  if (!read.ok) return read;
  const before = read.value.fighter;
  const spent = spendFate(before.fate);
  if (!spent.ok) return spent;
  let after;
  if (use === "unstun") {
    const recovered = recoverFromStun(before.conditions.stunned);
    if (!recovered.ok) return recovered;
    after = { ...before, fate: spent.value, conditions: { ...before.conditions, stunned: recovered.value } };
  } else if (use === "refresh") {
    const recovered = recoverFatigue(before.fatigue);
    if (!recovered.ok) return recovered;
    after = { ...before, fate: spent.value, fatigue: recovered.value };
  } else {
    return refuse("unknown-fate-use", `Fate cannot be spent on ${String(use)} from the sheet`, { use: String(use) });
  }
  return allow({
    card: { kind: FATE, actors: [actor.ref], data: { use }, used: [] },
    spawn: [],
    changes: [{ actor: actor.ref, system: fighterChanges(before, after) }],
  });
}
