import { type Static } from "@sinclair/typebox";
import { damageDice } from "../../../../engine/dice/damageDice";
import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import type { ButtonPress, CardButton } from "../../../../engine/play/ButtonPress";
import { cardButtons, owner, ownerOrGm } from "../../../../engine/play/cardButtons";
import { actorName, cardActor, pressed } from "../../../../engine/play/cardData";
import { defineCard, type CardKind } from "../../../../engine/play/CardKind";
import type { CardState, CardTransition } from "../../../../engine/play/CardRules";
import type { CardRollView, CardView } from "../../../../engine/play/CardView";
import { text, type LocalText } from "../../../../engine/text/LocalText";
import { modifierTotal, type AppliedModifier } from "../../../../engine/play/RollModifiers";
import { allow, refuse, type Outcome } from "../../../../engine/Refusal";
import * as Type from "../../../../engine/schema/TypeBuilders";
import { attackHits } from "../../attackRoll";
import { testTarget } from "../../attributeTest";
import { dieOf } from "../../dieType";
import { FISTS, type ApFighter } from "../../fighter";
import { LOCATION_RULES, locationOf } from "../../hitLocation";
import { MTN_DIAL } from "../../modifiers";
import type { ApOptions } from "../../schema";
import { dropped } from "../../seriousInjury";
import { fighterOf } from "../snapshot";
import { hitTestDice, HitLocationSchema, hitTests, LocationSchema, startDamage, thrownHitTests, type HitTests } from "./damageCard";
import { AttributeSchema, tested, testRoll, TestSchema } from "./rolledTest";

const K = "TURNWRIGHT.ActionPoints";

const ATTACK = "attack";

export const AttackCardSchema = Type.Object({
  weaponId: Type.String(),
  weaponName: Type.String(),
  damage: Type.String(),
  /** The attacker rolls Perception with a ranged weapon, Agility in melee. */
  attribute: AttributeSchema,
  /** What the attack's die must reach: the MTN (a called shot's penalty on it) less Combat. */
  mtn: Type.Integer(),
  called: Type.Union([LocationSchema, Type.Null()]),
  attack: Type.Union([TestSchema, Type.Null()]),
  target: Type.Object({
    ref: Type.String(),
    name: Type.String(),
    /** Caught unaware: it defends with Perception. */
    unaware: Type.Boolean(),
    /** Defend (1 AP + EV) or no defence; null until it answers. */
    defence: Type.Union([TestSchema, Type.Literal("none"), Type.Null()]),
  }),
  /** Where the hit landed: the d20's face, or null for a called shot. */
  location: Type.Union([HitLocationSchema, Type.Null()]),
  wound: Type.Union([
    Type.Object({
      dice: Type.Array(Type.Integer(), { maxItems: 40 }),
      rolled: Type.Integer(),
      dr: Type.Integer(),
      multiplier: Type.Integer(),
      amount: Type.Integer({ minimum: 0 }),
    }),
    Type.Null(),
  ]),
  /** The hit taken: a groin hit's test, a serious injury's test and its d8, and what dropped. */
  taken: Type.Union([
    Type.Object({
      groin: Type.Union([TestSchema, Type.Null()]),
      injury: Type.Union([TestSchema, Type.Null()]),
      d8: Type.Union([Type.Integer({ minimum: 1, maximum: 8 }), Type.Null()]),
      dropped: Type.Union([Type.Object({ attribute: AttributeSchema, from: Type.String(), to: Type.String() }), Type.Null()]),
    }),
    Type.Null(),
  ]),
});
type AttackCard = Static<typeof AttackCardSchema>;

const D20 = { count: 1, faces: 20 } as const;

/**
 * An attack with a weapon at the one targeted token, called at the location the sheet aims at:
 * its AP (the weapon's, the EV carried, one more for a called shot) are spent now, and the
 * attacker's die rolled at once.
 */
function startAttack(
  attacker: ActorSnapshot,
  data: Readonly<Record<string, string>>,
  targets: readonly ActorSnapshot[],
  budget: unknown,
  unaware: readonly string[],
  options: ApOptions,
  chosen: readonly AppliedModifier[] = [],
): Outcome<CardTransition> {
  const [target] = targets;
  if (target === undefined) return refuse("no-target", "Target a token first: an attack needs a target", {});
  if (targets.length > 1) return refuse("one-target", "Target one token: an attack is made at one target", { count: targets.length });
  const read = fighterOf(attacker, options.standardMtn);
  if (!read.ok) return read;
  if (unaware.includes(attacker.ref))
    return refuse("surprised-defend-only", `${attacker.name} is surprised: it may only defend this round`, { name: attacker.name });
  if (!fighterOf(target, options.standardMtn).ok) return refuse("not-a-fighter", `${target.name} is not a character of this rule set`, { name: target.name });
  const weaponId = data["item"] ?? "";
  const fighter = read.value.fighter;
  const weapon = weaponId === "" ? FISTS : fighter.gear.weapons[read.value.weaponIds.indexOf(weaponId)];
  if (weapon === undefined) return refuse("weapon-not-ready", `${attacker.name} has no such weapon`, { name: attacker.name });
  const called = fighter.actor.aim === "anywhere" ? null : fighter.actor.aim;
  const mtn = testTarget(
    fighter.mtn + (called === null ? 0 : LOCATION_RULES[called].calledPenalty) + modifierTotal(chosen, MTN_DIAL),
    fighter.actor.skills.combat,
  );
  const card: AttackCard = {
    weaponId,
    weaponName: weapon.name,
    damage: weapon.damage,
    attribute: weapon.ranged ? "perception" : "agility",
    mtn,
    called,
    attack: null,
    target: { ref: target.ref, name: target.name, unaware: unaware.includes(target.ref), defence: null },
    location: null,
    wound: null,
    taken: null,
  };
  const transition: CardTransition = {
    card: { kind: ATTACK, actors: [attacker.ref, target.ref], data: card, used: [] },
    spawn: [],
    changes: [],
    follow: "roll",
  };
  const action = called === null ? `attack:${weaponId}` : `attack:${weaponId}:${called}`;
  return allow(budget === undefined ? transition : { ...transition, spend: { actor: attacker.ref, action } });
}

/** Whether the attack hit, once both sides have answered; null while it is open. */
function attackLanded(data: AttackCard): boolean | null {
  if (data.attack === null) return null;
  if (!data.attack.success) return false;
  if (data.target.defence === null) return null;
  return attackHits(data.attack, data.target.defence === "none" ? null : data.target.defence);
}

const done = (press: ButtonPress<AttackCard>, data: AttackCard, extra: Partial<CardTransition> = {}): Outcome<CardTransition> =>
  allow({ card: pressed(press.card, data, press.button), spawn: [], changes: [], ...extra });

function fighterNamed(press: ButtonPress<AttackCard>, ref: string, options: ApOptions): Outcome<ApFighter> {
  const actor = cardActor(press.actors, ref);
  if (!actor.ok) return actor;
  const read = fighterOf(actor.value, options.standardMtn);
  return read.ok ? allow(read.value.fighter) : read;
}

/** The Stamina tests a hit from a card from before the damage card calls for on this target. */
function testsOf(data: AttackCard, target: ApFighter): HitTests {
  return hitTests(data.wound?.amount ?? 0, data.location?.at ?? null, target);
}

/**
 * The attack card's buttons: the attacker's roll; the target's Defend (paid from its AP, out of
 * its turn) or no defence; and where the hit lands and its damage, which makes a damage card
 * (see damageCard.ts). A card from before rolled the damage onto itself and keeps its own
 * "takes the hit", with a groin hit's test and a serious injury's test and d8 thrown at once,
 * written as ONE change.
 */
function attackButtons(options: ApOptions): Readonly<Record<string, CardButton<AttackCard>>> {
  return {
    roll: {
      dice(press) {
        if (press.data.attack !== null) return refuse("card-used", "This attack is rolled already", {});
        const attacker = fighterNamed(press, press.card.actors[0] ?? "", options);
        if (!attacker.ok) return attacker;
        const die = dieOf(attacker.value.actor.attributes[press.data.attribute]);
        return allow(die === null ? [] : [die]);
      },
      resolve(press, outcomes) {
        if (press.data.attack !== null) return refuse("card-used", "This attack is rolled already", {});
        return done(press, { ...press.data, attack: tested(outcomes[0], press.data.mtn) });
      },
    },
    defend: {
      dice(press) {
        const target = fighterNamed(press, press.data.target.ref, options);
        if (!target.ok) return target;
        const attributes = target.value.actor.attributes;
        const die = target.value.down ? null : dieOf(press.data.target.unaware ? attributes.perception : attributes.agility);
        return allow(die === null ? [] : [die]);
      },
      resolve(press, outcomes) {
        const { data } = press;
        const open = answerable(press);
        if (!open.ok) return open;
        const target = fighterNamed(press, data.target.ref, options);
        if (!target.ok) return target;
        const defence = tested(outcomes[0], testTarget(target.value.mtn, target.value.actor.skills.defense));
        return done(press, { ...data, target: { ...data.target, defence } }, { spend: { actor: data.target.ref, action: "defend" } });
      },
    },
    take: {
      resolve(press) {
        const open = answerable(press);
        return open.ok ? done(press, { ...press.data, target: { ...press.data.target, defence: "none" } }) : open;
      },
    },
    damage: {
      dice(press) {
        if (attackLanded(press.data) !== true) return refuse("no-hit", "That target was not hit", {});
        if (press.data.wound !== null || press.data.location !== null) return refuse("card-used", "Damage was rolled already", {});
        return allow(press.data.called === null ? [D20, damageDice(press.data.damage)] : [damageDice(press.data.damage)]);
      },
      resolve(press, outcomes) {
        const { data } = press;
        if (attackLanded(data) !== true) return refuse("no-hit", "That target was not hit", {});
        if (data.wound !== null || data.location !== null) return refuse("card-used", "Damage was rolled already", {});
        const face = data.called === null ? (outcomes[0]?.total ?? null) : null;
        const thrown = outcomes[data.called === null ? 1 : 0];
        if (thrown === undefined || (data.called === null && face === null)) return refuse("dice-missing", "The dice for this roll are missing", {});
        const location = { face, at: data.called ?? locationOf(face ?? 1) };
        return done(press, { ...data, location }, { spawn: [startDamage(data, location, thrown, press.card.actors[0] ?? "")] });
      },
    },
    hit: {
      dice(press) {
        if (press.data.wound === null || press.data.taken !== null) return refuse("card-used", "There is no hit to take", {});
        const target = fighterNamed(press, press.data.target.ref, options);
        if (!target.ok) return target;
        return allow(hitTestDice(testsOf(press.data, target.value), target.value));
      },
      resolve(press, outcomes) {
        const { data } = press;
        if (data.wound === null || data.taken !== null) return refuse("card-used", "There is no hit to take", {});
        const found = fighterNamed(press, data.target.ref, options);
        if (!found.ok) return found;
        const target = found.value;
        const { groin, injury, d8, failed, attribute } = thrownHitTests(testsOf(data, target), target, outcomes);
        const system: Record<string, number | string | boolean> = { damageTaken: target.actor.damageTaken + data.wound.amount };
        if (groin !== null && !groin.success) system["prone"] = true;
        const drop =
          attribute === null ? null : { attribute, from: target.actor.attributes[attribute], to: dropped(target.actor.attributes, attribute)[attribute] };
        if (drop !== null) system[`attributes.${drop.attribute}`] = drop.to;
        return done(press, { ...data, taken: { groin, injury, d8: failed ? d8 : null, dropped: drop } }, { changes: [{ actor: data.target.ref, system }] });
      },
    },
  };
}

/** The target may answer an attack whose test succeeded and that it has not answered yet. */
function answerable(press: ButtonPress<AttackCard>): Outcome<true> {
  const { data, ref } = press;
  if (ref !== data.target.ref) return refuse("not-a-target", "That actor is not the target of this attack", {});
  if (data.attack === null) return refuse("card-not-rolled", "Roll the attack first", {});
  if (!data.attack.success) return refuse("defence-closed", `The attack on ${data.target.name} failed already`, { name: data.target.name });
  if (data.target.defence !== null) return refuse("defence-closed", `${data.target.name} has answered this attack already`, { name: data.target.name });
  return allow(true);
}

function attackView(data: AttackCard, card: CardState, actors: Readonly<Record<string, ActorSnapshot>>): CardView {
  const attacker = card.actors[0] ?? "";
  const row = data.target;
  const landed = attackLanded(data);
  const rolls: CardRollView[] = [];
  const lines: LocalText[] = [];
  if (data.called !== null) lines.push(text(`${K}.Card.Called`, { location: `${K}.Location.${data.called}` }));
  if (data.attack !== null) rolls.push(testRoll(text(`${K}.Card.AttackRoll`, { attribute: `${K}.Attribute.${data.attribute}` }), data.attack));
  if (row.defence !== null && row.defence !== "none")
    rolls.push(testRoll(text(`${K}.Card.DefenceRoll`, { attribute: `${K}.Attribute.${row.unaware ? "perception" : "agility"}` }), row.defence));
  if (row.defence === "none") lines.push(text(`${K}.Card.NoDefence`, { name: row.name }));
  if (landed !== null) lines.push(text(landed ? `${K}.Card.Hit` : `${K}.Card.Miss`, { name: row.name }));
  if (data.location !== null) {
    if (data.location.face !== null)
      rolls.push({
        label: text(`${K}.Card.LocationRoll`),
        formula: "1d20",
        dice: [data.location.face],
        total: data.location.face,
        detail: text(`${K}.Location.${data.location.at}`),
      });
  }
  if (data.wound !== null && data.location !== null) {
    const wound = data.wound;
    const detail = text(wound.multiplier === 1 ? `${K}.Card.Wound` : `${K}.Card.WoundMultiplied`, {
      rolled: wound.rolled,
      dr: wound.dr,
      multiplier: wound.multiplier,
      amount: wound.amount,
      location: `${K}.Location.${data.location.at}`,
    });
    rolls.push({ label: text(`${K}.Card.DamageRoll`), formula: data.damage, dice: wound.dice, total: wound.rolled, detail });
  }
  if (data.taken !== null) {
    const taken = data.taken;
    if (taken.groin !== null) rolls.push(testRoll(text(`${K}.Card.GroinTest`), taken.groin));
    if (taken.injury !== null) rolls.push(testRoll(text(`${K}.Card.InjuryTest`), taken.injury));
    if (taken.d8 !== null) rolls.push({ label: text(`${K}.Card.InjuryDie`), formula: "1d8", dice: [taken.d8], total: taken.d8 });
    lines.push(text(`${K}.Card.Taken`, { name: row.name, amount: data.wound?.amount ?? 0 }));
    if (taken.groin !== null && !taken.groin.success) lines.push(text(`${K}.Card.Prone`, { name: row.name }));
    if (taken.dropped !== null)
      lines.push(
        text(taken.dropped.to === "none" ? `${K}.Card.AttributeLost` : `${K}.Card.AttributeDropped`, {
          name: row.name,
          attribute: `${K}.Attribute.${taken.dropped.attribute}`,
          from: taken.dropped.from,
          to: taken.dropped.to,
        }),
      );
  }
  const open = data.attack?.success === true && row.defence === null;
  return {
    title: text(`${K}.Card.AttackTitle`, { weapon: data.weaponName, name: row.name }),
    subtitle: text(`${K}.Card.By`, { name: actorName(actors, attacker) }),
    rolls,
    lines,
    buttons: cardButtons(card, [
      { id: "roll", label: text(`${K}.Button.roll`), audience: owner(attacker), tone: "primary", available: data.attack === null },
      { id: `defend:${row.ref}`, label: text(`${K}.Button.defend`), audience: owner(row.ref), tone: "defence", available: open },
      { id: `take:${row.ref}`, label: text(`${K}.Button.take`), audience: ownerOrGm(row.ref), tone: "plain", available: open },
      {
        id: "damage",
        label: text(data.called === null ? `${K}.Button.damage` : `${K}.Button.damageCalled`, { dice: data.damage }),
        audience: ownerOrGm(attacker),
        tone: "primary",
        available: landed === true && data.wound === null,
      },
      {
        id: `hit:${row.ref}`,
        label: text(`${K}.Button.hit`, { name: row.name }),
        audience: ownerOrGm(row.ref),
        tone: "primary",
        available: data.wound !== null && data.taken === null,
        damage: true,
      },
    ]),
  };
}

/** An attack at one target with a weapon from the sheet: the target's Defend on the same card, where the hit lands, and its damage. */
export function attackCard(options: ApOptions): CardKind {
  return defineCard({
    kind: ATTACK,
    schema: AttackCardSchema,
    starts: { attack: (input) => startAttack(input.actor, input.data, input.targets, input.budget, input.unaware ?? [], options, input.modifiers) },
    buttons: attackButtons(options),
    view: attackView,
  });
}
