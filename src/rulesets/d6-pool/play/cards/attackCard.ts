import { type Static } from "@sinclair/typebox";
import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import type { ButtonPress, CardButton } from "../../../../engine/play/ButtonPress";
import { cardButtons, owner, ownerOrGm } from "../../../../engine/play/cardButtons";
import { actorName, pressed } from "../../../../engine/play/cardData";
import { defineCard, type CardKind } from "../../../../engine/play/CardKind";
import type { CardState, CardTransition } from "../../../../engine/play/CardRules";
import type { CardRollView, CardView } from "../../../../engine/play/CardView";
import { text } from "../../../../engine/text/LocalText";
import type { AppliedModifier } from "../../../../engine/play/RollModifiers";
import { allow, refuse, type Outcome } from "../../../../engine/Refusal";
import * as Type from "../../../../engine/schema/TypeBuilders";
import { defenceMeets } from "../../actions";
import { blockConsequence, difficultyAgainst } from "../../activeDefence";
import { attackHits, damageBonus, type DifficultyModifier } from "../../combatDifficulty";
import type { ReachOnCard } from "../../../../engine/play/reachOnCard";
import { damageCode, ownDamage } from "../../damage";
import { formatDieCode } from "../../dieCode";
import { actorNow, codeThisRound, parryingWeapon } from "../../fighter";
import { modifiedCode } from "../../modifiers";
import type { ComplicationRule } from "../../WildDie";
import { budgetOf, inRound } from "../budget";
import { fighterOf, weaponById } from "../snapshot";
import { damageRoll, InjurySchema, startDamage, type Injury } from "./damageCard";
import { DefenceKindSchema } from "./defenceCard";
import { codeDice, codeLines, CodeSchema, pointButton, pointOffer, pointRolls, poolFrom, poolRoll, ROLLED, rollButton, totalOf } from "./rolledPool";

const K = "TURNWRIGHT.D6Pool";

const ATTACK = "attack";

const AttackTargetSchema = Type.Object({
  ref: Type.String(),
  name: Type.String(),
  defence: Type.Union([Type.Object({ kind: DefenceKindSchema, total: Type.Integer(), full: Type.Boolean() }), Type.Null()]),
  difficulty: Type.Integer({ minimum: 3 }),
  /** The target's hand weapon when its defence is a parry: a blade that parries a fist cuts it. */
  guard: Type.Union([Type.Object({ sharp: Type.Boolean(), damage: Type.String() }), Type.Null()]),
  hit: Type.Union([Type.Boolean(), Type.Null()]),
  /** What the target takes: the blow as it lands, a blade's own damage on a block, or nothing. */
  injury: Type.Union([InjurySchema, Type.Null()]),
  /** What the attacker takes from a blade that parried its bare hand. */
  backlash: Type.Union([InjurySchema, Type.Null()]),
});
type AttackTarget = Static<typeof AttackTargetSchema>;

const AttackCardSchema = Type.Object({
  weaponId: Type.String(),
  weaponName: Type.String(),
  sharp: Type.Boolean(),
  /** The blow as it lands (Strength Damage added for a `+` code), and the weapon's own damage alone. */
  damage: CodeSchema,
  ownDamage: CodeSchema,
  skill: Type.Union([Type.Literal("brawling"), Type.Literal("meleeCombat"), Type.Literal("firearms")]),
  ...ROLLED,
  target: AttackTargetSchema,
});
type AttackCard = Static<typeof AttackCardSchema>;

/**
 * An attack from a weapon on the sheet at the one targeted token. The target's defence in force
 * (from its own turn, in its budget) sets the difficulty now; the action is taken from the
 * attacker's budget; the roll follows at once.
 */
function startAttack(
  attacker: ActorSnapshot,
  data: Readonly<Record<string, string>>,
  targets: readonly ActorSnapshot[],
  budgets: { readonly own: unknown; readonly targets: Readonly<Record<string, unknown>> },
  rule: ComplicationRule,
  chosen: readonly AppliedModifier[] = [],
  reach: Readonly<Record<string, ReachOnCard>> = {},
): Outcome<CardTransition> {
  const [target] = targets;
  if (target === undefined) return refuse("no-target", "Target a token first: an attack needs a target", {});
  if (targets.length > 1) return refuse("one-target", "Target one token: an attack is made at one target", { count: targets.length });
  const read = fighterOf(attacker, rule);
  if (!read.ok) return read;
  const weapon = weaponById(read.value, data["item"] ?? "");
  if (weapon === undefined) return refuse("no-weapon", `${attacker.name} has no such weapon`, { name: attacker.name });
  const defender = fighterOf(target, rule);
  if (!defender.ok) return defender;
  const fighter = inRound(read.value.fighter, budgets.own);
  const rolled = codeThisRound(fighter, weapon.skill);
  const code = rolled.ok ? modifiedCode(rolled.value, chosen) : rolled;
  if (!code.ok) return code;
  const held = budgets.targets[target.ref] === undefined ? null : budgetOf(budgets.targets[target.ref]).defence;
  const defence = held !== null && defenceMeets(held.kind, weapon.skill) ? held : null;
  const parry = defence?.kind === "parry" ? parryingWeapon(defender.value.fighter) : undefined;
  const row: AttackTarget = {
    ref: target.ref,
    name: target.name,
    defence: defence === null ? null : { kind: defence.kind, total: defence.total, full: defence.full },
    difficulty: difficultyAgainst(defence, rangeModifiers(reach, target.ref)),
    guard: parry === undefined ? null : { sharp: parry.sharp, damage: parry.damage },
    hit: null,
    injury: null,
    backlash: null,
  };
  const card: AttackCard = {
    weaponId: data["item"] ?? "",
    weaponName: weapon.name,
    sharp: weapon.sharp,
    damage: formatDieCode(damageCode(weapon, actorNow(fighter))),
    ownDamage: formatDieCode(ownDamage(weapon)),
    skill: weapon.skill,
    code: formatDieCode(code.value),
    penalty: Math.max(0, (fighter.budget.declared ?? 1) - 1),
    fate: fighter.fateThisRound,
    result: null,
    points: [],
    target: row,
  };
  const transition: CardTransition = {
    card: { kind: ATTACK, actors: [attacker.ref, target.ref], data: card, used: [] },
    spawn: [],
    changes: [],
    follow: "roll",
  };
  return allow(budgets.own === undefined ? transition : { ...transition, spend: { actor: attacker.ref, action: "attack" } });
}

/** The range band's part of the difficulty, where the GM's game measured the target's distance on the scene. */
function rangeModifiers(reach: Readonly<Record<string, ReachOnCard>>, ref: string): DifficultyModifier[] {
  const modifier = Object.hasOwn(reach, ref) ? reach[ref]?.modifier : undefined;
  return modifier === undefined ? [] : [{ source: "range", value: modifier }];
}

const injury = (code: string, bonus: number): Injury => ({ code, bonus, damage: null, resistance: null, wound: null });

/**
 * The attack's outcome at its total: a hit or a miss against the difficulty, and what reaches
 * whom. A dodge (or nothing) lets a hit land; a block or a parry follows the source's rules for
 * blades and bare hands. Refused once damage has been rolled: nothing may change after that.
 */
function settle(data: AttackCard): Outcome<AttackCard> {
  const total = totalOf(data);
  const row = data.target;
  if (total === null) return refuse("card-not-rolled", "Roll the attack first", {});
  const rolledAlready = (found: Injury | null): boolean => found !== null && found.damage !== null;
  if (rolledAlready(row.injury) || rolledAlready(row.backlash)) return refuse("attack-settled", "Damage is rolled already: the attack is settled", {});
  const hit = attackHits(total, row.difficulty);
  const bonus = hit ? damageBonus(total, row.difficulty) : 0;
  if (row.defence === null || row.defence.kind === "dodge")
    return allow({ ...data, target: { ...row, hit, injury: hit ? injury(data.damage, bonus) : null, backlash: null } });
  const meeting = blockConsequence({
    attack: { bareHanded: data.weaponId === "" || data.skill === "brawling", sharp: data.sharp },
    defence: { bareHanded: row.guard === null, sharp: row.guard?.sharp ?? false, damage: row.guard?.damage ?? null },
    blocked: !hit,
  });
  const reaches = meeting.defenderTakes === "as-hit" ? injury(data.damage, bonus) : meeting.defenderTakes === "weapon-alone" ? injury(data.ownDamage, 0) : null;
  return allow({
    ...data,
    target: { ...row, hit, injury: reaches, backlash: meeting.attackerTakes === null ? null : injury(formatDieCode(meeting.attackerTakes), 0) },
  });
}

/**
 * The damage roll of an injury the attack settled, on whoever deals it (the attacker, or for a
 * parrying blade's backlash the parrier): it makes a damage card, which each defender then takes
 * through its own resistance roll when the damage is dealt (see damageCard.ts).
 */
function injuryButton(which: "injury" | "backlash", rule: ComplicationRule): CardButton<AttackCard> {
  const pending = (press: ButtonPress<AttackCard>): Outcome<Injury> => {
    const found = press.data.target[which];
    if (found === null) return refuse("nothing-to-roll", "Nothing reaches anyone to roll damage for", {});
    if (found.damage !== null) return refuse("card-used", "That damage is rolled already", {});
    return allow(found);
  };
  return {
    dice(press) {
      const open = pending(press);
      return open.ok ? allow(codeDice(open.value.code)) : open;
    },
    resolve(press, outcomes) {
      const open = pending(press);
      if (!open.ok) return open;
      const damage = poolFrom(outcomes[0], rule, open.value.code);
      if (!damage.ok) return damage;
      const attacker = press.card.actors[0] ?? "";
      const target = press.data.target.ref;
      const data: AttackCard = { ...press.data, target: { ...press.data.target, [which]: { ...open.value, damage: damage.value } } };
      const spawned =
        which === "injury"
          ? startDamage(press.data.weaponName, open.value, damage.value, attacker, target, false)
          : startDamage(press.data.weaponName, open.value, damage.value, target, attacker, true);
      return allow({ card: pressed(press.card, data, press.button), spawn: [spawned], changes: [] });
    },
  };
}

function attackButtons(rule: ComplicationRule): Readonly<Record<string, CardButton<AttackCard>>> {
  return {
    roll: rollButton<AttackCard>(rule, "This attack is rolled already", (data, press) => {
      const settled = settle(data);
      return settled.ok ? allow({ card: pressed(press.card, settled.value, press.button), spawn: [], changes: [] }) : settled;
    }),
    point: pointButton<AttackCard>(rule, settle),
    damage: injuryButton("injury", rule),
    backlash: injuryButton("backlash", rule),
  };
}

/** An injury's rolls as the attack card keeps them: a card from before the damage card rolled the resistance beside the damage. */
function injuryRolls(injury: Injury | null, whose: string): CardRollView[] {
  if (injury === null || injury.damage === null) return [];
  if (injury.resistance === null) return [damageRoll(injury.code, injury.bonus, injury.damage)];
  return [
    damageRoll(injury.code, injury.bonus, injury.damage),
    poolRoll(
      text(`${K}.Card.Resistance`, { name: whose }),
      "",
      injury.resistance,
      injury.wound === null ? {} : { detail: text(`${K}.Card.Wound`, { name: whose, wound: `${K}.Wound.${injury.wound}` }) },
    ),
  ];
}

function attackView(rule: ComplicationRule) {
  return (data: AttackCard, card: CardState, actors: Readonly<Record<string, ActorSnapshot>>): CardView => {
    const attacker = card.actors[0] ?? "";
    const row = data.target;
    const total = totalOf(data);
    const lines = codeLines(data);
    lines.push(
      row.defence === null
        ? text(`${K}.Card.Passive`, { name: row.name, difficulty: row.difficulty })
        : text(row.defence.full ? `${K}.Card.AgainstFull` : `${K}.Card.Against`, {
            name: row.name,
            defence: `${K}.Defence.${row.defence.kind}`,
            difficulty: row.difficulty,
          }),
    );
    const rolls: CardRollView[] = [];
    if (data.result !== null && total !== null) {
      rolls.push(
        poolRoll(
          text(`${K}.Card.AttackRoll`),
          data.code,
          data.result,
          data.points.length > 0 ? {} : { target: row.difficulty, outcome: row.hit === true ? "success" : "failure" },
        ),
      );
      rolls.push(...pointRolls(data.points));
      if (data.points.length > 0)
        rolls.push({
          label: text(`${K}.Card.WithPoints`),
          formula: "",
          dice: [],
          total,
          target: row.difficulty,
          outcome: row.hit === true ? "success" : "failure",
        });
    }
    if (row.injury !== null && row.defence !== null && row.defence.kind !== "dodge" && row.hit === false)
      lines.push(text(`${K}.Card.BladeThrough`, { name: row.name }));
    if (row.backlash !== null) lines.push(text(`${K}.Card.Backlash`, { name: actorName(actors, attacker) }));
    rolls.push(...injuryRolls(row.injury, row.name), ...injuryRolls(row.backlash, actorName(actors, attacker)));
    const settled = (row.injury?.damage ?? null) !== null || (row.backlash?.damage ?? null) !== null;
    return {
      title: text(`${K}.Card.AttackTitle`, { weapon: data.weaponName, name: row.name }),
      subtitle: text(`${K}.Card.By`, { name: actorName(actors, attacker) }),
      rolls,
      lines,
      buttons: cardButtons(card, [
        { id: "roll", label: text(`${K}.Button.roll`, { code: data.code }), audience: owner(attacker), tone: "primary", available: data.result === null },
        pointOffer(card, data, actors, rule, !settled),
        {
          id: `damage:${row.ref}`,
          label: text(`${K}.Button.damage`, { name: row.name, code: row.injury?.code ?? data.damage }),
          audience: ownerOrGm(attacker),
          tone: "primary",
          available: row.injury !== null && row.injury.damage === null,
        },
        {
          id: `backlash:${row.ref}`,
          label: text(`${K}.Button.backlash`, { name: actorName(actors, attacker), code: row.backlash?.code ?? "" }),
          audience: ownerOrGm(row.ref),
          tone: "plain",
          available: row.backlash !== null && row.backlash.damage === null,
        },
      ]),
    };
  };
}

/** An attack at one target with a weapon from the sheet: its roll, Character Points, and the damage of what reaches whom. */
export function attackCard(rule: ComplicationRule): CardKind {
  return defineCard({
    kind: ATTACK,
    schema: AttackCardSchema,
    starts: {
      attack: (input) =>
        startAttack(input.actor, input.data, input.targets, { own: input.budget, targets: input.targetBudgets ?? {} }, rule, input.modifiers, input.reach),
    },
    buttons: attackButtons(rule),
    view: attackView(rule),
  });
}
