import { difficultyNumber, numberedDifficulties, overOrUnder, type RequestedRoll, type RollRequests } from "../../../engine/play/RollRequests";
import { modifierTotal } from "../../../engine/play/RollModifiers";
import { allow, refuse, type Outcome } from "../../../engine/Refusal";
import { text } from "../../../engine/text/LocalText";
import { dieOf } from "../dieType";
import { MTN_DIAL } from "../modifiers";
import { ATTRIBUTES, type ApOptions } from "../schema";
import { fighterOf } from "./snapshot";

const K = "TURNWRIGHT.ActionPoints";

/** The MTNs a GM may ask a test against: every number a die of the source's can show, d4 to d12 (the world's option takes the same). */
const MTNS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/**
 * The tests a GM asks of action-points actors: an attribute test as the sheet rolls it, its die
 * against an MTN (the world's standard unless the GM chose another), moved by the roller's
 * modifier; it passes when the die meets the MTN. A lost attribute, or a character Down, fails
 * unrolled, as on the sheet.
 */
export function apRollRequests(options: ApOptions): RollRequests {
  const dieFor = (actor: Parameters<RollRequests["dice"]>[0], test: string) => {
    const attribute = ATTRIBUTES.find((id) => id === test);
    if (attribute === undefined) return refuse("request-no-test", `There is no attribute called ${test}`, { test });
    const read = fighterOf(actor, options.standardMtn);
    if (!read.ok) return read;
    return allow(read.value.fighter.down ? null : dieOf(read.value.fighter.actor.attributes[attribute]));
  };
  return {
    tests: ATTRIBUTES.map((id) => ({ id, label: text(`${K}.Attribute.${id}`) })),
    difficulties: numberedDifficulties(MTNS, `${K}.Request.Mtn`),
    usualDifficulty: String(options.standardMtn),
    action: "rollTest",
    dice(actor, test) {
      const die = dieFor(actor, test);
      return die.ok ? allow(die.value === null ? [] : [die.value]) : die;
    },
    resolve(actor, test, difficulty, modifiers, outcomes): Outcome<RequestedRoll> {
      const number = difficultyNumber(MTNS, difficulty);
      if (!number.ok) return number;
      const asked = number.value;
      const die = dieFor(actor, test);
      if (!die.ok) return die;
      // The situation moves the MTN; a test never needs less than 1 on its die.
      const mtn = Math.max(1, asked + modifierTotal(modifiers, MTN_DIAL));
      const thrown = outcomes[0];
      if (die.value !== null && thrown === undefined) return refuse("dice-missing", "The dice for this roll are missing", {});
      const face = die.value === null ? 0 : (thrown?.total ?? 0);
      const formula = die.value === null ? "—" : `1d${die.value.faces}`;
      return allow({
        formula,
        dice: die.value === null ? [] : [face],
        total: face,
        target: mtn,
        passed: die.value !== null && face >= mtn,
        margin: Math.abs(face - mtn),
      });
    },
    margin: overOrUnder(`${K}.Request`),
  };
}
