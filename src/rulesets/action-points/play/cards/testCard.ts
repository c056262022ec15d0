import { modifierTotal, type AppliedModifier } from "../../../../engine/play/RollModifiers";
import { MTN_DIAL } from "../../modifiers";
import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import type { CardButton } from "../../../../engine/play/ButtonPress";
import type { CardTransition } from "../../../../engine/play/CardRules";
import { allow, refuse, type Outcome } from "../../../../engine/Refusal";
import { dieOf } from "../../dieType";
import { ATTRIBUTES, type ApOptions } from "../../schema";
import { fighterOf } from "../snapshot";
import { cardActor, pressed, type TestCard } from "./cardData";

export const TEST = "test";

/**
 * An attribute test from the sheet: its die against the world's standard MTN, rolled at once. It
 * is no action of the fight: it costs no AP. A lost attribute, or a character Down, fails unrolled.
 */
export function startTest(
  actor: ActorSnapshot,
  attribute: string | undefined,
  options: ApOptions,
  chosen: readonly AppliedModifier[] = [],
): Outcome<CardTransition> {
  const read = fighterOf(actor, options.standardMtn);
  if (!read.ok) return read;
  const known = ATTRIBUTES.find((name) => name === attribute);
  if (known === undefined) return refuse("unknown-attribute", `There is no attribute called ${attribute ?? ""}`, { attribute: attribute ?? "" });
  // The situation moves the MTN; a test never needs less than 1 on its die.
  const data: TestCard = { attribute: known, mtn: Math.max(1, options.standardMtn + modifierTotal(chosen, MTN_DIAL)), test: null };
  return allow({ card: { kind: TEST, actors: [actor.ref], data, used: [] }, spawn: [], changes: [], follow: "roll" });
}

export function testButtons(options: ApOptions): Readonly<Record<string, CardButton<TestCard>>> {
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
