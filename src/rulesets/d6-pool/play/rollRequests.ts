import type { DiceRequest } from "../../../engine/dice/DiceRequest";
import type { ActorSnapshot } from "../../../engine/play/ActorSnapshot";
import type { AppliedModifier } from "../../../engine/play/RollModifiers";
import { difficultyNumber, numberedDifficulties, overOrUnder, type RequestedRoll, type RollRequests } from "../../../engine/play/RollRequests";
import { allow, refuse, type Outcome } from "../../../engine/Refusal";
import { text } from "../../../engine/text/LocalText";
import { formatDieCode } from "../dieCode";
import { codeThisRound } from "../fighter";
import { modifiedCode } from "../modifiers";
import type { Trait } from "../rollCode";
import { ATTRIBUTES, SKILLS } from "../schema";
import type { ComplicationRule } from "../WildDie";
import { codeDice, poolFrom, poolMarks } from "./cards/rolledPool";
import { fighterOf } from "./snapshot";

const K = "TURNWRIGHT.D6Pool";

const TRAITS: readonly Trait[] = [...ATTRIBUTES, ...SKILLS];

/**
 * The difficulty numbers a GM asks a roll against. The source names a number only for combat (10,
 * a target's passive defence, and never below 3); out of combat the GM sets one, in steps of five.
 */
const DIFFICULTIES: readonly number[] = [5, 10, 15, 20, 25, 30];

/** The code a requested roll throws: the trait as the sheet rolls it out of a fight, under the roller's dice and pips. */
function codeOf(actor: ActorSnapshot, test: string, rule: ComplicationRule, modifiers: readonly AppliedModifier[]): Outcome<string> {
  const trait = TRAITS.find((each) => each === test);
  if (trait === undefined) return refuse("request-no-test", `There is no attribute or skill called ${test}`, { test });
  const read = fighterOf(actor, rule);
  if (!read.ok) return read;
  const rolled = codeThisRound(read.value.fighter, trait);
  const code = rolled.ok ? modifiedCode(rolled.value, modifiers) : rolled;
  return code.ok ? allow(formatDieCode(code.value)) : code;
}

/**
 * The tests a GM asks of d6-pool actors: an attribute or skill roll, as the sheet's buttons roll
 * it, against a difficulty number; it passes when the total equals or exceeds it, as a hit does.
 */
export function d6RollRequests(rule: ComplicationRule): RollRequests {
  return {
    tests: TRAITS.map((id) => ({ id, label: text(`${K}.Trait.${id}`) })),
    difficulties: numberedDifficulties(DIFFICULTIES, `${K}.Request.Difficulty`),
    usualDifficulty: "10",
    action: "rollTrait",
    dice(actor, test, _difficulty, modifiers): Outcome<readonly DiceRequest[]> {
      const code = codeOf(actor, test, rule, modifiers);
      return code.ok ? allow(codeDice(code.value)) : code;
    },
    resolve(actor, test, difficulty, modifiers, outcomes): Outcome<RequestedRoll> {
      const number = difficultyNumber(DIFFICULTIES, difficulty);
      if (!number.ok) return number;
      const against = number.value;
      const code = codeOf(actor, test, rule, modifiers);
      if (!code.ok) return code;
      const pool = poolFrom(outcomes[0], rule, code.value);
      if (!pool.ok) return pool;
      const total = pool.value.total;
      // The Wild Die is drawn as on every other card, and a complication flagged: under the rule that keeps the total, the GM still decides what it brings.
      return allow({
        formula: code.value,
        dice: pool.value.dice,
        total,
        target: against,
        passed: total >= against,
        margin: Math.abs(total - against),
        dieMarks: poolMarks(pool.value),
        flagged: pool.value.complication,
      });
    },
    margin: overOrUnder(`${K}.Request`),
    flag: text(`${K}.Card.Complication`),
  };
}
