import { type Static } from "@sinclair/typebox";
import type { DiceOutcome } from "../../../../engine/dice/DiceRequest";
import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import type { CardButton } from "../../../../engine/play/ButtonPress";
import { cardButtons, owner, ownerOrGm, type Offer } from "../../../../engine/play/cardButtons";
import { actorName, cardActor, pressed, usedButton } from "../../../../engine/play/cardData";
import { defineCard, type CardKind } from "../../../../engine/play/CardKind";
import type { CardState, CardTransition } from "../../../../engine/play/CardRules";
import type { CardRollView, CardView } from "../../../../engine/play/CardView";
import { listed, text, type LocalText } from "../../../../engine/text/LocalText";
import { modifierTotal, type AppliedModifier } from "../../../../engine/play/RollModifiers";
import { allow, refuse, type Outcome } from "../../../../engine/Refusal";
import * as Type from "../../../../engine/schema/TypeBuilders";
import { ATTACK_DICE, BASE_TARGET, defensiveValue, offensiveValue, resolveAttackRoll } from "../../attackRoll";
import { damageRequest } from "../../damage";
import { isKnockedOut, weaponOf, type NamedWeapon, type PhasesFighter } from "../../fighter";
import { combineManoeuvres, manoeuvre, type Manoeuvre } from "../../manoeuvres";
import { DCV_DIAL, OCV_DIAL } from "../../modifiers";
import { baseDcv, baseOcv } from "../../schema";
import { budgetOf } from "../phaseBudgetRecord";
import { fighterOf, weaponById } from "../snapshot";
import { attackManoeuvres } from "../weaponManoeuvres";
import { D6Schema, startDamage } from "./damageCard";

const K = "TURNWRIGHT.Phases";

export const ATTACK = "attack";

const ModifierSchema = Type.Object({ source: Type.String(), value: Type.Integer() });

const AttackTargetSchema = Type.Object({
  ref: Type.String(),
  name: Type.String(),
  unaware: Type.Boolean(),
  dcv: Type.Integer({ minimum: 0 }),
  dcvModifiers: Type.Array(ModifierSchema),
  halved: Type.Boolean(),
  /** 10 + DCV: what 3d6 + OCV must reach. */
  target: Type.Integer(),
  total: Type.Union([Type.Integer(), Type.Null()]),
  hit: Type.Boolean(),
  damaged: Type.Boolean(),
});
type AttackTarget = Static<typeof AttackTargetSchema>;

export const AttackCardSchema = Type.Object({
  manoeuvre: Type.String(),
  weaponId: Type.String(),
  weaponName: Type.String(),
  ocv: Type.Integer(),
  ocvModifiers: Type.Array(ModifierSchema),
  /** Damage dice: the weapon's plus the manoeuvre's. */
  dice: Type.Integer({ minimum: 1, maximum: 40 }),
  roll: Type.Union([Type.Array(D6Schema, { minItems: 3, maxItems: 3 }), Type.Null()]),
  targets: Type.Array(AttackTargetSchema, { minItems: 1 }),
});
type AttackCard = Static<typeof AttackCardSchema>;

/** The manoeuvres already taken this Phase, by the budget the tracker keeps. */
function earlierManoeuvres(budget: unknown): Manoeuvre[] {
  if (budget === undefined) return [];
  return budgetOf(budget).turn.flatMap((spent) => {
    const found = manoeuvre(spent.id);
    return found === undefined ? [] : [found];
  });
}

/** The attacker's OCV: sheet, weapon, and this manoeuvre combined with any taken earlier this Phase. */
export function attackOcv(fighter: PhasesFighter, weapon: NamedWeapon, used: Manoeuvre, earlier: readonly Manoeuvre[]) {
  return offensiveValue(baseOcv(fighter.actor), [
    { source: weapon.name, value: weapon.ocv },
    { source: "manoeuvres", value: combineManoeuvres([...earlier, used]).ocv },
  ]);
}

/**
 * A target's DCV: sheet and the weapon in its hand; −3 when unaware in the Surprise Phase;
 * halved when Stunned or prone; none when knocked out. The card cannot know a manoeuvre the
 * target took in its own Phase (a Dodge): the GM tells it by marking the sheet.
 */
export function targetDcv(fighter: PhasesFighter, unaware: boolean) {
  const weapon = weaponOf(fighter);
  return defensiveValue(baseDcv(fighter.actor), weapon.dcv === 0 ? [] : [{ source: weapon.name, value: weapon.dcv }], {
    stunned: fighter.conditions.stunned,
    prone: fighter.conditions.prone,
    knockedOut: isKnockedOut(fighter),
    surprised: unaware,
    held: false,
  });
}

/**
 * An attack manoeuvre with a weapon from the sheet against the user's targets: the manoeuvre is
 * taken from the Phase's budget now, and the one 3d6 roll follows at once (there is no luck to
 * offer first). The roll is held against each target's own 10 + DCV.
 */
function startAttack(
  attacker: ActorSnapshot,
  data: Readonly<Record<string, string>>,
  targets: readonly ActorSnapshot[],
  unawareNow: readonly string[],
  budget: unknown,
  chosen: readonly AppliedModifier[] = [],
): Outcome<CardTransition> {
  const attack = newAttack(attacker, data, targets, unawareNow, budget, chosen);
  if (!attack.ok) return attack;
  return allow({
    card: { kind: ATTACK, actors: [attacker.ref, ...targets.map((t) => t.ref)], data: attack.value, used: [] },
    spawn: [],
    changes: [],
    spend: { actor: attacker.ref, action: attack.value.manoeuvre },
    follow: "roll",
  });
}

/**
 * The attack card's data before the roll, or why there is no such attack. The situation the
 * roller chose adds to the attacker's OCV and to every target's DCV, listed beside the others.
 */
export function newAttack(
  attacker: ActorSnapshot,
  data: Readonly<Record<string, string>>,
  targets: readonly ActorSnapshot[],
  unawareNow: readonly string[],
  budget: unknown,
  chosen: readonly AppliedModifier[] = [],
): Outcome<AttackCard> {
  const situation = { ocv: modifierTotal(chosen, OCV_DIAL), dcv: modifierTotal(chosen, DCV_DIAL) };
  const used = manoeuvre(data["manoeuvre"] ?? "");
  // A manoeuvre the rules know is named in the reader's language; an id they do not know is shown as sent.
  if (used === undefined || used.ocv === null || used.defensive) {
    return refuse("not-an-attack", `${data["manoeuvre"] ?? "That"} is not an attack manoeuvre`, {
      action: used === undefined ? (data["manoeuvre"] ?? "") : `TURNWRIGHT.Phases.Action.${used.id}`,
    });
  }
  if (targets.length === 0) return refuse("no-target", "Target a token first: an attack needs a target", {});
  const read = fighterOf(attacker);
  if (!read.ok) return read;
  const weapon = weaponById(read.value, data["item"] ?? "");
  if (weapon === undefined) return refuse("no-weapon", `${attacker.name} has no such weapon`, { name: attacker.name });
  if (!attackManoeuvres(weapon).some((m) => m.id === used.id))
    return refuse("weapon-cannot", `${weapon.name} cannot be used for ${used.name}`, { weapon: weapon.name, action: used.name });
  const ocv = attackOcv(read.value.fighter, weapon, used, earlierManoeuvres(budget));
  const rows: AttackTarget[] = [];
  for (const target of targets) {
    const defender = fighterOf(target);
    if (!defender.ok) return defender;
    const unaware = unawareNow.includes(target.ref);
    const dcv = targetDcv(defender.value.fighter, unaware);
    const dcvModifiers = situation.dcv === 0 ? [...dcv.modifiers] : [...dcv.modifiers, { source: "situation", value: situation.dcv }];
    const total = dcv.total + situation.dcv;
    rows.push({
      ref: target.ref,
      name: target.name,
      unaware,
      dcv: total,
      dcvModifiers,
      halved: dcv.halved,
      target: BASE_TARGET + total,
      total: null,
      hit: false,
      damaged: false,
    });
  }
  const card: AttackCard = {
    manoeuvre: used.id,
    weaponId: data["item"] ?? "",
    weaponName: weapon.name,
    ocv: ocv.total + situation.ocv,
    ocvModifiers: situation.ocv === 0 ? [...ocv.modifiers] : [...ocv.modifiers, { source: "situation", value: situation.ocv }],
    dice: damageRequest(weapon.dice, used.extraDice).count,
    roll: null,
    targets: rows,
  };
  return allow(card);
}

/** Whether a hit with this manoeuvre does damage (a Grab holds and a Disarm knocks the weapon away instead). */
function harms(card: AttackCard): boolean {
  const effect = manoeuvre(card.manoeuvre)?.effect;
  return effect === "strike" || effect === "haymaker";
}

/** The one 3d6 held against every target's 10 + DCV. */
export function rollAttack(card: CardState, data: AttackCard, button: string, outcomes: readonly DiceOutcome[]): Outcome<CardTransition> {
  const faces = outcomes.flatMap((outcome) => outcome.dice.flatMap((die) => [...die.faces]));
  if (data.roll !== null) return refuse("card-used", "This attack is rolled already", {});
  if (faces.length !== 3) return refuse("dice-missing", "The dice for this roll are missing", {});
  const targets = data.targets.map((row) => {
    const rolled = resolveAttackRoll(faces, data.ocv, row.dcv);
    return { ...row, total: rolled.total, hit: rolled.hit };
  });
  return allow({ card: pressed(card, { ...data, roll: faces, targets }, button), spawn: [], changes: [] });
}

/** The attack card's buttons: the roll, then damage for each target hit by a blow that harms. */
const ATTACK_BUTTONS: Readonly<Record<string, CardButton<AttackCard>>> = {
  roll: {
    dice: () => allow([ATTACK_DICE]),
    resolve: (press, outcomes) => rollAttack(press.card, press.data, press.button, outcomes),
  },
  damage: {
    dice: ({ data }) => allow([damageRequest(data.dice, 0)]),
    resolve(press, outcomes) {
      const { data, ref } = press;
      const faces = outcomes.flatMap((outcome) => outcome.dice.flatMap((die) => [...die.faces]));
      const row = data.targets.find((t) => t.ref === ref);
      if (row === undefined) return refuse("not-a-target", "That actor is not a target of this attack", {});
      if (!row.hit || !harms(data)) return refuse("no-hit", `${row.name} was not hit by a blow that harms`, { name: row.name });
      if (row.damaged) return usedButton();
      const target = cardActor(press.actors, ref);
      if (!target.ok) return target;
      const spawned = startDamage(data, press.card.actors[0] ?? "", target.value, faces);
      if (!spawned.ok) return spawned;
      const targets = data.targets.map((t) => (t.ref === ref ? { ...t, damaged: true } : t));
      return allow({ card: pressed(press.card, { ...data, targets }, press.button), spawn: [spawned.value], changes: [] });
    },
  },
};

const signed = (value: number): string => (value < 0 ? `−${-value}` : `+${value}`);

/** OCV and where it comes from: the sheet, the weapon, the manoeuvres of this Phase. */
function ocvLine(ocv: number, modifiers: readonly { readonly source: string; readonly value: number }[]): LocalText {
  const [weapon, manoeuvres] = modifiers;
  const base = ocv - modifiers.reduce((sum, m) => sum + m.value, 0);
  return text(`${K}.Card.Ocv`, { ocv, base, weapon: weapon?.source ?? "", weaponMod: signed(weapon?.value ?? 0), manoeuvres: signed(manoeuvres?.value ?? 0) });
}

function attackView(data: AttackCard, card: CardState, actors: Readonly<Record<string, ActorSnapshot>>): CardView {
  const attacker = card.actors[0] ?? "";
  const effect = manoeuvre(data.manoeuvre)?.effect;
  const rolls: CardRollView[] = [];
  const lines: LocalText[] = [ocvLine(data.ocv, data.ocvModifiers)];
  const offers: Offer[] = [{ id: "roll", label: text(`${K}.Button.roll`), audience: owner(attacker), tone: "primary", available: data.roll === null }];
  for (const row of data.targets) {
    if (row.unaware) lines.push(text(`${K}.Card.Unaware`, { name: row.name }));
    if (row.halved) lines.push(text(`${K}.Card.Halved`, { name: row.name }));
    if (data.roll !== null && row.total !== null) {
      rolls.push({
        label: text(`${K}.Card.Against`, { name: row.name, dcv: row.dcv }),
        formula: `3d6 + ${data.ocv}`,
        dice: data.roll,
        total: row.total,
        target: row.target,
        outcome: row.hit ? "success" : "failure",
        detail: text(row.hit ? `${K}.Card.Hit` : `${K}.Card.Miss`, { name: row.name }),
      });
      if (row.hit && effect === "grab") lines.push(text(`${K}.Card.Held`, { name: row.name }));
      if (row.hit && effect === "disarm") lines.push(text(`${K}.Card.Disarmed`, { name: row.name }));
    }
    offers.push({
      id: `damage:${row.ref}`,
      label: text(`${K}.Button.damage`, { name: row.name }),
      audience: ownerOrGm(attacker),
      tone: "primary",
      available: row.hit && harms(data) && !row.damaged,
    });
  }
  return {
    title: text(`${K}.Card.AttackTitle`, { action: `${K}.Action.${data.manoeuvre}`, weapon: data.weaponName }),
    subtitle: text(`${K}.Card.AttackBy`, { name: actorName(actors, attacker), targets: listed(data.targets.map((t) => t.name)) }),
    rolls,
    lines,
    buttons: cardButtons(card, offers),
  };
}

/** An attack manoeuvre with a weapon from the sheet: one 3d6 against every target, then the damage of each hit. */
export const ATTACK_CARD: CardKind = defineCard({
  kind: ATTACK,
  schema: AttackCardSchema,
  starts: { attack: (input) => startAttack(input.actor, input.data, input.targets, input.unaware ?? [], input.budget, input.modifiers) },
  buttons: ATTACK_BUTTONS,
  view: attackView,
});
