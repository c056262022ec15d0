import type { DiceOutcome, DiceRequest } from "../../../../engine/dice/DiceRequest";
import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import type { CardState, CardTransition } from "../../../../engine/play/CardRules";
import { allow, refuse, type Outcome } from "../../../../engine/Refusal";
import { d100Action } from "../../actions";
import { attackTest, burstRate, hitsFor, weaponFor } from "../../attack";
import { bonus } from "../../bonus";
import { damageRequest } from "../../damage";
import { D100, resolveTest, type TestResult } from "../../D100Test";
import { defenceTest, hitsNegated, mayReact, type Reaction } from "../../defence";
import { addDegree, FATE_TEST_BONUS, rerollTest, spendFate } from "../../fate";
import { hitLocation } from "../../hitLocation";
import { fighterOf } from "../snapshot";
import { AttackCardSchema, cardActor, pressed, readCard, readCardToPress, splitButton, type AttackCard, type AttackTarget } from "./cardData";
import { startDamage } from "./damageCard";
import { asResult } from "./testCard";

export const ATTACK = "attack";


/**
 * An attack from a weapon on the sheet against the user's targets: the action is taken from
 * the budget now; the roll follows (after the offer of Fate's +10 when the attacker has any).
 * One roll is held against each target's own test number.
 */
export function startAttack(attacker: ActorSnapshot, data: Readonly<Record<string, string>>, targets: readonly ActorSnapshot[], unawareNow: readonly string[] = []): Outcome<CardTransition> {
  const action = d100Action(data["action"] ?? "");
  if (action?.attack === undefined) return refuse("not-an-attack", `${data["action"] ?? "That"} is not an attack`, { action: data["action"] ?? "" });
  if (targets.length === 0) return refuse("no-target", "Target a token first: an attack needs a target", {});
  const read = fighterOf(attacker);
  if (!read.ok) return read;
  const { fighter, weaponIds } = read.value;
  const index = weaponIds.indexOf(data["item"] ?? "");
  const weapon = fighter.weapons[index];
  if (index < 0 || weapon === undefined) return refuse("no-weapon", `${attacker.name} has no such weapon`, { name: attacker.name });
  const suits = weaponFor(action, weapon);
  if (!suits.ok) return suits;
  const rows: AttackTarget[] = [];
  for (const target of targets) {
    const defender = fighterOf(target);
    if (!defender.ok) return defender;
    // Surprised by the fight's start (round 1), or marked Surprised on the sheet by the GM.
    const unaware = unawareNow.includes(target.ref) || defender.value.fighter.conditions.surprised;
    const test = attackTest(fighter, action, weapon, defender.value.fighter, { fateBonus: false, targetUnaware: unaware });
    rows.push({ ref: target.ref, name: target.name, unaware, target: test.target, modifiers: [...test.modifiers], degrees: 0, success: false, hits: 0, defence: null, damaged: false });
  }
  const burst = action.attack.burst;
  const card: AttackCard = {
    action: action.id,
    weaponId: data["item"] ?? "",
    weaponName: weapon.name,
    melee: weapon.class === "melee",
    burst,
    rate: Math.max(1, burstRate(burst, weapon)),
    damage: weapon.damage,
    penetration: weapon.penetration,
    strengthBonus: weapon.class === "melee" ? bonus(fighter.actor.strength) : 0,
    fateBonus: false,
    roll: null,
    rerolled: false,
    boosted: false,
    location: null,
    targets: rows,
  };
  const transition: CardTransition = {
    card: { kind: ATTACK, actors: [attacker.ref, ...targets.map((t) => t.ref)], data: card, used: [] },
    spawn: [],
    changes: [],
    spend: { actor: attacker.ref, action: action.id },
  };
  return allow(fighter.fate > 0 ? transition : { ...transition, follow: "roll" });
}

/** Every target against one roll (plus a Fate +10 and a bought degree where spent). */
function scored(card: AttackCard, roll: number, boosted: boolean, rerolled: boolean, fateBonus: boolean): AttackCard {
  const targets = card.targets.map((row) => {
    const target = row.target + (fateBonus && !card.fateBonus ? FATE_TEST_BONUS : 0);
    const base: TestResult = { ...resolveTest(target, roll), rerolled };
    const result = boosted && base.success ? { ...base, degrees: base.degrees + 1 } : base;
    return { ...row, target, success: result.success, degrees: result.degrees, hits: result.success ? hitsFor(card.burst, card.rate, result.degrees) : 0 };
  });
  return { ...card, roll, rerolled, boosted, fateBonus: card.fateBonus || fateBonus, location: hitLocation(roll), targets };
}

function defenceOpen(row: AttackTarget): boolean {
  return row.hits > 0 && row.defence === null && !row.damaged;
}

export function attackDice(card: CardState, button: string): Outcome<readonly DiceRequest[]> {
  const read = readCard(card, ATTACK, AttackCardSchema);
  if (!read.ok) return read;
  const { verb, ref } = splitButton(button);
  switch (verb) {
    case "roll":
    case "roll-fate":
    case "reroll":
    case "dodge":
    case "parry":
    case "reroll-defence":
      return allow([D100]);
    case "damage": {
      const row = read.value.targets.find((t) => t.ref === ref);
      const landed = row === undefined ? 0 : row.hits - (row.defence?.negated ?? 0);
      const request = damageRequest(read.value.damage, read.value.strengthBonus);
      return allow(Array.from({ length: Math.max(0, landed) }, () => request));
    }
    default:
      return allow([]);
  }
}

function defend(card: AttackCard, ref: string, reaction: Reaction, defender: ActorSnapshot, roll: number | undefined): Outcome<AttackCard> {
  const row = card.targets.find((t) => t.ref === ref);
  if (row === undefined) return refuse("not-a-target", "That actor is not a target of this attack", {});
  if (!defenceOpen(row)) return refuse("defence-closed", `${row.name} has no hit left to answer`, { name: row.name });
  const read = fighterOf(defender);
  if (!read.ok) return read;
  const allowed = mayReact(read.value.fighter, reaction, { melee: card.melee, defenderUnaware: row.unaware });
  if (!allowed.ok) return allowed;
  if (roll === undefined) return refuse("dice-missing", "The dice for this roll are missing", {});
  const test = defenceTest(read.value.fighter, reaction, false);
  const result = resolveTest(test.target, roll);
  const defence = { reaction, target: test.target, result: asResult(result), negated: Math.min(row.hits, hitsNegated(result)) };
  return allow({ ...card, targets: card.targets.map((t) => (t.ref === ref ? { ...t, defence } : t)) });
}

export function pressAttack(card: CardState, button: string, actors: Readonly<Record<string, ActorSnapshot>>, outcomes: readonly DiceOutcome[]): Outcome<CardTransition> {
  const read = readCardToPress(card, ATTACK, AttackCardSchema, button);
  if (!read.ok) return read;
  const data = read.value;
  const attackerRef = card.actors[0] ?? "";
  const attacker = actors[attackerRef];
  const { verb, ref } = splitButton(button);
  const roll = outcomes[0]?.total;
  const fateOf = (snapshot: ActorSnapshot | undefined): number => {
    if (snapshot === undefined) return 0;
    const fighter = fighterOf(snapshot);
    return fighter.ok ? fighter.value.fighter.fate : 0;
  };
  const fateChange = (snapshot: ActorSnapshot | undefined): Outcome<CardTransition["changes"]> => {
    if (snapshot === undefined) return refuse("actor-missing", "That actor is no longer in the world", {});
    const spent = spendFate(fateOf(snapshot));
    return spent.ok ? allow([{ actor: snapshot.ref, system: { "fate.value": spent.value } }]) : spent;
  };
  const done = (next: AttackCard, changes: CardTransition["changes"], extra: Partial<CardTransition> = {}): Outcome<CardTransition> =>
    allow({ card: pressed(card, next, button), spawn: [], changes, ...extra });

  switch (verb) {
    case "roll":
    case "roll-fate": {
      if (data.roll !== null) return refuse("card-used", "This attack is rolled already", {});
      if (roll === undefined) return refuse("dice-missing", "The dice for this roll are missing", {});
      const changes = verb === "roll-fate" ? fateChange(attacker) : allow([]);
      if (!changes.ok) return changes;
      return done(scored(data, roll, false, false, verb === "roll-fate"), changes.value);
    }
    case "reroll":
    case "degree": {
      if (data.roll === null) return refuse("card-not-rolled", "Roll the attack first", {});
      if (data.targets.some((t) => t.defence !== null || t.damaged)) return refuse("attack-settled", "A defence or damage already answered this roll", {});
      const current: TestResult = { target: data.targets[0]?.target ?? 0, roll: data.roll, success: data.targets.some((t) => t.success), degrees: 1, rerolled: data.rerolled, boosted: data.boosted };
      if (verb === "reroll") {
        if (roll === undefined) return refuse("dice-missing", "The dice for this roll are missing", {});
        if (data.targets.every((t) => t.success)) return refuse("fate-reroll-success", "Only a failed test can be re-rolled", {});
        const allowed = rerollTest({ ...current, success: false }, roll);
        if (!allowed.ok) return allowed;
      } else {
        const allowed = addDegree(current);
        if (!allowed.ok) return allowed;
      }
      const changes = fateChange(attacker);
      if (!changes.ok) return changes;
      // Each target's number already holds any +10 bought before the roll; only the roll or the degree changes.
      const next = verb === "reroll" ? scored(data, roll ?? data.roll, false, true, false) : scored(data, data.roll, true, data.rerolled, false);
      return done(next, changes.value);
    }
    case "dodge":
    case "parry": {
      const defender = cardActor(actors, ref);
      if (!defender.ok) return defender;
      const next = defend(data, ref, verb, defender.value, roll);
      if (!next.ok) return next;
      return done(next.value, [], { spend: { actor: ref, action: verb } });
    }
    case "take": {
      const row = data.targets.find((t) => t.ref === ref);
      if (row === undefined || !defenceOpen(row)) return refuse("defence-closed", "There is no hit left to answer", {});
      const next = { ...data, targets: data.targets.map((t) => (t.ref === ref ? { ...t, defence: { reaction: "none" as const, target: 0, result: null, negated: 0 } } : t)) };
      return done(next, []);
    }
    case "reroll-defence": {
      const row = data.targets.find((t) => t.ref === ref);
      const result = row?.defence?.result;
      if (row === undefined || row.defence === null || result === null || result === undefined) return refuse("card-not-rolled", "There is no defence to re-roll", {});
      if (row.damaged) return refuse("attack-settled", "Damage was already rolled", {});
      if (roll === undefined) return refuse("dice-missing", "The dice for this roll are missing", {});
      const again = rerollTest({ target: row.defence.target, ...result }, roll);
      if (!again.ok) return again;
      const changes = fateChange(actors[ref]);
      if (!changes.ok) return changes;
      const defence = { ...row.defence, result: asResult(again.value), negated: Math.min(row.hits, hitsNegated(again.value)) };
      return done({ ...data, targets: data.targets.map((t) => (t.ref === ref ? { ...t, defence } : t)) }, changes.value);
    }
    case "damage": {
      const row = data.targets.find((t) => t.ref === ref);
      if (row === undefined || row.hits === 0) return refuse("no-hit", "That target was not hit", {});
      if (row.damaged) return refuse("card-used", "Damage was rolled already", {});
      const found = cardActor(actors, ref);
      if (!found.ok) return found;
      const target = found.value;
      const defended = row.defence !== null || !canDefendAtAll(data, row, target);
      if (!defended) return refuse("awaiting-defence", `${row.name} may still Dodge or Parry`, { name: row.name });
      const damage = startDamage(data, row, attackerRef, target, outcomes);
      if (!damage.ok) return damage;
      const next = { ...data, targets: data.targets.map((t) => (t.ref === ref ? { ...t, damaged: true } : t)) };
      return allow({ card: pressed(card, next, button), spawn: [damage.value], changes: [] });
    }
    default:
      return refuse("unknown-button", `This card has no button ${button}`, { button });
  }
}

/** Whether the target could answer with either reaction at all (Surprised, Stunned, All Out Attack, ...). */
export function canDefendAtAll(card: AttackCard, row: AttackTarget, target: ActorSnapshot): boolean {
  const read = fighterOf(target);
  if (!read.ok) return false;
  return (["dodge", "parry"] as const).some((reaction) => mayReact(read.value.fighter, reaction, { melee: card.melee, defenderUnaware: row.unaware }).ok);
}
