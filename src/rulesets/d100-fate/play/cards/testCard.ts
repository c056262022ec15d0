import type { DiceOutcome, DiceRequest } from "../../../../engine/dice/DiceRequest";
import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import type { CardState, CardTransition } from "../../../../engine/play/CardRules";
import { allow, refuse, type Outcome } from "../../../../engine/Refusal";
import { fatigueModifier } from "../../attack";
import { D100, resolveTest, testTarget, type TestResult } from "../../D100Test";
import { addDegree, FATE_TEST_BONUS, rerollTest, spendFate } from "../../fate";
import { CHARACTERISTICS, type Characteristic } from "../../schema";
import { fighterOf } from "../snapshot";
import { pressed, readCard, readCardToPress, TestCardSchema, type TestCard } from "./cardData";

export const TEST = "test";

function characteristicOf(name: string | undefined): Characteristic | undefined {
  return CHARACTERISTICS.find((key) => key === name);
}

export function asResult(result: TestResult): NonNullable<TestCard["result"]> {
  return { roll: result.roll, success: result.success, degrees: result.degrees, rerolled: result.rerolled, boosted: result.boosted };
}

/**
 * A characteristic test from the sheet. With Fate left, the card first asks whether to spend
 * one for +10 (it must be chosen before the dice); without, it rolls at once.
 */
export function startTest(actor: ActorSnapshot, characteristicName: string | undefined): Outcome<CardTransition> {
  const characteristic = characteristicOf(characteristicName);
  if (characteristic === undefined) return refuse("unknown-characteristic", `There is no characteristic called ${String(characteristicName)}`, { name: String(characteristicName) });
  const read = fighterOf(actor);
  if (!read.ok) return read;
  const fighter = read.value.fighter;
  const target = testTarget(fighter.actor[characteristic], fatigueModifier(fighter));
  const data: TestCard = { characteristic, fateBonus: false, target: target.target, modifiers: [...target.modifiers], result: null };
  const transition: CardTransition = { card: { kind: TEST, actors: [actor.ref], data, used: [] }, spawn: [], changes: [] };
  return allow(fighter.fate > 0 ? transition : { ...transition, follow: "roll" });
}

export function testDice(card: CardState, button: string): Outcome<readonly DiceRequest[]> {
  const data = readCard(card, TEST, TestCardSchema);
  if (!data.ok) return data;
  if (button === "roll" || button === "roll-fate") return data.value.result === null ? allow([D100]) : refuse("card-used", "This test is rolled already", {});
  return allow(button === "reroll" ? [D100] : []);
}

export function pressTest(card: CardState, button: string, actor: ActorSnapshot, outcomes: readonly DiceOutcome[]): Outcome<CardTransition> {
  const read = readCardToPress(card, TEST, TestCardSchema, button);
  if (!read.ok) return read;
  const data = read.value;
  const fighter = fighterOf(actor);
  if (!fighter.ok) return fighter;
  const fate = fighter.value.fighter.fate;
  const roll = outcomes[0]?.total;
  switch (button) {
    case "roll":
    case "roll-fate": {
      if (data.result !== null) return refuse("card-used", "This test is rolled already", {});
      if (roll === undefined) return refuse("dice-missing", "The dice for this roll are missing", {});
      let changes: CardTransition["changes"] = [];
      let target = data.target;
      let modifiers = data.modifiers;
      if (button === "roll-fate") {
        const spent = spendFate(fate);
        if (!spent.ok) return spent;
        const bonus = testTarget(fighter.value.fighter.actor[characteristicOf(data.characteristic) ?? "agility"], [...data.modifiers, { source: "fate", value: FATE_TEST_BONUS }]);
        target = bonus.target;
        modifiers = [...bonus.modifiers];
        changes = [{ actor: actor.ref, system: { "fate.value": spent.value } }];
      }
      const result = resolveTest(target, roll);
      return allow({ card: pressed(card, { ...data, target, modifiers, fateBonus: button === "roll-fate", result: asResult(result) }, button), spawn: [], changes });
    }
    case "reroll":
    case "degree": {
      if (data.result === null) return refuse("card-not-rolled", "Roll the test first", {});
      const spent = spendFate(fate);
      if (!spent.ok) return spent;
      const current: TestResult = { target: data.target, ...data.result };
      if (button === "reroll" && roll === undefined) return refuse("dice-missing", "The dice for this roll are missing", {});
      const next = button === "reroll" ? rerollTest(current, roll ?? 1) : addDegree(current);
      if (!next.ok) return next;
      return allow({ card: pressed(card, { ...data, result: asResult(next.value) }, button), spawn: [], changes: [{ actor: actor.ref, system: { "fate.value": spent.value } }] });
    }
    default:
      return refuse("unknown-button", `This card has no button ${button}`, { button });
  }
}
