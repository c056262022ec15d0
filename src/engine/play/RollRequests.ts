import type { DiceOutcome, DiceRequest } from "../dice/DiceRequest";
import { allow, refuse, type Outcome } from "../Refusal";
import { counted, text, type LocalText } from "../text/LocalText";
import type { ActorSnapshot } from "./ActorSnapshot";
import type { DieMark } from "./CardView";
import type { AppliedModifier } from "./RollModifiers";

/** One test a GM may ask for: one the rule set's sheet already offers (a characteristic, a skill), by its id there. */
export interface RequestableTest {
  readonly id: string;
  readonly label: LocalText;
}

/** One difficulty the GM chooses from: a step of the rule set's ladder, or a number it names. */
export interface RequestDifficulty {
  readonly id: string;
  readonly label: LocalText;
}

/** A requested test as rolled: the roll as the card draws it, and whether and by how much it passed, in the rule set's own measure. */
export interface RequestedRoll {
  readonly formula: string;
  readonly dice: readonly number[];
  readonly total: number;
  readonly target: number;
  readonly passed: boolean;
  /** By how much it passed or failed, never below 0: degrees of success or failure, points over or under the difficulty. */
  readonly margin: number;
  /** How each die is drawn, where a rule set's dice are not all alike (a Wild Die); left out when all are plain. */
  readonly dieMarks?: readonly DieMark[];
  /** Whether the roll carries the rule set's mark (`RollRequests.flag`): a complication on the Wild Die. */
  readonly flagged?: boolean;
}

/**
 * What a GM may ask of the actors of a rule set, declared once beside its cards: the tests its
 * sheets offer, the difficulties, and how one such test is rolled and read. The request card, its
 * checks and its count of who passed are drawn from this; none of them names a rule set. A rule set
 * whose sheets offer no test of a trait leaves it out, and a request of it is refused in words.
 */
export interface RollRequests {
  readonly tests: readonly RequestableTest[];
  /** The difficulties, the easiest first. */
  readonly difficulties: readonly RequestDifficulty[];
  /** The difficulty the GM's dialog starts at. */
  readonly usualDifficulty: string;
  /** The sheet action the test is on the sheet: the roller's free modifiers are checked as for it. */
  readonly action: string;
  dice(actor: ActorSnapshot, test: string, difficulty: string, modifiers: readonly AppliedModifier[]): Outcome<readonly DiceRequest[]>;
  resolve(
    actor: ActorSnapshot,
    test: string,
    difficulty: string,
    modifiers: readonly AppliedModifier[],
    outcomes: readonly DiceOutcome[],
  ): Outcome<RequestedRoll>;
  /** The card's words for a margin: "3 degrees of success", "failed by 4". */
  margin(passed: boolean, margin: number): LocalText;
  /** What a flagged roll's mark says beside its total, as the rule set's own cards say it; left out where no roll is flagged. */
  readonly flag?: LocalText;
}

/** Most actors one request asks: a whole company, and a forged list is refused before it is read. */
export const MOST_ASKED = 50;

/** What the GM asks: a test at a difficulty, of these actors (by ref), each on their own or two against each other; secret keeps the results for the GM. */
export interface RollRequest {
  readonly test: string;
  readonly difficulty: string;
  readonly actors: readonly string[];
  readonly opposed: boolean;
  readonly secret: boolean;
}

/** The test of that id, if the rule set has it; refused in words otherwise. */
export function requestedTest(rules: RollRequests | undefined, id: string): Outcome<RequestableTest> {
  const found = rules?.tests.find((test) => test.id === id);
  return found === undefined ? refuse("request-no-test", `This rule set has no test called ${id} to ask for`, { test: id }) : allow(found);
}

/**
 * A request checked against the rule set before any card is written: a test and a difficulty it
 * has, at least one actor (each once, at most MOST_ASKED), and exactly two for an opposed test.
 */
export function checkRequest(rules: RollRequests | undefined, request: RollRequest): Outcome<RollRequest> {
  const test = requestedTest(rules, request.test);
  if (!test.ok) return test;
  if (!(rules?.difficulties ?? []).some((difficulty) => difficulty.id === request.difficulty))
    return refuse("request-no-difficulty", `This rule set has no difficulty called ${request.difficulty}`, { difficulty: request.difficulty });
  const actors = [...new Set(request.actors)];
  if (actors.length === 0) return refuse("request-nobody", "Choose at least one actor to ask", {});
  if (actors.length > MOST_ASKED) return refuse("request-too-many", `One request asks at most ${MOST_ASKED} actors`, { most: MOST_ASKED });
  if (request.opposed && actors.length !== 2) return refuse("request-opposed-two", "An opposed test is between exactly two actors", { count: actors.length });
  return allow({ ...request, actors });
}

/**
 * Difficulties that are plain numbers (a difficulty number, an MTN), each named by `key` with its
 * value, for a rule set whose source sets no ladder of named steps.
 */
export function numberedDifficulties(values: readonly number[], key: string): RequestDifficulty[] {
  return values.map((value) => ({ id: String(value), label: text(key, { value }) }));
}

/** The number a numbered difficulty's id stands for; refused in words for one the rule set lacks. */
export function difficultyNumber(values: readonly number[], id: string): Outcome<number> {
  const value = values.find((each) => String(each) === id);
  return value === undefined ? refuse("request-no-difficulty", `There is no difficulty called ${id}`, { difficulty: id }) : allow(value);
}

/** The words for a margin over or under a number: `key`.Over or `key`.Under, counted. */
export function overOrUnder(key: string): RollRequests["margin"] {
  return (passed, margin) => counted(passed ? `${key}.Over` : `${key}.Under`, margin, { margin });
}
