import { type Static } from "@sinclair/typebox";
import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import type { CardButton } from "../../../../engine/play/ButtonPress";
import { cardButtons, owner } from "../../../../engine/play/cardButtons";
import { actorName, pressed } from "../../../../engine/play/cardData";
import { defineCard, type CardKind } from "../../../../engine/play/CardKind";
import type { CardState, CardTransition } from "../../../../engine/play/CardRules";
import type { CardView } from "../../../../engine/play/CardView";
import { text } from "../../../../engine/text/LocalText";
import type { AppliedModifier } from "../../../../engine/play/RollModifiers";
import { allow, refuse, type Outcome } from "../../../../engine/Refusal";
import * as Type from "../../../../engine/schema/TypeBuilders";
import { formatDieCode } from "../../dieCode";
import { codeThisRound } from "../../fighter";
import { modifiedCode } from "../../modifiers";
import type { Trait } from "../../rollCode";
import { ATTRIBUTES, SKILLS } from "../../schema";
import type { ComplicationRule } from "../../WildDie";
import { inRound } from "../budget";
import { fighterOf } from "../snapshot";
import { codeLines, pointButton, pointOffer, pointRolls, poolRoll, ROLLED, rollButton, totalOf } from "./rolledPool";

const K = "TURNWRIGHT.D6Pool";

const ROLL = "roll";

const RollCardSchema = Type.Object({ trait: Type.String(), ...ROLLED });
type RollCard = Static<typeof RollCardSchema>;

const TRAITS: readonly Trait[] = [...ATTRIBUTES, ...SKILLS];

function traitOf(name: string | undefined): Trait | undefined {
  return TRAITS.find((trait) => trait === name);
}

/**
 * A skill or attribute roll from the sheet, at the code this round gives it (the actions
 * declared, the wound, a Fate Point). In a fight it takes one declared action.
 */
function startRoll(
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

function rollButtons(rule: ComplicationRule): Readonly<Record<string, CardButton<RollCard>>> {
  return {
    roll: rollButton<RollCard>(rule, "This roll is made already", (data, press) =>
      allow({ card: pressed(press.card, data, press.button), spawn: [], changes: [] }),
    ),
    point: pointButton<RollCard>(rule, (data) => allow(data)),
  };
}

function rollView(rule: ComplicationRule) {
  return (data: RollCard, card: CardState, actors: Readonly<Record<string, ActorSnapshot>>): CardView => {
    const ref = card.actors[0] ?? "";
    const label = text(`${K}.Trait.${data.trait}`);
    const rolls = data.result === null ? [] : [poolRoll(label, data.code, data.result), ...pointRolls(data.points)];
    const total = totalOf(data);
    const lines = codeLines(data);
    if (total !== null && data.points.length > 0) lines.push(text(`${K}.Card.Total`, { total }));
    return {
      title: text(`${K}.Card.RollTitle`, { trait: `${K}.Trait.${data.trait}`, code: data.code }),
      subtitle: text(`${K}.Card.By`, { name: actorName(actors, ref) }),
      rolls,
      lines,
      buttons: cardButtons(card, [
        { id: "roll", label: text(`${K}.Button.roll`, { code: data.code }), audience: owner(ref), tone: "primary", available: data.result === null },
        pointOffer(card, data, actors, rule, true),
      ]),
    };
  };
}

/** A skill or attribute roll from the sheet, with Character Points to throw onto it once it is seen. */
export function rollCard(rule: ComplicationRule): CardKind {
  return defineCard({
    kind: ROLL,
    schema: RollCardSchema,
    starts: { rollTrait: (input) => startRoll(input.actor, input.data["trait"], input.budget, rule, input.modifiers) },
    buttons: rollButtons(rule),
    view: rollView(rule),
  });
}
