import type { RequestedRoll, RollRequests } from "../../../engine/play/RollRequests";
import { allow, refuse, type Outcome } from "../../../engine/Refusal";
import { text } from "../../../engine/text/LocalText";
import { fatigueModifier } from "../attack";
import { D100, resolveTest, testTarget } from "../D100Test";
import { DIFFICULTY_LADDER, situationModifiers } from "../modifiers";
import { CHARACTERISTICS } from "../schema";
import { degreesText } from "./cards/rolledTest";
import { fighterOf } from "./snapshot";

const K = "TURNWRIGHT.D100Fate";

/**
 * The tests a GM asks of d100-fate actors: a characteristic test, as the sheet's test buttons roll
 * it, at a step of the difficulty ladder the GM chose in place of the roller's, with the roller's
 * free modifier and their fatigue, capped together at ±60 as every test is. A request offers no
 * Fate: its +10 and its re-roll stay the sheet's test's.
 */
export const D100_ROLL_REQUESTS: RollRequests = {
  tests: CHARACTERISTICS.map((id) => ({ id, label: text(`${K}.Characteristic.${id}`) })),
  difficulties: DIFFICULTY_LADDER.map((step) => ({ id: step.id, label: text(step.label) })),
  usualDifficulty: "challenging",
  action: "rollTest",
  dice(actor, test) {
    const read = fighterOf(actor);
    if (!read.ok) return read;
    return CHARACTERISTICS.some((id) => id === test) ? allow([D100]) : refuse("request-no-test", `There is no characteristic called ${test}`, { test });
  },
  resolve(actor, test, difficulty, modifiers, outcomes): Outcome<RequestedRoll> {
    const characteristic = CHARACTERISTICS.find((id) => id === test);
    if (characteristic === undefined) return refuse("request-no-test", `There is no characteristic called ${test}`, { test });
    const step = DIFFICULTY_LADDER.find((each) => each.id === difficulty);
    if (step === undefined) return refuse("request-no-difficulty", `There is no difficulty called ${difficulty}`, { difficulty });
    const read = fighterOf(actor);
    if (!read.ok) return read;
    const rolled = outcomes[0]?.total;
    if (rolled === undefined || !Number.isInteger(rolled) || rolled < 1 || rolled > 100)
      return refuse("dice-missing", "The dice for this roll are missing", {});
    const fighter = read.value.fighter;
    const stepped = step.value === 0 ? [] : [{ source: "difficulty", value: step.value }];
    const target = testTarget(fighter.actor[characteristic], [...fatigueModifier(fighter), ...stepped, ...situationModifiers(modifiers)]);
    const result = resolveTest(target.target, rolled);
    return allow({ formula: "1d100", dice: [rolled], total: rolled, target: target.target, passed: result.success, margin: result.degrees });
  },
  margin: (passed, margin) => degreesText(passed, margin),
};
