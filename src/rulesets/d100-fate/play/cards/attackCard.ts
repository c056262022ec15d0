import { type Static } from "@sinclair/typebox";
import type { DiceRequest } from "../../../../engine/dice/DiceRequest";
import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import type { ButtonPress, CardButton } from "../../../../engine/play/ButtonPress";
import { cardButtons, owner, ownerOrGm, type Offer } from "../../../../engine/play/cardButtons";
import { actorName, cardActor, pressed } from "../../../../engine/play/cardData";
import { defineCard, type CardKind } from "../../../../engine/play/CardKind";
import type { CardState, CardTransition } from "../../../../engine/play/CardRules";
import type { CardRollView, CardView } from "../../../../engine/play/CardView";
import { counted, listed, text, type LocalText } from "../../../../engine/text/LocalText";
import type { AppliedModifier } from "../../../../engine/play/RollModifiers";
import { allow, refuse, type Outcome } from "../../../../engine/Refusal";
import * as Type from "../../../../engine/schema/TypeBuilders";
import { d100Action } from "../../actions";
import { attackTest, burstRate, hitsFor, weaponFor } from "../../attack";
import { bonus } from "../../bonus";
import { damageRequest } from "../../damage";
import { D100, resolveTest, type TestResult } from "../../D100Test";
import { defenceTest, hitsNegated, mayReact, type Reaction } from "../../defence";
import { addDegree, FATE_TEST_BONUS, rerollTest, spendFate } from "../../fate";
import { hitLocation } from "../../hitLocation";
import { situationModifiers } from "../../modifiers";
import { fighterOf } from "../snapshot";
import { startDamage } from "./damageCard";
import { asResult, degreesText, fateOf, ModifierSchema, ResultSchema } from "./rolledTest";

const K = "TURNWRIGHT.D100Fate";

const ATTACK = "attack";

const Defence = Type.Object({
  reaction: Type.Union([Type.Literal("dodge"), Type.Literal("parry"), Type.Literal("none")]),
  target: Type.Integer(),
  result: Type.Union([ResultSchema, Type.Null()]),
  negated: Type.Integer({ minimum: 0 }),
});

const AttackTargetSchema = Type.Object({
  ref: Type.String(),
  name: Type.String(),
  unaware: Type.Boolean(),
  target: Type.Integer(),
  modifiers: Type.Array(ModifierSchema),
  degrees: Type.Integer({ minimum: 0 }),
  success: Type.Boolean(),
  hits: Type.Integer({ minimum: 0 }),
  defence: Type.Union([Defence, Type.Null()]),
  damaged: Type.Boolean(),
});
type AttackTarget = Static<typeof AttackTargetSchema>;

const AttackCardSchema = Type.Object({
  action: Type.String(),
  weaponId: Type.String(),
  weaponName: Type.String(),
  melee: Type.Boolean(),
  burst: Type.Union([Type.Literal("single"), Type.Literal("semi"), Type.Literal("full")]),
  rate: Type.Integer({ minimum: 1 }),
  damage: Type.String(),
  penetration: Type.Integer({ minimum: 0 }),
  strengthBonus: Type.Integer({ minimum: 0 }),
  fateBonus: Type.Boolean(),
  roll: Type.Union([Type.Integer({ minimum: 1, maximum: 100 }), Type.Null()]),
  rerolled: Type.Boolean(),
  boosted: Type.Boolean(),
  location: Type.Union([Type.String(), Type.Null()]),
  targets: Type.Array(AttackTargetSchema, { minItems: 1 }),
});
type AttackCard = Static<typeof AttackCardSchema>;

/**
 * An attack from a weapon on the sheet against the user's targets: the action is taken from
 * the budget now; the roll follows (after the offer of Fate's +10 when the attacker has any).
 * One roll is held against each target's own test number.
 */
function startAttack(
  attacker: ActorSnapshot,
  data: Readonly<Record<string, string>>,
  targets: readonly ActorSnapshot[],
  unawareNow: readonly string[] = [],
  chosen: readonly AppliedModifier[] = [],
): Outcome<CardTransition> {
  const action = d100Action(data["action"] ?? "");
  // An action the rules know is named in the reader's language; an id they do not know is shown as sent.
  if (action?.attack === undefined)
    return refuse("not-an-attack", `${data["action"] ?? "That"} is not an attack`, {
      action: action === undefined ? (data["action"] ?? "") : `TURNWRIGHT.D100Fate.Action.${action.id}`,
    });
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
    const test = attackTest(fighter, action, weapon, defender.value.fighter, {
      fateBonus: false,
      targetUnaware: unaware,
      situation: situationModifiers(chosen),
    });
    rows.push({
      ref: target.ref,
      name: target.name,
      unaware,
      target: test.target,
      modifiers: [...test.modifiers],
      degrees: 0,
      success: false,
      hits: 0,
      defence: null,
      damaged: false,
    });
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

/** A Fate point of this actor's spent: the change to write, refused when it has none or is gone. */
function fateChange(snapshot: ActorSnapshot | undefined): Outcome<CardTransition["changes"]> {
  if (snapshot === undefined) return refuse("actor-missing", "That actor is no longer in the world", {});
  const fighter = fighterOf(snapshot);
  const spent = spendFate(fighter.ok ? fighter.value.fighter.fate : 0);
  return spent.ok ? allow([{ actor: snapshot.ref, system: { "fate.value": spent.value } }]) : spent;
}

/** The attack card after this press, with the press recorded. */
function done(
  press: ButtonPress<AttackCard>,
  next: AttackCard,
  changes: CardTransition["changes"],
  extra: Partial<CardTransition> = {},
): Outcome<CardTransition> {
  return allow({ card: pressed(press.card, next, press.button), spawn: [], changes, ...extra });
}

const attacker = (press: ButtonPress<AttackCard>): ActorSnapshot | undefined => press.actors[press.card.actors[0] ?? ""];

const ONE_D100 = (): Outcome<readonly DiceRequest[]> => allow([D100]);

/** The attack roll, held against every target at once; with Fate, +10 to each target's number first. */
function roll(withFate: boolean): CardButton<AttackCard> {
  return {
    dice: ONE_D100,
    resolve(press, outcomes) {
      const { data } = press;
      const rolled = outcomes[0]?.total;
      if (data.roll !== null) return refuse("card-used", "This attack is rolled already", {});
      if (rolled === undefined) return refuse("dice-missing", "The dice for this roll are missing", {});
      const changes = withFate ? fateChange(attacker(press)) : allow([]);
      if (!changes.ok) return changes;
      return done(press, scored(data, rolled, false, false, withFate), changes.value);
    },
  };
}

/** A Fate point after the roll, before anyone answered it: a failed roll again, or one more degree. */
function afterTheRoll(reroll: boolean): CardButton<AttackCard> {
  return {
    dice: () => allow(reroll ? [D100] : []),
    resolve(press, outcomes) {
      const { data } = press;
      const rolled = outcomes[0]?.total;
      if (data.roll === null) return refuse("card-not-rolled", "Roll the attack first", {});
      if (data.targets.some((t) => t.defence !== null || t.damaged)) return refuse("attack-settled", "A defence or damage already answered this roll", {});
      const current: TestResult = {
        target: data.targets[0]?.target ?? 0,
        roll: data.roll,
        success: data.targets.some((t) => t.success),
        degrees: 1,
        rerolled: data.rerolled,
        boosted: data.boosted,
      };
      if (reroll) {
        if (rolled === undefined) return refuse("dice-missing", "The dice for this roll are missing", {});
        if (data.targets.every((t) => t.success)) return refuse("fate-reroll-success", "Only a failed test can be re-rolled", {});
        const allowed = rerollTest({ ...current, success: false }, rolled);
        if (!allowed.ok) return allowed;
      } else {
        const allowed = addDegree(current);
        if (!allowed.ok) return allowed;
      }
      const changes = fateChange(attacker(press));
      if (!changes.ok) return changes;
      // Each target's number already holds any +10 bought before the roll; only the roll or the degree changes.
      const next = reroll ? scored(data, rolled ?? data.roll, false, true, false) : scored(data, data.roll, true, data.rerolled, false);
      return done(press, next, changes.value);
    },
  };
}

/** A target's Dodge or Parry against the hits it took, its one Reaction of the round. */
function reaction(verb: Reaction): CardButton<AttackCard> {
  return {
    dice: ONE_D100,
    resolve(press, outcomes) {
      const defender = cardActor(press.actors, press.ref);
      if (!defender.ok) return defender;
      const next = defend(press.data, press.ref, verb, defender.value, outcomes[0]?.total);
      if (!next.ok) return next;
      return done(press, next.value, [], { spend: { actor: press.ref, action: verb } });
    },
  };
}

/**
 * The attack card's buttons: the roll (with Fate's +10 or without) and Fate after it; each
 * target's Dodge, Parry or taking the hit, and Fate on its defence; damage for each target hit.
 */
const ATTACK_BUTTONS: Readonly<Record<string, CardButton<AttackCard>>> = {
  roll: roll(false),
  "roll-fate": roll(true),
  reroll: afterTheRoll(true),
  degree: afterTheRoll(false),
  dodge: reaction("dodge"),
  parry: reaction("parry"),
  take: {
    resolve(press) {
      const { data, ref } = press;
      const row = data.targets.find((t) => t.ref === ref);
      if (row === undefined || !defenceOpen(row)) return refuse("defence-closed", "There is no hit left to answer", {});
      const next = {
        ...data,
        targets: data.targets.map((t) => (t.ref === ref ? { ...t, defence: { reaction: "none" as const, target: 0, result: null, negated: 0 } } : t)),
      };
      return done(press, next, []);
    },
  },
  "reroll-defence": {
    dice: ONE_D100,
    resolve(press, outcomes) {
      const { data, ref } = press;
      const rolled = outcomes[0]?.total;
      const row = data.targets.find((t) => t.ref === ref);
      const result = row?.defence?.result;
      if (row === undefined || row.defence === null || result === null || result === undefined)
        return refuse("card-not-rolled", "There is no defence to re-roll", {});
      if (row.damaged) return refuse("attack-settled", "Damage was already rolled", {});
      if (rolled === undefined) return refuse("dice-missing", "The dice for this roll are missing", {});
      const again = rerollTest({ target: row.defence.target, ...result }, rolled);
      if (!again.ok) return again;
      const changes = fateChange(press.actors[ref]);
      if (!changes.ok) return changes;
      const defence = { ...row.defence, result: asResult(again.value), negated: Math.min(row.hits, hitsNegated(again.value)) };
      return done(press, { ...data, targets: data.targets.map((t) => (t.ref === ref ? { ...t, defence } : t)) }, changes.value);
    },
  },
  damage: {
    dice({ data, ref }) {
      const row = data.targets.find((t) => t.ref === ref);
      const landed = row === undefined ? 0 : row.hits - (row.defence?.negated ?? 0);
      const request = damageRequest(data.damage, data.strengthBonus);
      return allow(Array.from({ length: Math.max(0, landed) }, () => request));
    },
    resolve(press, outcomes) {
      const { data, ref } = press;
      const row = data.targets.find((t) => t.ref === ref);
      if (row === undefined || row.hits === 0) return refuse("no-hit", "That target was not hit", {});
      if (row.damaged) return refuse("card-used", "Damage was rolled already", {});
      const found = cardActor(press.actors, ref);
      if (!found.ok) return found;
      const target = found.value;
      const defended = row.defence !== null || !canDefendAtAll(data, row, target);
      if (!defended) return refuse("awaiting-defence", `${row.name} may still Dodge or Parry`, { name: row.name });
      const damage = startDamage(data, row, press.card.actors[0] ?? "", target, outcomes);
      if (!damage.ok) return damage;
      const next = { ...data, targets: data.targets.map((t) => (t.ref === ref ? { ...t, damaged: true } : t)) };
      return allow({ card: pressed(press.card, next, press.button), spawn: [damage.value], changes: [] });
    },
  },
};

/** Whether the target could answer with either reaction at all (Surprised, Stunned, All Out Attack, ...). */
function canDefendAtAll(card: AttackCard, row: AttackTarget, target: ActorSnapshot): boolean {
  const read = fighterOf(target);
  if (!read.ok) return false;
  return (["dodge", "parry"] as const).some((reaction) => mayReact(read.value.fighter, reaction, { melee: card.melee, defenderUnaware: row.unaware }).ok);
}

type Actors = Readonly<Record<string, ActorSnapshot>>;
type AttackRow = AttackCard["targets"][number];

/** The attacker's buttons: the roll, with Fate's bonus or without, and Fate on a roll that missed someone or hit. */
function attackerOffers(data: AttackCard, attacker: string, fate: boolean): Offer[] {
  const settled = data.targets.some((t) => t.defence !== null || t.damaged);
  return [
    { id: "roll", label: text(`${K}.Button.rollAttack`), audience: owner(attacker), tone: "primary", available: data.roll === null },
    { id: "roll-fate", label: text(`${K}.Button.rollFate`), audience: owner(attacker), tone: "luck", available: data.roll === null && fate },
    {
      id: "reroll",
      label: text(`${K}.Button.reroll`),
      audience: owner(attacker),
      tone: "luck",
      available: data.roll !== null && !settled && !data.rerolled && fate && data.targets.some((t) => !t.success),
    },
    {
      id: "degree",
      label: text(`${K}.Button.degree`),
      audience: owner(attacker),
      tone: "luck",
      available: data.roll !== null && !settled && !data.boosted && fate && data.targets.some((t) => t.success),
    },
  ];
}

/** One target's part of the card: caught unaware, the roll against it with its hits, and its defence. */
function targetLines(data: AttackCard, row: AttackRow): { readonly rolls: CardRollView[]; readonly lines: LocalText[] } {
  const rolls: CardRollView[] = [];
  const lines: LocalText[] = [];
  if (row.unaware) lines.push(text(`${K}.Card.Unaware`, { name: row.name }));
  if (data.roll !== null) {
    rolls.push({
      label: text(`${K}.Card.Against`, { name: row.name }),
      formula: "1d100",
      dice: [data.roll],
      total: data.roll,
      target: row.target,
      outcome: row.success ? "success" : "failure",
      detail: row.success
        ? counted(`${K}.Card.Hits`, row.hits, {
            hits: row.hits,
            location: `${K}.Location.${data.location ?? "body"}`,
            degrees: counted(`${K}.Card.Degrees`, row.degrees, { degrees: row.degrees }),
          })
        : degreesText(false, row.degrees),
    });
  }
  const defence = row.defence;
  if (defence?.reaction === "none") lines.push(text(`${K}.Card.NoDefence`, { name: row.name }));
  if (defence !== null && defence.result !== null) {
    rolls.push({
      label: text(`${K}.Card.Defence`, { name: row.name, reaction: `${K}.Action.${defence.reaction}` }),
      formula: "1d100",
      dice: [defence.result.roll],
      total: defence.result.roll,
      target: defence.target,
      outcome: defence.result.success ? "success" : "failure",
      detail: counted(`${K}.Card.Negated`, row.hits, { negated: defence.negated, hits: row.hits }),
    });
  }
  return { rolls, lines };
}

/** One target's buttons: its defences while the hits are open, Fate on a failed defence, and the damage once it is settled. */
function targetOffers(data: AttackCard, row: AttackRow, attacker: string, actors: Actors): Offer[] {
  const defence = row.defence;
  const target = actors[row.ref];
  const open = row.hits > 0 && defence === null && !row.damaged;
  const canDefend = target !== undefined && canDefendAtAll(data, row, target);
  const targetFate = fateOf(actors, row.ref) > 0;
  return [
    { id: `dodge:${row.ref}`, label: text(`${K}.Button.dodge`, { name: row.name }), audience: owner(row.ref), tone: "defence", available: open && canDefend },
    {
      id: `parry:${row.ref}`,
      label: text(`${K}.Button.parry`, { name: row.name }),
      audience: owner(row.ref),
      tone: "defence",
      available: open && canDefend && data.melee,
    },
    { id: `take:${row.ref}`, label: text(`${K}.Button.take`, { name: row.name }), audience: ownerOrGm(row.ref), tone: "plain", available: open && canDefend },
    {
      id: `reroll-defence:${row.ref}`,
      label: text(`${K}.Button.rerollDefence`, { name: row.name }),
      audience: owner(row.ref),
      tone: "luck",
      available: defence !== null && defence.result !== null && !defence.result.success && !defence.result.rerolled && !row.damaged && targetFate,
    },
    {
      id: `damage:${row.ref}`,
      label: text(`${K}.Button.damage`, { name: row.name }),
      audience: ownerOrGm(attacker),
      tone: "primary",
      available: row.hits - (defence?.negated ?? 0) > 0 && !row.damaged && (defence !== null || !canDefend),
    },
  ];
}

function attackView(data: AttackCard, card: CardState, actors: Actors): CardView {
  const attacker = card.actors[0] ?? "";
  const rolls: CardRollView[] = [];
  const lines: LocalText[] = [];
  const offers = attackerOffers(data, attacker, fateOf(actors, attacker) > 0);
  if (data.fateBonus) lines.push(text(`${K}.Card.FateBonus`));
  if (data.rerolled) lines.push(text(`${K}.Card.Rerolled`));
  if (data.boosted) lines.push(text(`${K}.Card.Boosted`));
  for (const row of data.targets) {
    const part = targetLines(data, row);
    rolls.push(...part.rolls);
    lines.push(...part.lines);
    offers.push(...targetOffers(data, row, attacker, actors));
  }
  if (data.roll === null) lines.push(text(`${K}.Card.ChooseFate`, { target: data.targets[0]?.target ?? 0 }));
  return {
    title: text(`${K}.Card.AttackTitle`, { action: `${K}.Action.${data.action}`, weapon: data.weaponName }),
    subtitle: text(`${K}.Card.AttackBy`, { name: actorName(actors, attacker), targets: listed(data.targets.map((t) => t.name)) }),
    rolls,
    lines,
    buttons: cardButtons(card, offers),
  };
}

/** An attack with a weapon from the sheet against every target at once, each answering with its own defence. */
export const ATTACK_CARD: CardKind = defineCard({
  kind: ATTACK,
  schema: AttackCardSchema,
  starts: { attack: (input) => startAttack(input.actor, input.data, input.targets, input.unaware ?? [], input.modifiers) },
  buttons: ATTACK_BUTTONS,
  view: attackView,
});
