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
import { dieOf } from "../../dieType";
import { MTN_DIAL } from "../../modifiers";
import { ATTRIBUTES, type ApOptions } from "../../schema";
import { fighterOf } from "../snapshot";
import { AttributeSchema, testRoll, TestSchema } from "./rolledTest";

const K = "TURNWRIGHT.ActionPoints";

const TEST = "test";

const TestCardSchema = Type.Object({
  attribute: AttributeSchema,
  mtn: Type.Integer(),
  test: Type.Union([TestSchema, Type.Null()]),
});
type TestCard = Static<typeof TestCardSchema>;

/**
 * An attribute test from the sheet: its die against the world's standard MTN, rolled at once. It
 * is no action of the fight: it costs no AP. A lost attribute, or a character Down, fails unrolled.
 */
function startTest(actor: ActorSnapshot, attribute: string | undefined, options: ApOptions, chosen: readonly AppliedModifier[] = []): Outcome<CardTransition> {
  const read = fighterOf(actor, options.standardMtn);
  if (!read.ok) return read;
  const known = ATTRIBUTES.find((name) => name === attribute);
  if (known === undefined) return refuse("unknown-attribute", `There is no attribute called ${attribute ?? ""}`, { attribute: attribute ?? "" });
  // The situation moves the MTN; a test never needs less than 1 on its die.
  const data: TestCard = { attribute: known, mtn: Math.max(1, options.standardMtn + modifierTotal(chosen, MTN_DIAL)), test: null };
  return allow({ card: { kind: TEST, actors: [actor.ref], data, used: [] }, spawn: [], changes: [], follow: "roll" });
}

function testButtons(options: ApOptions): Readonly<Record<string, CardButton<TestCard>>> {
  return {
    roll: {
      dice(press) {
        if (press.data.test !== null) return refuse("card-used", "This test is rolled already", {});
        const roller = cardActor(press.actors, press.card.actors[0] ?? "");
        if (!roller.ok) return roller;
        const read = fighterOf(roller.value, options.standardMtn);
        if (!read.ok) return read;
        const die = read.value.fighter.down ? null : dieOf(read.value.fighter.actor.attributes[press.data.attribute]);
        return allow(die === null ? [] : [die]);
      },
      resolve(press, outcomes) {
        const { data } = press;
        if (data.test !== null) return refuse("card-used", "This test is rolled already", {});
        const thrown = outcomes[0];
        const face = thrown?.total ?? null;
        const test = { face, die: thrown === undefined ? "" : `1d${thrown.request.faces}`, target: data.mtn, success: face !== null && face >= data.mtn };
        return allow({ card: pressed(press.card, { ...data, test }, press.button), spawn: [], changes: [] });
      },
    },
  };
}

function testView(data: TestCard, card: CardState, actors: Readonly<Record<string, ActorSnapshot>>): CardView {
  const roller = card.actors[0] ?? "";
  return {
    title: text(`${K}.Card.TestTitle`, { attribute: `${K}.Attribute.${data.attribute}` }),
    subtitle: text(`${K}.Card.By`, { name: actorName(actors, roller) }),
    rolls: data.test === null ? [] : [testRoll(text(`${K}.Card.TestRoll`, { mtn: data.mtn }), data.test)],
    lines: [],
    buttons: cardButtons(card, [{ id: "roll", label: text(`${K}.Button.roll`), audience: owner(roller), tone: "primary", available: data.test === null }]),
  };
}

/** An attribute test from the sheet against the world's MTN. */
export function testCard(options: ApOptions): CardKind {
  return defineCard({
    kind: TEST,
    schema: TestCardSchema,
    starts: { rollTest: (input) => startTest(input.actor, input.data["attribute"], options, input.modifiers) },
    buttons: testButtons(options),
    view: testView,
  });
}
