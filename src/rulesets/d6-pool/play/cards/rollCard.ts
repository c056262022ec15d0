import type { AppliedModifier } from "../../../../engine/play/RollModifiers";
import { modifiedCode } from "../../modifiers";
import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import type { CardButton } from "../../../../engine/play/ButtonPress";
import type { CardTransition } from "../../../../engine/play/CardRules";
import { allow, refuse, type Outcome } from "../../../../engine/Refusal";
import { formatDieCode } from "../../dieCode";
import { codeThisRound } from "../../fighter";
import type { Trait } from "../../rollCode";
import { ATTRIBUTES, SKILLS } from "../../schema";
import type { ComplicationRule } from "../../WildDie";
import { inRound } from "../budget";
import { fighterOf } from "../snapshot";
import { pressed, type RollCard } from "./cardData";
import { pointButton, rollButton } from "./tableRoll";

export const ROLL = "roll";

const TRAITS: readonly Trait[] = [...ATTRIBUTES, ...SKILLS];

export function traitOf(name: string | undefined): Trait | undefined {
  return TRAITS.find((trait) => trait === name);
}

/**
 * A skill or attribute roll from the sheet, at the code this round gives it (the actions
 * declared, the wound, a Fate Point). In a fight it takes one declared action.
 */
export function startRoll(
  actor: ActorSnapshot,
  traitName: string | undefined,
  budget: unknown,
  rule: ComplicationRule,
  chosen: readonly AppliedModifier[] = [],
): Outcome<CardTransition> {
  const trait = traitOf(traitName);
  if (trait === undefined) return refuse("unknown-trait", `There is no attribute or skill called ${String(traitName)}`, { name: String(traitName) });
  const read = fighterOf(actor, rule);
  if (!read.ok) return read;
  const fighter = inRound(read.value.fighter, budget);
  const rolled = codeThisRound(fighter, trait);
  const code = rolled.ok ? modifiedCode(rolled.value, chosen) : rolled;
  if (!code.ok) return code;
  const data: RollCard = {
    trait,
    code: formatDieCode(code.value),
    penalty: Math.max(0, (fighter.budget.declared ?? 1) - 1),
    fate: fighter.fateThisRound,
    result: null,
    points: [],
  };
  const transition: CardTransition = { card: { kind: ROLL, actors: [actor.ref], data, used: [] }, spawn: [], changes: [], follow: "roll" };
  return allow(budget === undefined ? transition : { ...transition, spend: { actor: actor.ref, action: "roll" } });
}

export function rollButtons(rule: ComplicationRule): Readonly<Record<string, CardButton<RollCard>>> {
  return {
    roll: rollButton<RollCard>(rule, "This roll is made already", (data, press) =>
      allow({ card: pressed(press.card, data, press.button), spawn: [], changes: [] }),
    ),
    point: pointButton<RollCard>(rule, (data) => allow(data)),
  };
}
