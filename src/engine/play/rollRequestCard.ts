import { type Static } from "@sinclair/typebox";
import * as Type from "../schema/TypeBuilders";
import { allow, refuse, type Outcome } from "../Refusal";
import { counted, text, type LocalText } from "../text/LocalText";
import type { ActorSnapshot } from "./ActorSnapshot";
import type { ButtonPress, CardButton } from "./ButtonPress";
import { cardButtons, ownerOrGm } from "./cardButtons";
import { actorName, cardActor, pressed } from "./cardData";
import { defineCard, type CardKind } from "./CardKind";
import type { CardState } from "./CardRules";
import type { CardRollView, DieMark } from "./CardView";
import { checkModifiers, type AppliedModifier, type RollModifiers } from "./RollModifiers";
import { MOST_ASKED, requestedTest, type RequestedRoll, type RollRequest, type RollRequests } from "./RollRequests";

/** The kind of the card that asks for a roll, beside the rule set's own kinds. */
export const ROLL_REQUEST = "roll-request";

const K = "TURNWRIGHT.RollRequest";

const DIE_MARKS = ["", "wild", "removed", "wild-removed"] as const satisfies readonly DieMark[];

const RolledSchema = Type.Object({
  ref: Type.String({ minLength: 1, maxLength: 256 }),
  formula: Type.String({ maxLength: 64 }),
  dice: Type.Array(Type.Integer(), { maxItems: 200 }),
  total: Type.Integer(),
  target: Type.Integer(),
  passed: Type.Boolean(),
  margin: Type.Integer({ minimum: 0 }),
  // Cards written before the Wild Die was drawn on them have neither: every die plain, no mark.
  dieMarks: Type.Optional(Type.Array(Type.Union(DIE_MARKS.map((mark) => Type.Literal(mark))), { maxItems: 200 })),
  flagged: Type.Optional(Type.Boolean()),
});
type Rolled = Static<typeof RolledSchema>;

const RollRequestSchema = Type.Object({
  test: Type.String({ minLength: 1, maxLength: 64 }),
  difficulty: Type.String({ minLength: 1, maxLength: 64 }),
  opposed: Type.Boolean(),
  secret: Type.Boolean(),
  /** Each asked actor's roll, in the order they came. */
  rolled: Type.Array(RolledSchema, { maxItems: MOST_ASKED }),
});
type RollRequestData = Static<typeof RollRequestSchema>;

/** The card a checked request opens: the asked actors, nobody rolled yet. */
export function rollRequestCard(request: RollRequest): CardState {
  const data: RollRequestData = { test: request.test, difficulty: request.difficulty, opposed: request.opposed, secret: request.secret, rolled: [] };
  return { kind: ROLL_REQUEST, actors: [...request.actors], data, used: [] };
}

/**
 * Who won an opposed test: the one who passed by more; one who passed over one who failed; nobody
 * when both failed or both passed by as much. Null for a test not yet rolled by both.
 */
export function opposedWinner(rolled: readonly Rolled[]): { readonly winner: string | null } | null {
  const [first, second] = rolled;
  if (first === undefined || second === undefined) return null;
  const standing = (roll: Rolled): number => (roll.passed ? roll.margin + 1 : -roll.margin - 1);
  if (!first.passed && !second.passed) return { winner: null };
  const difference = standing(first) - standing(second);
  return { winner: difference > 0 ? first.ref : difference < 0 ? second.ref : null };
}

/** The roller's free modifiers, checked as for the test on the sheet; the difficulty is the GM's, so a step of the ladder the roller chose is not taken. */
function freeModifiers(rules: RollRequests, modifiers: RollModifiers, press: ButtonPress<RollRequestData>): Outcome<readonly AppliedModifier[]> {
  const checked = checkModifiers(modifiers, rules.action, press.modifiers === undefined ? undefined : { step: null, free: press.modifiers.free });
  return checked.ok ? allow(checked.value.filter((modifier) => modifier.source === "free")) : checked;
}

/** The press of a Roll button read whole: an actor the card asks, still in the world, who has not rolled, a test the rule set has, and the roller's modifiers. */
function rollerOf(rules: RollRequests, modifiers: RollModifiers, press: ButtonPress<RollRequestData>) {
  if (!press.card.actors.includes(press.ref)) return refuse("request-not-asked", "This request does not ask that actor to roll", {});
  const actor = cardActor(press.actors, press.ref);
  if (!actor.ok) return actor;
  if (press.data.rolled.some((roll) => roll.ref === press.ref))
    return refuse("request-rolled", `${actor.value.name} has rolled for this request already`, { name: actor.value.name });
  const test = requestedTest(rules, press.data.test);
  if (!test.ok) return test;
  const chosen = freeModifiers(rules, modifiers, press);
  return chosen.ok ? allow({ actor: actor.value, chosen: chosen.value }) : chosen;
}

function rollButton(rules: RollRequests, modifiers: RollModifiers): CardButton<RollRequestData> {
  return {
    dice(press) {
      const found = rollerOf(rules, modifiers, press);
      return found.ok ? rules.dice(found.value.actor, press.data.test, press.data.difficulty, found.value.chosen) : found;
    },
    resolve(press, outcomes) {
      const found = rollerOf(rules, modifiers, press);
      if (!found.ok) return found;
      const roll = rules.resolve(found.value.actor, press.data.test, press.data.difficulty, found.value.chosen, outcomes);
      if (!roll.ok) return roll;
      const rolled = [...press.data.rolled, stored(press.ref, roll.value)];
      return allow({ card: pressed(press.card, { ...press.data, rolled }, press.button), spawn: [], changes: [] });
    },
  };
}

function stored(ref: string, roll: RequestedRoll): Rolled {
  const kept: Rolled = { ref, formula: roll.formula, dice: [...roll.dice], total: roll.total, target: roll.target, passed: roll.passed, margin: roll.margin };
  return {
    ...kept,
    ...(roll.dieMarks === undefined ? {} : { dieMarks: [...roll.dieMarks] }),
    ...(roll.flagged === true ? { flagged: true } : {}),
  };
}

/** The lines under the rolls: who is still to roll, then the group's count, or the opposed test's winner. */
function tally(data: RollRequestData, card: CardState, actors: Readonly<Record<string, ActorSnapshot>>): LocalText[] {
  const waiting = card.actors.filter((ref) => !data.rolled.some((roll) => roll.ref === ref));
  const lines = waiting.map((ref) => text(`${K}.Waiting`, { name: actorName(actors, ref) }));
  if (data.secret) lines.push(text(`${K}.Secret`));
  if (data.opposed) {
    const won = opposedWinner(data.rolled);
    if (won !== null) lines.push(won.winner === null ? text(`${K}.NoWinner`) : text(`${K}.Winner`, { name: actorName(actors, won.winner) }));
  } else if (data.rolled.length > 0) {
    const passed = data.rolled.filter((roll) => roll.passed).length;
    lines.push(counted(`${K}.Passed`, card.actors.length, { passed }));
  }
  return lines;
}

/**
 * The GM's request for a roll, one kind for every rule set that declares tests to ask for: one
 * card lists the asked actors, each with a Roll button for its owner (or the GM) that throws the
 * rule set's test under the roller's free modifiers, and gathers the results as they come.
 */
export function rollRequestKind(rules: RollRequests, modifiers: RollModifiers): CardKind {
  return defineCard({
    kind: ROLL_REQUEST,
    schema: RollRequestSchema,
    buttons: { roll: rollButton(rules, modifiers) },
    view(data, card, actors) {
      const test = rules.tests.find((each) => each.id === data.test);
      const difficulty = rules.difficulties.find((each) => each.id === data.difficulty);
      const rolls: CardRollView[] = data.rolled.map((roll) => ({
        label: text(`${K}.Roller`, { name: actorName(actors, roll.ref) }),
        formula: roll.formula,
        dice: roll.dice,
        total: roll.total,
        target: roll.target,
        outcome: roll.passed ? "success" : "failure",
        detail: rules.margin(roll.passed, roll.margin),
        ...(roll.dieMarks === undefined ? {} : { dieMarks: roll.dieMarks }),
        ...(roll.flagged === true && rules.flag !== undefined ? { flag: rules.flag } : {}),
      }));
      const offers = card.actors.map((ref) => ({
        id: `roll:${ref}`,
        label: text(`${K}.Roll`, { name: actorName(actors, ref) }),
        audience: ownerOrGm(ref),
        tone: "primary" as const,
        available: !data.rolled.some((roll) => roll.ref === ref),
        roll: rules.action,
      }));
      return {
        title: text(data.opposed ? `${K}.OpposedTitle` : `${K}.Title`, { test: test?.label ?? data.test }),
        subtitle: text(`${K}.Difficulty`, { difficulty: difficulty?.label ?? data.difficulty }),
        rolls,
        lines: tally(data, card, actors),
        buttons: cardButtons(card, offers),
      };
    },
  });
}
