import { type Static } from "@sinclair/typebox";
import { damageDice } from "../../../../engine/dice/damageDice";
import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import type { ButtonPress, CardButton } from "../../../../engine/play/ButtonPress";
import { cardButtons, gm, owner, ownerOrGm } from "../../../../engine/play/cardButtons";
import { actorName, cardActor, pressed } from "../../../../engine/play/cardData";
import { defineCard, type CardKind } from "../../../../engine/play/CardKind";
import type { CardState, CardTransition } from "../../../../engine/play/CardRules";
import type { CardRollView, CardView } from "../../../../engine/play/CardView";
import { text, type LocalText } from "../../../../engine/text/LocalText";
import { modifierTotal, type AppliedModifier } from "../../../../engine/play/RollModifiers";
import { allow, refuse, type Outcome } from "../../../../engine/Refusal";
import * as Type from "../../../../engine/schema/TypeBuilders";
import { damageTaken } from "../../damage";
import { FISTS, skillBonus, weaponInHand, type NamedWeapon } from "../../fighter";
import { BONUS_DIAL } from "../../modifiers";
import { attackHits, check, D20, isCritical, parryPenalty, type Check } from "../../opposedRoll";
import { CATEGORIES, WEIGHTS, type D20Options } from "../../schema";
import { fighterOf } from "../snapshot";
import {
  botchButtons,
  botched,
  botchesDecided,
  botchLines,
  botchOffers,
  botchRolls,
  BotchSchema,
  offerOf,
  weaponInHandOf,
  type WeaponOfBotch,
} from "./botchAtTable";
import { startDamage } from "./damageCard";
import { CheckSchema, d20Roll, RolledSchema } from "./rolledDice";

const K = "TURNWRIGHT.D20Segments";

const ATTACK = "attack";

const Defence = Type.Object({
  action: Type.Union([Type.Literal("dodge"), Type.Literal("parry"), Type.Literal("none")]),
  check: Type.Union([CheckSchema, Type.Null()]),
});

const AttackTargetSchema = Type.Object({
  ref: Type.String(),
  name: Type.String(),
  /** Caught unaware, or stunned: no defence is offered, and the attack meets none. */
  defenceless: Type.Union([Type.Literal("unaware"), Type.Literal("stunned"), Type.Null()]),
  dodge: Type.Integer(),
  /** The Parry bonus with the weapon in hand, its weight penalty taken; null with nothing to parry with. */
  parry: Type.Union([Type.Integer(), Type.Null()]),
  penalty: Type.Integer({ maximum: 0 }),
  defence: Type.Union([Defence, Type.Null()]),
});
type AttackTarget = Static<typeof AttackTargetSchema>;

export const AttackCardSchema = Type.Object({
  weaponId: Type.String(),
  weaponName: Type.String(),
  category: Type.Union(CATEGORIES.map((category) => Type.Literal(category))),
  weight: Type.Union(WEIGHTS.map((weight) => Type.Literal(weight))),
  damage: Type.String(),
  bonus: Type.Integer(),
  attack: Type.Union([CheckSchema, Type.Null()]),
  target: AttackTargetSchema,
  botches: Type.Array(BotchSchema, { maxItems: 2 }),
  /** A natural 20 that hits doubles the damage, unless the GM undid it. */
  criticalUndone: Type.Boolean(),
  /** The damage the hit did once rolled, and whether it was doubled. */
  dealt: Type.Union([Type.Object({ rolled: RolledSchema, amount: Type.Integer({ minimum: 0 }), critical: Type.Boolean() }), Type.Null()]),
});
type AttackCard = Static<typeof AttackCardSchema>;

/** The weapon a sheet button names by item id among the weapons ready to fight; "" is bare hands. */
function weaponByItem(weapons: readonly NamedWeapon[], weaponIds: readonly string[], itemId: string): NamedWeapon | undefined {
  if (itemId === "") return FISTS;
  const index = weaponIds.indexOf(itemId);
  return index < 0 ? undefined : weapons[index];
}

/**
 * An attack with a weapon ready to fight at the one targeted token: the round's action is taken
 * now and the attack rolled at once. The target's Dodge and Parry (its weapon's weight penalty
 * taken) are read now, for its owner to choose from on the card; a target caught unaware, or
 * stunned, has none.
 */
function startAttack(
  attacker: ActorSnapshot,
  data: Readonly<Record<string, string>>,
  targets: readonly ActorSnapshot[],
  budget: unknown,
  unaware: readonly string[],
  chosen: readonly AppliedModifier[] = [],
): Outcome<CardTransition> {
  const [target] = targets;
  if (target === undefined) return refuse("no-target", "Target a token first: an attack needs a target", {});
  if (targets.length > 1) return refuse("one-target", "Target one token: an attack is made at one target", { count: targets.length });
  const read = fighterOf(attacker);
  if (!read.ok) return read;
  const weaponId = data["item"] ?? "";
  const weapon = weaponByItem(read.value.fighter.weapons, read.value.weaponIds, weaponId);
  if (weapon === undefined) return refuse("weapon-not-ready", `${attacker.name} has no such weapon ready to fight`, { name: attacker.name });
  const defender = fighterOf(target);
  if (!defender.ok) return defender;
  const held = weaponInHand(defender.value.fighter);
  const penalty = held.natural ? 0 : parryPenalty(held.weight, weapon.weight);
  const defenceless = unaware.includes(target.ref) ? "unaware" : defender.value.fighter.actor.conditions.stunned ? "stunned" : null;
  const row: AttackTarget = {
    ref: target.ref,
    name: target.name,
    defenceless,
    dodge: skillBonus(defender.value.fighter, "dodge"),
    parry: held.natural ? null : skillBonus(defender.value.fighter, "parry") + penalty,
    penalty,
    defence: defenceless === null ? null : { action: "none", check: null },
  };
  const card: AttackCard = {
    weaponId,
    weaponName: weapon.name,
    category: weapon.category,
    weight: weapon.weight,
    damage: weapon.damage,
    bonus: skillBonus(read.value.fighter, weapon.category) + modifierTotal(chosen, BONUS_DIAL),
    attack: null,
    target: row,
    botches: [],
    criticalUndone: false,
    dealt: null,
  };
  const transition: CardTransition = {
    card: { kind: ATTACK, actors: [attacker.ref, target.ref], data: card, used: [] },
    spawn: [],
    changes: [],
    follow: "roll",
  };
  return allow(budget === undefined ? transition : { ...transition, spend: { actor: attacker.ref, action: "attack" } });
}

const defenceCheck = (data: AttackCard): Check | null => data.target.defence?.check ?? null;

/**
 * The attack's outcome once everything that decides it is in: the attack and the defence rolled
 * (or none), every natural 1 bought or let pass. A botched attack misses, a botched defence
 * fails; otherwise the attack hits when its total beats the defence's. Null while waiting.
 */
function attackOutcome(data: AttackCard): { readonly hit: boolean; readonly critical: boolean } | null {
  if (data.attack === null || !botchesDecided(data)) return null;
  if (botched(data, "attack")) return { hit: false, critical: false };
  if (data.target.defence === null) return null;
  const hit = botched(data, "defence") || attackHits(data.attack.total, defenceCheck(data)?.total ?? null);
  return { hit, critical: isCritical(data.attack.roll, hit) && !data.criticalUndone };
}

const done = (press: ButtonPress<AttackCard>, data: AttackCard, extra: Partial<CardTransition> = {}): Outcome<CardTransition> =>
  allow({ card: pressed(press.card, data, press.button), spawn: [], changes: [], ...extra });

/** The two fighters of the card as they stand now: the attacker and the target. */
function sides(press: ButtonPress<AttackCard>) {
  const attacker = cardActor(press.actors, press.card.actors[0] ?? "");
  const target = cardActor(press.actors, press.data.target.ref);
  if (!attacker.ok) return attacker;
  if (!target.ok) return target;
  const a = fighterOf(attacker.value);
  const t = fighterOf(target.value);
  if (!a.ok) return a;
  if (!t.ok) return t;
  return allow({ attacker: a.value.fighter, target: t.value.fighter });
}

/** The target's free answer: Dodge or Parry rolled on this card, or no defence at all. */
function defend(action: "dodge" | "parry" | "none", options: D20Options): CardButton<AttackCard> {
  return {
    dice: ({ data }) => (action === "none" || data.target.defence !== null ? allow([]) : allow([D20])),
    resolve(press, outcomes) {
      const { data, ref } = press;
      if (ref !== data.target.ref) return refuse("not-a-target", "That actor is not the target of this attack", {});
      if (data.attack === null) return refuse("card-not-rolled", "Roll the attack first", {});
      if (data.target.defence !== null) return refuse("defence-closed", `${data.target.name} has answered this attack already`, { name: data.target.name });
      if (botched(data, "attack")) return refuse("defence-closed", `${data.target.name} has nothing left to answer`, { name: data.target.name });
      if (action === "none") return done(press, { ...data, target: { ...data.target, defence: { action, check: null } } });
      const bonus = action === "dodge" ? data.target.dodge : data.target.parry;
      if (bonus === null) return refuse("no-weapon", `${data.target.name} has no weapon in hand to parry with`, { name: data.target.name });
      const die = outcomes[0]?.total;
      if (die === undefined) return refuse("dice-missing", "The dice for this roll are missing", {});
      const fighters = sides(press);
      if (!fighters.ok) return fighters;
      const rolled = check(die, bonus);
      const botches = [...data.botches, ...offerOf("defence", die, fighters.value.target, fighters.value.attacker, options)];
      return done(press, { ...data, botches, target: { ...data.target, defence: { action, check: rolled } } });
    },
  };
}

/** The damage a hit does now: the rolled dice, doubled on a critical, less the target's best armour. */
function damageOf(press: ButtonPress<AttackCard>, rolled: number, critical: boolean): Outcome<{ readonly amount: number; readonly hitPoints: number }> {
  const fighters = sides(press);
  if (!fighters.ok) return fighters;
  const { target } = fighters.value;
  return allow({ amount: damageTaken(rolled, critical, target.armour), hitPoints: target.hitPoints });
}

/**
 * The attack card's buttons: the roll; the target's Dodge, Parry or no defence; the natural 1s'
 * botch buttons; the damage roll of a hit, which makes a damage card; and the GM's undoing of a
 * critical hit before its damage is rolled (a card from before undoes it after, giving back what
 * the double took).
 */
function attackButtons(options: D20Options): Readonly<Record<string, CardButton<AttackCard>>> {
  return {
    roll: {
      dice: ({ data }) => (data.attack === null ? allow([D20]) : refuse("card-used", "This attack is rolled already", {})),
      resolve(press, outcomes) {
        const { data } = press;
        if (data.attack !== null) return refuse("card-used", "This attack is rolled already", {});
        const die = outcomes[0]?.total;
        if (die === undefined) return refuse("dice-missing", "The dice for this roll are missing", {});
        const fighters = sides(press);
        if (!fighters.ok) return fighters;
        const botches = offerOf("attack", die, fighters.value.attacker, fighters.value.target, options);
        return done(press, { ...data, attack: check(die, data.bonus), botches });
      },
    },
    dodge: defend("dodge", options),
    parry: defend("parry", options),
    take: defend("none", options),
    ...botchButtons<AttackCard>(weaponOfBotch),
    damage: {
      dice: ({ data }) => (data.dealt === null ? allow([damageDice(data.damage)]) : refuse("card-used", "Damage was rolled already", {})),
      resolve(press, outcomes) {
        const { data } = press;
        const outcome = attackOutcome(data);
        if (outcome === null) return refuse("attack-open", "The attack is not settled yet: a defence or a natural 1 is still to answer", {});
        if (!outcome.hit) return refuse("no-hit", "That target was not hit", {});
        if (data.dealt !== null) return refuse("card-used", "Damage was rolled already", {});
        const thrown = outcomes[0];
        if (thrown === undefined) return refuse("dice-missing", "The dice for this roll are missing", {});
        return done(press, data, { spawn: [startDamage(data.weaponName, data.damage, thrown, outcome.critical, press.card.actors[0] ?? "", data.target.ref)] });
      },
    },
    uncritical: {
      resolve(press) {
        const { data } = press;
        const outcome = attackOutcome(data);
        if (outcome === null || !outcome.critical) return refuse("no-critical", "This attack is no critical hit", {});
        const undone = { ...data, criticalUndone: true };
        // Rolled on a damage card, the damage is that card's: the GM undoes the critical there.
        if (damageRolled(press.card, data)) return refuse("critical-on-damage-card", "The damage is rolled on its own card: undo the critical hit there", {});
        if (data.dealt === null) return done(press, undone);
        // Damage already taken at double: the target gets back what the plain hit would not have taken.
        const plain = damageOf(press, data.dealt.rolled.total, false);
        if (!plain.ok) return plain;
        const back = data.dealt.amount - plain.value.amount;
        return done(
          press,
          { ...undone, dealt: { ...data.dealt, amount: plain.value.amount, critical: false } },
          { changes: [{ actor: data.target.ref, system: { "hitPoints.value": plain.value.hitPoints + back } }] },
        );
      },
    },
  };
}

/** Whether the hit's damage was rolled onto a damage card (a card from before kept it in `dealt`). */
function damageRolled(card: CardState, data: AttackCard): boolean {
  return card.used.includes(`damage:${data.target.ref}`) && data.dealt === null;
}

/**
 * The weapon a botch on this card fumbles: the attacker's is the card's own (as the card tells it
 * once it is no longer ready to fight), the defender's the one in its hand.
 */
const weaponOfBotch: WeaponOfBotch<AttackCard> = (data, row, fighter, weaponIds) => {
  if (row.side !== "attack") return weaponInHandOf(fighter, weaponIds);
  const ready = data.weaponId === "" ? FISTS : fighter.weapons[weaponIds.indexOf(data.weaponId)];
  return {
    id: data.weaponId,
    weapon: ready ?? {
      name: data.weaponName,
      category: data.category,
      weight: data.weight,
      damage: data.damage,
      hitPoints: 0,
      natural: false,
      equipped: false,
    },
  };
};

function defenceLine(data: AttackCard): LocalText {
  const row = data.target;
  if (row.defenceless !== null) return text(`${K}.Card.Defenceless.${row.defenceless}`, { name: row.name });
  if (row.defence?.action === "none") return text(`${K}.Card.NoDefence`, { name: row.name });
  if (row.defence === null) return text(`${K}.Card.Awaiting`, { name: row.name });
  return text(`${K}.Card.Defended`, { name: row.name, defence: `${K}.Defence.${row.defence.action}` });
}

function attackView(data: AttackCard, card: CardState, actors: Readonly<Record<string, ActorSnapshot>>): CardView {
  const attacker = card.actors[0] ?? "";
  const row = data.target;
  const outcome = attackOutcome(data);
  const rolls: CardRollView[] = [];
  const defence = row.defence?.check ?? null;
  const beats = defence === null || botched(data, "defence") ? {} : { target: defence.total + 1 };
  if (data.attack !== null)
    rolls.push(
      d20Roll(text(`${K}.Card.AttackRoll`), data.bonus, data.attack, outcome === null ? {} : { ...beats, outcome: outcome.hit ? "success" : "failure" }),
    );
  if (defence !== null && row.defence !== null) {
    const bonus = row.defence.action === "parry" ? (row.parry ?? 0) : row.dodge;
    rolls.push(
      d20Roll(
        text(`${K}.Defence.${row.defence.action}`),
        bonus,
        defence,
        row.defence.action === "parry" && row.penalty < 0 ? { detail: text(`${K}.Card.ParryPenalty`, { penalty: row.penalty }) } : {},
      ),
    );
  }
  rolls.push(...botchRolls(data.botches));
  if (data.dealt !== null) {
    const dealt = data.dealt;
    rolls.push({
      label: text(dealt.critical ? `${K}.Card.DamageCritical` : `${K}.Card.Damage`),
      formula: data.damage,
      dice: dealt.rolled.dice,
      total: dealt.rolled.total,
      detail: text(`${K}.Card.Taken`, { name: row.name, amount: dealt.amount }),
    });
  }
  const lines = [defenceLine(data), ...botchLines(data.botches, actors)];
  if (outcome !== null) lines.push(text(outcome.hit ? (outcome.critical ? `${K}.Card.Critical` : `${K}.Card.Hit`) : `${K}.Card.Miss`, { name: row.name }));
  if (data.criticalUndone) lines.push(text(`${K}.Card.CriticalUndone`));
  const open = data.attack !== null && row.defence === null && !data.botches.some((b) => b.side === "attack" && b.state === "paid");
  const critical = outcome?.critical === true;
  return {
    title: text(`${K}.Card.AttackTitle`, { weapon: data.weaponName, name: row.name }),
    subtitle: text(`${K}.Card.By`, { name: actorName(actors, attacker) }),
    rolls,
    lines,
    buttons: cardButtons(card, [
      { id: "roll", label: text(`${K}.Button.roll`), audience: owner(attacker), tone: "primary", available: data.attack === null },
      { id: `dodge:${row.ref}`, label: text(`${K}.Button.dodge`, { bonus: row.dodge }), audience: owner(row.ref), tone: "defence", available: open },
      {
        id: `parry:${row.ref}`,
        label: text(`${K}.Button.parry`, { bonus: row.parry ?? 0 }),
        audience: owner(row.ref),
        tone: "defence",
        available: open && row.parry !== null,
      },
      { id: `take:${row.ref}`, label: text(`${K}.Button.take`), audience: owner(row.ref), tone: "plain", available: open },
      ...botchOffers(data.botches, actors),
      {
        id: `damage:${row.ref}`,
        label: text(critical ? `${K}.Button.damageCritical` : `${K}.Button.damage`, { name: row.name, dice: data.damage }),
        audience: ownerOrGm(attacker),
        tone: "primary",
        available: outcome?.hit === true && data.dealt === null,
      },
      { id: "uncritical", label: text(`${K}.Button.uncritical`), audience: gm(), tone: "plain", available: critical && !damageRolled(card, data) },
    ]),
  };
}

/** An attack at one target with a weapon from the sheet: the target's Dodge or Parry on the same card, its botches, and the hit's damage. */
export function attackCard(options: D20Options): CardKind {
  return defineCard({
    kind: ATTACK,
    schema: AttackCardSchema,
    starts: { attack: (input) => startAttack(input.actor, input.data, input.targets, input.budget, input.unaware ?? [], input.modifiers) },
    buttons: attackButtons(options),
    view: attackView,
  });
}
