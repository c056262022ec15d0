import type { AppliedModifier } from "../../../../engine/play/RollModifiers";
import { modifiedCode } from "../../modifiers";
import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import type { ButtonPress, CardButton } from "../../../../engine/play/ButtonPress";
import type { CardTransition } from "../../../../engine/play/CardRules";
import { allow, refuse, type Outcome } from "../../../../engine/Refusal";
import { defenceMeets } from "../../actions";
import { blockConsequence, difficultyAgainst } from "../../activeDefence";
import { attackHits, damageBonus } from "../../combatDifficulty";
import { damageCode, ownDamage } from "../../damage";
import { formatDieCode } from "../../dieCode";
import { actorNow, codeThisRound, parryingWeapon } from "../../fighter";
import type { ComplicationRule } from "../../WildDie";
import { budgetOf, inRound } from "../budget";
import { fighterOf, weaponById } from "../snapshot";
import { startDamage } from "./damageCard";
import { pressed, type AttackCard, type AttackTarget, type Injury } from "./cardData";
import { codeDice, pointButton, poolFrom, rollButton, totalOf } from "./tableRoll";

export const ATTACK = "attack";

/** Round ends a new stun lasts: the one it was taken in, and the next. */

/**
 * An attack from a weapon on the sheet at the one targeted token. The target's defence in force
 * (from its own turn, in its budget) sets the difficulty now; the action is taken from the
 * attacker's budget; the roll follows at once.
 */
export function startAttack(
  attacker: ActorSnapshot,
  data: Readonly<Record<string, string>>,
  targets: readonly ActorSnapshot[],
  budgets: { readonly own: unknown; readonly targets: Readonly<Record<string, unknown>> },
  rule: ComplicationRule,
  chosen: readonly AppliedModifier[] = [],
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
    difficulty: difficultyAgainst(defence, []),
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

export function attackButtons(rule: ComplicationRule): Readonly<Record<string, CardButton<AttackCard>>> {
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
