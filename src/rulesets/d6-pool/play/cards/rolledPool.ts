import { type Static } from "@sinclair/typebox";
import type { DiceOutcome, DiceRequest } from "../../../../engine/dice/DiceRequest";
import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import type { ButtonPress, CardButton } from "../../../../engine/play/ButtonPress";
import { cardActor } from "../../../../engine/play/cardData";
import { owner } from "../../../../engine/play/cardButtons";
import type { CardState, CardTransition } from "../../../../engine/play/CardRules";
import type { CardRollView, DieMark } from "../../../../engine/play/CardView";
import { text, type LocalText } from "../../../../engine/text/LocalText";
import { allow, refuse, type Outcome } from "../../../../engine/Refusal";
import * as Type from "../../../../engine/schema/TypeBuilders";
import { acceptedCode, poolRequest } from "../../dieCode";
import type { D6Fighter } from "../../fighter";
import { CHARACTER_POINT_DIE, MOST_POINTS_PER_ROLL, spendPoint } from "../../luck";
import { rolledPool, type ComplicationRule } from "../../WildDie";
import { fighterOf } from "../snapshot";

/*
 * A rolled pool, as every d6-pool card that throws one keeps, rolls and draws it: the pool with its
 * Wild Die, the Character Points thrown onto it, the "Roll" and "Character Point" buttons, and the
 * lines a rolled card shows.
 */

const K = "TURNWRIGHT.D6Pool";

type Actors = Readonly<Record<string, ActorSnapshot>>;

/** A pool as the GM's dice came up, its Wild Die last, read under the world's complication rule. */
export const PoolSchema = Type.Object({
  dice: Type.Array(Type.Integer({ minimum: 1, maximum: 6 }), { maxItems: 200 }),
  wild: Type.Integer({ minimum: 0 }),
  complication: Type.Boolean(),
  removed: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  total: Type.Integer(),
});
export type Pool = Static<typeof PoolSchema>;

/** A die code as a card stores it: "3D+2". */
export const CodeSchema = Type.String({ pattern: "^[0-9]{1,3}D(\\+[0-2])?$" });
const Points = Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 2 });

/** What every rolled card keeps of its roll: the code after penalties, the penalty, Fate's doubling, the pool and its Character Points. */
export const ROLLED = {
  code: CodeSchema,
  penalty: Type.Integer({ minimum: 0 }),
  fate: Type.Boolean(),
  result: Type.Union([PoolSchema, Type.Null()]),
  points: Points,
};

/**
 * The dice of a code a card rolls: the pool, its last die the Wild Die. A damage or resistance
 * code with no dice (a weak fist's 0D+2) is its pips, with nothing to throw.
 */
export function codeDice(code: string): readonly DiceRequest[] {
  const read = acceptedCode(code);
  return read.dice < 1 ? [] : [poolRequest(read)];
}

/** The pool the GM threw for a card's `code`, read under the world's complication rule; a code with no dice is its pips. */
export function poolFrom(outcome: DiceOutcome | undefined, rule: ComplicationRule, code: string): Outcome<Pool> {
  const read = acceptedCode(code);
  if (read.dice < 1) return allow({ dice: [], wild: 0, complication: false, removed: null, total: read.pips });
  if (outcome === undefined) return refuse("dice-missing", "The dice for this roll are missing", {});
  const pool = rolledPool(outcome, rule);
  return allow({ ...pool, dice: [...pool.dice] });
}

/** A rolled card's total: the pool, and every Character Point thrown onto it. */
export function totalOf(data: { readonly result: Pool | null; readonly points: readonly number[] }): number | null {
  return data.result === null ? null : data.points.reduce((sum, point) => sum + point, data.result.total);
}

/** The roller of a card (its first actor), still in the world and readable by the rules. */
function rollerOf(press: ButtonPress<unknown>, rule: ComplicationRule): Outcome<{ readonly actor: ActorSnapshot; readonly fighter: D6Fighter }> {
  const actor = cardActor(press.actors, press.card.actors[0] ?? "");
  if (!actor.ok) return actor;
  const read = fighterOf(actor.value, rule);
  return read.ok ? allow({ actor: actor.value, fighter: read.value.fighter }) : read;
}

function characterPointsOf(actors: Actors, ref: string, rule: ComplicationRule): number {
  const actor = actors[ref];
  if (actor === undefined) return 0;
  const read = fighterOf(actor, rule);
  return read.ok ? read.value.fighter.characterPoints : 0;
}

type Pointed = Readonly<Record<string, unknown>> & {
  readonly result: Pool | null;
  readonly points: readonly number[];
};

/**
 * "Character Point": after the roll is seen, one more die rolled again on a 6, at most two on
 * one roll. `settle` says what the higher total changes on the card (an attack that now hits),
 * and refuses once nothing may change any more. The point leaves the actor in the same write.
 */
export function pointButton<D extends Pointed>(
  rule: ComplicationRule,
  settle: (data: D) => Outcome<D>,
  /** What the higher total changes in the roller's budget (a defence in force), taken in the same write. */
  spendFor?: (data: D, card: CardState) => CardTransition["spend"],
): CardButton<D> {
  return {
    dice: ({ data }) => (data.result === null ? refuse("card-not-rolled", "Roll first", {}) : allow([CHARACTER_POINT_DIE])),
    resolve(press, outcomes): Outcome<CardTransition> {
      const roller = rollerOf(press, rule);
      if (!roller.ok) return roller;
      const { data } = press;
      if (data.result === null) return refuse("card-not-rolled", "Roll first", {});
      if (data.points.length >= MOST_POINTS_PER_ROLL)
        return refuse("points-limit", `At most ${MOST_POINTS_PER_ROLL} Character Points go on one roll`, { most: MOST_POINTS_PER_ROLL });
      const left = spendPoint(roller.value.fighter.characterPoints, "character");
      if (!left.ok) return left;
      const die = outcomes[0];
      if (die === undefined) return refuse("dice-missing", "The dice for this roll are missing", {});
      const settled = settle({ ...data, points: [...data.points, die.total] });
      if (!settled.ok) return settled;
      // A second point is a press of its own: the button stays on offer until the limit, not marked used.
      const card: CardState = { ...press.card, data: settled.value };
      const spend = spendFor?.(settled.value, press.card);
      const transition: CardTransition = { card, spawn: [], changes: [{ actor: roller.value.actor.ref, system: { characterPoints: left.value } }] };
      return allow(spend === undefined ? transition : { ...transition, spend });
    },
  };
}

/**
 * "Roll": the card's code thrown once by the GM's game, its Wild Die read under the world's rule;
 * `then` says what the roll does to the card (a hit, a defence put in force). `made` is the
 * refusal's words for a roll already made.
 */
export function rollButton<D extends Pointed & { readonly code: string }>(
  rule: ComplicationRule,
  made: string,
  then: (data: D, press: ButtonPress<D>) => Outcome<CardTransition>,
): CardButton<D> {
  return {
    dice: ({ data }) => (data.result === null ? allow(codeDice(data.code)) : refuse("card-used", made, {})),
    resolve(press, outcomes) {
      if (press.data.result !== null) return refuse("card-used", made, {});
      const pool = poolFrom(outcomes[0], rule, press.data.code);
      return pool.ok ? then({ ...press.data, result: pool.value }, press) : pool;
    },
  };
}

/** How a pool's dice are drawn: the Wild Die's faces set apart, the dice a complication took off struck through. */
export function poolMarks(pool: Pool): DieMark[] {
  const firstWild = pool.dice.length - pool.wild;
  return pool.dice.map((_, index): DieMark => {
    if (index < firstWild) return index === pool.removed ? "removed" : "";
    return index === firstWild && pool.complication && pool.removed !== null ? "wild-removed" : "wild";
  });
}

/** A pool as the card draws it, with its dice marked (`poolMarks`) and a complication flagged. */
export function poolRoll(label: LocalText, code: string, pool: Pool, extra: Partial<CardRollView> = {}): CardRollView {
  return {
    label,
    formula: code,
    dice: pool.dice,
    dieMarks: poolMarks(pool),
    total: pool.total,
    ...(pool.complication ? { flag: text(`${K}.Card.Complication`) } : {}),
    ...extra,
  };
}

export function pointRolls(points: readonly number[]): CardRollView[] {
  return points.map((point, index) => ({ label: text(`${K}.Card.CharacterPoint`, { n: index + 1 }), formula: "1d6x6", dice: [point], total: point }));
}

/** Lines every rolled card shares: the penalty it was rolled at and Fate's doubling. */
export function codeLines(data: { readonly penalty: number; readonly fate: boolean }): LocalText[] {
  const lines: LocalText[] = [];
  if (data.penalty > 0) lines.push(text(`${K}.Card.Penalty`, { dice: data.penalty }));
  if (data.fate) lines.push(text(`${K}.Card.Fate`));
  return lines;
}

/** The "Character Point" offer: the roller's, once the roll is made, while the card is open and points are left. */
export function pointOffer(
  card: CardState,
  data: { readonly result: Pool | null; readonly points: readonly number[] },
  actors: Actors,
  rule: ComplicationRule,
  open: boolean,
) {
  const ref = card.actors[0] ?? "";
  return {
    id: "point",
    label: text(`${K}.Button.point`, { left: characterPointsOf(actors, ref, rule) }),
    audience: owner(ref),
    tone: "luck" as const,
    available: open && data.result !== null && data.points.length < MOST_POINTS_PER_ROLL && characterPointsOf(actors, ref, rule) > 0,
  };
}
