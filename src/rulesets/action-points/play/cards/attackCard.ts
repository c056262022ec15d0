import { modifierTotal, type AppliedModifier } from "../../../../engine/play/RollModifiers";
import { MTN_DIAL } from "../../modifiers";
import { damageDice } from "../../../../engine/dice/damageDice";
import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import type { ButtonPress, CardButton } from "../../../../engine/play/ButtonPress";
import type { CardTransition } from "../../../../engine/play/CardRules";
import { allow, refuse, type Outcome } from "../../../../engine/Refusal";
import { attackHits } from "../../attackRoll";
import { testTarget } from "../../attributeTest";
import { dieOf } from "../../dieType";
import { FISTS, type ApFighter } from "../../fighter";
import { LOCATION_RULES, locationOf } from "../../hitLocation";
import type { ApOptions } from "../../schema";
import { dropped } from "../../seriousInjury";
import { fighterOf } from "../snapshot";
import { hitTestDice, hitTests, startDamage, tested, thrownHitTests, type HitTests } from "./damageCard";
import { cardActor, pressed, type AttackCard } from "./cardData";

export const ATTACK = "attack";

const D20 = { count: 1, faces: 20 } as const;

/**
 * An attack with a weapon at the one targeted token, called at the location the sheet aims at:
 * its AP (the weapon's, the EV carried, one more for a called shot) are spent now, and the
 * attacker's die rolled at once.
 */
export function startAttack(
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
  const weapon = weaponId === "" ? FISTS : fighter.weapons[read.value.weaponIds.indexOf(weaponId)];
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
export function attackLanded(data: AttackCard): boolean | null {
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
export function attackButtons(options: ApOptions): Readonly<Record<string, CardButton<AttackCard>>> {
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
