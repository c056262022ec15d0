import { type Static } from "@sinclair/typebox";
import type { DiceOutcome } from "../../../../engine/dice/DiceRequest";
import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import type { ButtonPress, CardButton } from "../../../../engine/play/ButtonPress";
import { cardButtons, owner } from "../../../../engine/play/cardButtons";
import { actorName, cardActor, pressed } from "../../../../engine/play/cardData";
import { defineCard, type CardKind } from "../../../../engine/play/CardKind";
import type { CardState, CardTransition } from "../../../../engine/play/CardRules";
import type { CardRollView, CardView } from "../../../../engine/play/CardView";
import { text, type LocalText } from "../../../../engine/text/LocalText";
import type { AppliedModifier } from "../../../../engine/play/RollModifiers";
import { allow, refuse, type Outcome } from "../../../../engine/Refusal";
import * as Type from "../../../../engine/schema/TypeBuilders";
import { fatigueModifier } from "../../attack";
import { D100, resolveTest, testTarget, type TestResult } from "../../D100Test";
import { addDegree, FATE_TEST_BONUS, rerollTest, spendFate } from "../../fate";
import { situationModifiers } from "../../modifiers";
import { CHARACTERISTICS, type Characteristic } from "../../schema";
import { fighterOf } from "../snapshot";
import { asResult, degreesText, fateOf, ModifierSchema, ResultSchema } from "./rolledTest";

const K = "TURNWRIGHT.D100Fate";

const TEST = "test";

const TestCardSchema = Type.Object({
  characteristic: Type.String(),
  fateBonus: Type.Boolean(),
  target: Type.Integer(),
  modifiers: Type.Array(ModifierSchema),
  result: Type.Union([ResultSchema, Type.Null()]),
});
type TestCard = Static<typeof TestCardSchema>;

function characteristicOf(name: string | undefined): Characteristic | undefined {
  return CHARACTERISTICS.find((key) => key === name);
}

/**
 * A characteristic test from the sheet. With Fate left, the card first asks whether to spend
 * one for +10 (it must be chosen before the dice); without, it rolls at once.
 */
function startTest(actor: ActorSnapshot, characteristicName: string | undefined, chosen: readonly AppliedModifier[] = []): Outcome<CardTransition> {
  const characteristic = characteristicOf(characteristicName);
  if (characteristic === undefined)
    return refuse("unknown-characteristic", `There is no characteristic called ${String(characteristicName)}`, { name: String(characteristicName) });
  const read = fighterOf(actor);
  if (!read.ok) return read;
  const fighter = read.value.fighter;
  const target = testTarget(fighter.actor[characteristic], [...fatigueModifier(fighter), ...situationModifiers(chosen)]);
  const data: TestCard = { characteristic, fateBonus: false, target: target.target, modifiers: [...target.modifiers], result: null };
  const transition: CardTransition = { card: { kind: TEST, actors: [actor.ref], data, used: [] }, spawn: [], changes: [] };
  return allow(fighter.fate > 0 ? transition : { ...transition, follow: "roll" });
}

/** A press of the test card read whole: its data, the tester (still in the world and readable by the rules) and the d100 rolled, if any. */
function testPress(press: ButtonPress<TestCard>, outcomes: readonly DiceOutcome[]) {
  const actor = cardActor(press.actors, press.card.actors[0] ?? "");
  if (!actor.ok) return actor;
  const fighter = fighterOf(actor.value);
  return fighter.ok ? allow({ data: press.data, actor: actor.value, fighter: fighter.value.fighter, rolled: outcomes[0]?.total }) : fighter;
}

/** Roll, with or without Fate's +10 (chosen before the dice). */
function roll(withFate: boolean): CardButton<TestCard> {
  return {
    dice: ({ data }) => (data.result === null ? allow([D100]) : refuse("card-used", "This test is rolled already", {})),
    resolve(press, outcomes) {
      const found = testPress(press, outcomes);
      if (!found.ok) return found;
      const { data, actor, fighter, rolled } = found.value;
      if (data.result !== null) return refuse("card-used", "This test is rolled already", {});
      if (rolled === undefined) return refuse("dice-missing", "The dice for this roll are missing", {});
      let changes: CardTransition["changes"] = [];
      let target = data.target;
      let modifiers = data.modifiers;
      if (withFate) {
        const spent = spendFate(fighter.fate);
        if (!spent.ok) return spent;
        const bonus = testTarget(fighter.actor[characteristicOf(data.characteristic) ?? "agility"], [
          ...data.modifiers,
          { source: "fate", value: FATE_TEST_BONUS },
        ]);
        target = bonus.target;
        modifiers = [...bonus.modifiers];
        changes = [{ actor: actor.ref, system: { "fate.value": spent.value } }];
      }
      const result = resolveTest(target, rolled);
      return allow({
        card: pressed(press.card, { ...data, target, modifiers, fateBonus: withFate, result: asResult(result) }, press.button),
        spawn: [],
        changes,
      });
    },
  };
}

/** A Fate point after the roll: a failed test rolled again, or one more degree of success. */
function afterTheRoll(reroll: boolean): CardButton<TestCard> {
  return {
    dice: () => allow(reroll ? [D100] : []),
    resolve(press, outcomes) {
      const found = testPress(press, outcomes);
      if (!found.ok) return found;
      const { data, actor, fighter, rolled } = found.value;
      if (data.result === null) return refuse("card-not-rolled", "Roll the test first", {});
      const spent = spendFate(fighter.fate);
      if (!spent.ok) return spent;
      const current: TestResult = { target: data.target, ...data.result };
      if (reroll && rolled === undefined) return refuse("dice-missing", "The dice for this roll are missing", {});
      const next = reroll ? rerollTest(current, rolled ?? 1) : addDegree(current);
      if (!next.ok) return next;
      return allow({
        card: pressed(press.card, { ...data, result: asResult(next.value) }, press.button),
        spawn: [],
        changes: [{ actor: actor.ref, system: { "fate.value": spent.value } }],
      });
    },
  };
}

/** The test card's buttons: roll (with Fate's +10 or without), then a Fate re-roll or degree. */
const TEST_BUTTONS: Readonly<Record<string, CardButton<TestCard>>> = {
  roll: roll(false),
  "roll-fate": roll(true),
  reroll: afterTheRoll(true),
  degree: afterTheRoll(false),
};

function testView(data: TestCard, card: CardState, actors: Readonly<Record<string, ActorSnapshot>>): CardView {
  const ref = card.actors[0] ?? "";
  const fate = fateOf(actors, ref) > 0;
  const result = data.result;
  const rolls: CardRollView[] =
    result === null
      ? []
      : [
          {
            label: text(`${K}.Characteristic.${data.characteristic}`),
            formula: "1d100",
            dice: [result.roll],
            total: result.roll,
            target: data.target,
            outcome: result.success ? "success" : "failure",
            detail: degreesText(result.success, result.degrees),
          },
        ];
  const lines: LocalText[] = [];
  if (data.fateBonus) lines.push(text(`${K}.Card.FateBonus`));
  if (result?.rerolled === true) lines.push(text(`${K}.Card.Rerolled`));
  if (result?.boosted === true) lines.push(text(`${K}.Card.Boosted`));
  if (result === null) lines.push(text(`${K}.Card.ChooseFate`, { target: data.target }));
  return {
    title: text(`${K}.Card.TestTitle`, { characteristic: `${K}.Characteristic.${data.characteristic}` }),
    subtitle: text(`${K}.Card.By`, { name: actorName(actors, ref) }),
    rolls,
    lines,
    buttons: cardButtons(card, [
      { id: "roll", label: text(`${K}.Button.roll`), audience: owner(ref), tone: "primary", available: result === null },
      { id: "roll-fate", label: text(`${K}.Button.rollFate`), audience: owner(ref), tone: "luck", available: result === null && fate },
      {
        id: "reroll",
        label: text(`${K}.Button.reroll`),
        audience: owner(ref),
        tone: "luck",
        available: result !== null && !result.success && !result.rerolled && fate,
      },
      {
        id: "degree",
        label: text(`${K}.Button.degree`),
        audience: owner(ref),
        tone: "luck",
        available: result !== null && result.success && !result.boosted && fate,
      },
    ]),
  };
}

/** A characteristic test from the sheet: Fate's +10 offered before the roll, a re-roll or a degree after. */
export const TEST_CARD: CardKind = defineCard({
  kind: TEST,
  schema: TestCardSchema,
  starts: { rollTest: (input) => startTest(input.actor, input.data["characteristic"], input.modifiers) },
  buttons: TEST_BUTTONS,
  view: testView,
});
