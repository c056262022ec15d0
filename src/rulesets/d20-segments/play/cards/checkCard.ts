import { modifierTotal, type AppliedModifier } from "../../../../engine/play/RollModifiers";
import { BONUS_DIAL } from "../../modifiers";
import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import type { CardButton } from "../../../../engine/play/ButtonPress";
import type { CardTransition } from "../../../../engine/play/CardRules";
import { allow, refuse, type Outcome } from "../../../../engine/Refusal";
import { skillBonus } from "../../fighter";
import { check, D20 } from "../../opposedRoll";
import { SKILLS, type D20Options } from "../../schema";
import { fighterOf } from "../snapshot";
import { botchButtons, offerOf, weaponInHandOf } from "./botchAtTable";
import { cardActor, pressed, type CheckCard } from "./cardData";

export const CHECK = "check";

/**
 * A skill check from the sheet: 1d20 + the skill's bonus, rolled at once. In a fight it is the
 * round's action. A skill the sheet leaves empty rolls at +0. A natural 1 on a player character's check may be bought by the GM as a botch.
 */
export function startCheck(actor: ActorSnapshot, skill: string | undefined, budget: unknown, chosen: readonly AppliedModifier[] = []): Outcome<CardTransition> {
  const read = fighterOf(actor);
  if (!read.ok) return read;
  const known = SKILLS.find((name) => name === skill);
  if (known === undefined) return refuse("unknown-skill", `There is no skill called ${skill ?? ""}`, { skill: skill ?? "" });
  const data: CheckCard = { skill: known, bonus: skillBonus(read.value.fighter, known) + modifierTotal(chosen, BONUS_DIAL), check: null, botches: [] };
  const transition: CardTransition = { card: { kind: CHECK, actors: [actor.ref], data, used: [] }, spawn: [], changes: [], follow: "roll" };
  return allow(budget === undefined ? transition : { ...transition, spend: { actor: actor.ref, action: "check" } });
}

export function checkButtons(options: D20Options): Readonly<Record<string, CardButton<CheckCard>>> {
  return {
    roll: {
      dice: ({ data }) => (data.check === null ? allow([D20]) : refuse("card-used", "This check is rolled already", {})),
      resolve(press, outcomes) {
        const { data } = press;
        if (data.check !== null) return refuse("card-used", "This check is rolled already", {});
        const die = outcomes[0]?.total;
        if (die === undefined) return refuse("dice-missing", "The dice for this roll are missing", {});
        const roller = cardActor(press.actors, press.card.actors[0] ?? "");
        if (!roller.ok) return roller;
        const read = fighterOf(roller.value);
        if (!read.ok) return read;
        const botches = offerOf("check", die, read.value.fighter, null, options);
        return allow({ card: pressed(press.card, { ...data, check: check(die, data.bonus), botches }, press.button), spawn: [], changes: [] });
      },
    },
    ...botchButtons<CheckCard>((_data, _row, fighter, weaponIds) => weaponInHandOf(fighter, weaponIds)),
  };
}
