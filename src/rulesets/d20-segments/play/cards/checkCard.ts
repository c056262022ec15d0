import { type Static } from "@sinclair/typebox";
import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import type { CardButton } from "../../../../engine/play/ButtonPress";
import { cardButtons, owner } from "../../../../engine/play/cardButtons";
import { actorName, cardActor, pressed } from "../../../../engine/play/cardData";
import { defineCard, type CardKind } from "../../../../engine/play/CardKind";
import type { CardState, CardTransition } from "../../../../engine/play/CardRules";
import type { CardView } from "../../../../engine/play/CardView";
import { text } from "../../../../engine/text/LocalText";
import { modifierTotal, type AppliedModifier } from "../../../../engine/play/RollModifiers";
import { allow, refuse, type Outcome } from "../../../../engine/Refusal";
import * as Type from "../../../../engine/schema/TypeBuilders";
import { skillBonus } from "../../fighter";
import { BONUS_DIAL } from "../../modifiers";
import { check, D20 } from "../../opposedRoll";
import { SKILLS, type D20Options } from "../../schema";
import { fighterOf } from "../snapshot";
import { botchButtons, botchLines, botchOffers, botchRolls, BotchSchema, offerOf, weaponInHandOf } from "./botchAtTable";
import { CheckSchema, d20Roll } from "./rolledDice";

const K = "TURNWRIGHT.D20Segments";

const CHECK = "check";

const CheckCardSchema = Type.Object({
  skill: Type.String(),
  bonus: Type.Integer(),
  check: Type.Union([CheckSchema, Type.Null()]),
  botches: Type.Array(BotchSchema, { maxItems: 1 }),
});
type CheckCard = Static<typeof CheckCardSchema>;

/**
 * A skill check from the sheet: 1d20 + the skill's bonus, rolled at once. In a fight it is the
 * round's action. A skill the sheet leaves empty rolls at +0. A natural 1 on a player character's check may be bought by the GM as a botch.
 */
function startCheck(actor: ActorSnapshot, skill: string | undefined, budget: unknown, chosen: readonly AppliedModifier[] = []): Outcome<CardTransition> {
  const read = fighterOf(actor);
  if (!read.ok) return read;
  const known = SKILLS.find((name) => name === skill);
  if (known === undefined) return refuse("unknown-skill", `There is no skill called ${skill ?? ""}`, { skill: skill ?? "" });
  const data: CheckCard = { skill: known, bonus: skillBonus(read.value.fighter, known) + modifierTotal(chosen, BONUS_DIAL), check: null, botches: [] };
  const transition: CardTransition = { card: { kind: CHECK, actors: [actor.ref], data, used: [] }, spawn: [], changes: [], follow: "roll" };
  return allow(budget === undefined ? transition : { ...transition, spend: { actor: actor.ref, action: "check" } });
}

function checkButtons(options: D20Options): Readonly<Record<string, CardButton<CheckCard>>> {
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

function checkView(data: CheckCard, card: CardState, actors: Readonly<Record<string, ActorSnapshot>>): CardView {
  const ref = card.actors[0] ?? "";
  return {
    title: text(`${K}.Card.CheckTitle`, { skill: data.skill, bonus: data.bonus }),
    subtitle: text(`${K}.Card.By`, { name: actorName(actors, ref) }),
    rolls: [...(data.check === null ? [] : [d20Roll(text(`${K}.Card.Check`), data.bonus, data.check)]), ...botchRolls(data.botches)],
    lines: botchLines(data.botches, actors),
    buttons: cardButtons(card, [
      { id: "roll", label: text(`${K}.Button.roll`), audience: owner(ref), tone: "primary", available: data.check === null },
      ...botchOffers(data.botches, actors),
    ]),
  };
}

/** A skill check from the sheet, its natural 1's botch bought, rolled on the table and carried out on the card. */
export function checkCard(options: D20Options): CardKind {
  return defineCard({
    kind: CHECK,
    schema: CheckCardSchema,
    starts: { rollSkill: (input) => startCheck(input.actor, input.data["skill"], input.budget, input.modifiers) },
    buttons: checkButtons(options),
    view: checkView,
  });
}
