import { type Static } from "@sinclair/typebox";
import type { DiceOutcome, DiceRequest } from "../../../../engine/dice/DiceRequest";
import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import { actorName } from "../../../../engine/play/cardData";
import { defineCard, type CardKind } from "../../../../engine/play/CardKind";
import type { CardState } from "../../../../engine/play/CardRules";
import type { CardRollView, CardView } from "../../../../engine/play/CardView";
import type { Adjust, DamageDealing } from "../../../../engine/play/dealDamage";
import { text, type LocalText } from "../../../../engine/text/LocalText";
import { allow, type Outcome } from "../../../../engine/Refusal";
import * as Type from "../../../../engine/schema/TypeBuilders";
import { testTarget } from "../../attributeTest";
import { woundAt } from "../../damage";
import { dieOf } from "../../dieType";
import type { ApFighter } from "../../fighter";
import { LOCATION_RULES, LOCATIONS } from "../../hitLocation";
import type { ApOptions } from "../../schema";
import { dropped, injuredAttribute, injuryTestMtn } from "../../seriousInjury";
import { fighterOf } from "../snapshot";
import { tested, type StoredTest } from "./rolledTest";

/** A body location by its id. */
export const LocationSchema = Type.Union(LOCATIONS.map((location) => Type.Literal(location)));

const DAMAGE = "damage";

/** Where a hit landed: the d20's face, or null for a called shot; and the location it names. */
export const HitLocationSchema = Type.Object({ face: Type.Union([Type.Integer({ minimum: 1, maximum: 20 }), Type.Null()]), at: LocationSchema });

/** A hit's damage, waiting to be dealt: where it landed, and the weapon's dice. */
const DamageCardSchema = Type.Object({
  weaponName: Type.String(),
  formula: Type.String({ maxLength: 40 }),
  dice: Type.Array(Type.Integer(), { maxItems: 40 }),
  rolled: Type.Integer({ minimum: 0 }),
  location: HitLocationSchema,
});
type DamageCard = Static<typeof DamageCardSchema>;

const K = "TURNWRIGHT.ActionPoints";

const D8 = { count: 1, faces: 8 } as const;

/** What the damage card takes of the attack that hit: the weapon, its damage dice, and whom it struck first. */
interface StrikingAttack {
  readonly weaponName: string;
  readonly damage: string;
  readonly target: { readonly ref: string };
}

/**
 * The damage card of a hit: where it landed (the d20, or the called location) and the weapon's
 * dice. Nobody is hurt until its damage is dealt, when each defender takes it behind its own
 * armour and throws its own Stamina tests (see damageDealing).
 */
export function startDamage(attack: StrikingAttack, location: DamageCard["location"], thrown: DiceOutcome, attackerRef: string): CardState {
  const data: DamageCard = {
    weaponName: attack.weaponName,
    formula: attack.damage,
    dice: thrown.dice.flatMap((die) => die.faces),
    rolled: Math.max(0, thrown.total),
    location,
  };
  return { kind: DAMAGE, actors: [attackerRef, attack.target.ref], data, used: [] };
}

/** What the blow comes to on one defender: the dice less its armour's DR, the location's multiplier, then the GM's adjustment. */
function amountOn(data: DamageCard, fighter: ApFighter, adjust: Adjust) {
  const wound = woundAt(data.rolled, fighter.gear.dr, data.location.at);
  return { wound, amount: adjust(wound.amount) };
}

/** The Stamina tests a hit calls for, as what the die must reach (null: no such test). */
export interface HitTests {
  readonly groin: number | null;
  readonly injury: number | null;
}

/**
 * The Stamina tests a hit of `amount` at `at` calls for on this defender: a groin hit that hurt
 * (its damage less Toughness), a session's damage past Fitness (that damage less Toughness).
 */
export function hitTests(amount: number, at: DamageCard["location"]["at"] | null, fighter: ApFighter): HitTests {
  const groinHit = at !== null && LOCATION_RULES[at].testOrProne && amount > 0 && !fighter.actor.prone;
  const injury = amount > 0 ? injuryTestMtn(fighter.actor.damageTaken + amount, fighter.actor.fitness, fighter.actor.skills.toughness) : null;
  return { groin: groinHit ? testTarget(amount, fighter.actor.skills.toughness) : null, injury: injury === null ? null : Math.max(1, injury) };
}

/** A character Down, or without Stamina, fails its tests unrolled; the d8 is thrown with them, for a failure to read. */
export function hitTestDice(tests: HitTests, fighter: ApFighter): readonly DiceRequest[] {
  const stamina = fighter.down ? null : dieOf(fighter.actor.attributes.stamina);
  const rolls = [tests.groin, tests.injury].flatMap((mtn) => (mtn === null || stamina === null ? [] : [stamina]));
  return tests.injury === null ? rolls : [...rolls, D8];
}

/** The tests read from the dice `hitTestDice` asked for, in its order, and the attribute a failed injury test's d8 names. */
export function thrownHitTests(tests: HitTests, fighter: ApFighter, thrown: readonly DiceOutcome[]) {
  const rolled = !fighter.down && dieOf(fighter.actor.attributes.stamina) !== null;
  const queue = [...thrown];
  const test = (mtn: number | null): StoredTest | null => (mtn === null ? null : tested(rolled ? queue.shift() : undefined, mtn));
  const groin = test(tests.groin);
  const injury = test(tests.injury);
  const d8 = injury === null ? null : (queue.shift()?.total ?? null);
  const failed = injury !== null && !injury.success && d8 !== null;
  return { groin, injury, d8, failed, attribute: failed ? injuredAttribute(fighter.actor.attributes, d8) : null };
}

function testLine(key: string, name: string, test: StoredTest): LocalText {
  return test.face === null
    ? text(`${K}.Card.TestUnrolled`, { name, test: key })
    : text(`${K}.Card.Tested`, { name, test: key, face: test.face, target: test.target, result: test.success ? `${K}.Card.Passed` : `${K}.Card.Failed` });
}

/**
 * The card's damage on one defender: the dice less the defender's own armour DR, times the
 * location's multiplier (every defender of the blow takes it where it landed), the GM's
 * adjustment worked on that, then added to the session's damage. The defender's own Stamina
 * tests (a groin hit's, a serious injury's, with its d8) are thrown by the GM's game as the
 * damage is dealt, and all of it is one change to the defender.
 */
function damageDealing(options: ApOptions): DamageDealing<DamageCard> {
  const fighter = (defender: ActorSnapshot): Outcome<ApFighter> => {
    const read = fighterOf(defender, options.standardMtn);
    return read.ok ? allow(read.value.fighter) : read;
  };
  return {
    dice(data, defender, adjust) {
      const found = fighter(defender);
      return found.ok ? allow(hitTestDice(hitTests(amountOn(data, found.value, adjust).amount, data.location.at, found.value), found.value)) : found;
    },
    deal(data, defender, adjust, thrown) {
      const found = fighter(defender);
      if (!found.ok) return found;
      const target = found.value;
      const { wound, amount } = amountOn(data, target, adjust);
      const { groin, injury, d8, attribute } = thrownHitTests(hitTests(amount, data.location.at, target), target, thrown);
      const before: Record<string, number | string | boolean> = { damageTaken: target.actor.damageTaken, prone: target.actor.prone };
      const after: Record<string, number | string | boolean> = { damageTaken: target.actor.damageTaken + amount };
      const name = defender.name;
      const location = `${K}.Location.${data.location.at}`;
      const lines: LocalText[] = [text(`${K}.Card.DealtTo`, { name, rolled: wound.rolled, dr: wound.dr, multiplier: wound.multiplier, amount, location })];
      if (groin !== null) {
        lines.push(testLine(`${K}.Card.GroinTest`, name, groin));
        if (!groin.success) {
          after["prone"] = true;
          lines.push(text(`${K}.Card.Prone`, { name }));
        }
      }
      if (injury !== null) lines.push(testLine(`${K}.Card.InjuryTest`, name, injury));
      if (attribute !== null && d8 !== null) {
        const to = dropped(target.actor.attributes, attribute)[attribute];
        before[`attributes.${attribute}`] = target.actor.attributes[attribute];
        after[`attributes.${attribute}`] = to;
        lines.push(text(`${K}.Card.InjuryDieRolled`, { name, d8, attribute: `${K}.Attribute.${attribute}` }));
        lines.push(
          text(to === "none" ? `${K}.Card.AttributeLost` : `${K}.Card.AttributeDropped`, {
            name,
            attribute: `${K}.Attribute.${attribute}`,
            from: target.actor.attributes[attribute],
            to,
          }),
        );
      }
      return allow({ before, after, lines });
    },
  };
}

/** A hit's damage, waiting to be dealt: where it landed and the dice; each defender's share is listed as it takes it. */
function damageView(data: DamageCard, card: CardState, actors: Readonly<Record<string, ActorSnapshot>>): CardView {
  const location = `${K}.Location.${data.location.at}`;
  const rolls: CardRollView[] = [];
  if (data.location.face !== null)
    rolls.push({ label: text(`${K}.Card.LocationRoll`), formula: "1d20", dice: [data.location.face], total: data.location.face, detail: text(location) });
  rolls.push({ label: text(`${K}.Card.DamageRoll`), formula: data.formula, dice: data.dice, total: data.rolled });
  return {
    title: text(`${K}.Card.DamageTitle`, { name: actorName(actors, card.actors[1] ?? ""), weapon: data.weaponName }),
    subtitle: text(`${K}.Card.By`, { name: actorName(actors, card.actors[0] ?? "") }),
    rolls,
    lines: [text(data.location.face === null ? `${K}.Card.DamageCalledAt` : `${K}.Card.DamageAt`, { location })],
    buttons: [],
  };
}

/** A hit's damage, spawned by the attack card and dealt where the GM points, each defender throwing its own Stamina tests. */
export function damageCard(options: ApOptions): CardKind {
  return defineCard({ kind: DAMAGE, schema: DamageCardSchema, buttons: {}, view: damageView, damage: damageDealing(options) });
}
