import { difficultyNumber, numberedDifficulties, overOrUnder, type RequestedRoll, type RollRequests } from "../../../engine/play/RollRequests";
import { modifierTotal } from "../../../engine/play/RollModifiers";
import { allow, refuse, type Outcome } from "../../../engine/Refusal";
import { text } from "../../../engine/text/LocalText";
import { skillBonus } from "../fighter";
import { BONUS_DIAL } from "../modifiers";
import { D20 } from "../opposedRoll";
import { SKILLS } from "../schema";
import { fighterOf } from "./snapshot";

const K = "TURNWRIGHT.D20Segments";

/**
 * The difficulty numbers a GM asks a check against. The source sets a check only against another
 * roll (an attack against a defence); the GM's number stands in for that roll, in steps of five.
 */
const DIFFICULTIES: readonly number[] = [5, 10, 15, 20, 25, 30];

/**
 * The tests a GM asks of d20-segments actors: a skill check as the sheet rolls it, 1d20 plus the
 * skill's bonus and the roller's. It beats the difficulty when it exceeds it, as an attack beats a
 * defence (the source's worked example: 21 against 20 hits; an equal defence holds). A request
 * offers no botch: a natural 1 is bought on the sheet's check alone.
 */
export const D20_ROLL_REQUESTS: RollRequests = {
  tests: SKILLS.map((id) => ({ id, label: text(`${K}.Skill.${id}`) })),
  difficulties: numberedDifficulties(DIFFICULTIES, `${K}.Request.Difficulty`),
  usualDifficulty: "15",
  action: "rollSkill",
  dice(actor, test) {
    const read = fighterOf(actor);
    if (!read.ok) return read;
    return SKILLS.some((id) => id === test) ? allow([D20]) : refuse("request-no-test", `There is no skill called ${test}`, { test });
  },
  resolve(actor, test, difficulty, modifiers, outcomes): Outcome<RequestedRoll> {
    const skill = SKILLS.find((id) => id === test);
    if (skill === undefined) return refuse("request-no-test", `There is no skill called ${test}`, { test });
    const number = difficultyNumber(DIFFICULTIES, difficulty);
    if (!number.ok) return number;
    const against = number.value;
    const read = fighterOf(actor);
    if (!read.ok) return read;
    const die = outcomes[0]?.total;
    if (die === undefined) return refuse("dice-missing", "The dice for this roll are missing", {});
    const bonus = skillBonus(read.value.fighter, skill) + modifierTotal(modifiers, BONUS_DIAL);
    const total = die + bonus;
    return allow({
      formula: `1d20${bonus < 0 ? "" : "+"}${bonus}`,
      dice: [die],
      total,
      target: against,
      passed: total > against,
      margin: Math.abs(total - against),
    });
  },
  margin: overOrUnder(`${K}.Request`),
};
