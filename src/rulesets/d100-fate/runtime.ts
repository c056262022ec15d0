import { Type } from "@sinclair/typebox";
import { fixedRounds } from "../../engine/clock/shapes";
import type { LoadedItem, RuleSetRuntime } from "../../engine/fight/RuleSetRuntime";
import { D100_ACTIONS } from "./actions";
import { D100_ARMOUR, D100_WEAPONS, UNARMED } from "./armoury";
import { FATE_USES } from "./fate";
import { enterFight, isOut, type D100Fighter, type NamedArmour, type NamedWeapon } from "./fighter";
import { INITIATIVE_DIE, TIEBREAK_DIE, initiative } from "./initiative";
import { fatePlan } from "./policy";
import { D100ActorSchema, D100ArmourSchema, D100WeaponSchema, type D100Actor, type D100Armour, type D100Weapon } from "./schema";
import { takeD100Turn } from "./turn";
import { EMPTY_SLOT_BUDGET } from "../../engine/budget/SlotBudget";
import { useFate } from "./attackFlow";
import { Value } from "@sinclair/typebox/value";

function asActor(actor: unknown): D100Actor {
  if (!Value.Check(D100ActorSchema, actor)) throw new TypeError("d100-fate: actor data was not validated before the fight");
  return actor;
}

function weaponsOf(items: readonly LoadedItem[]): NamedWeapon[] {
  const weapons: NamedWeapon[] = [];
  for (const item of items) {
    const data: unknown = item.data;
    if (item.type === "weapon" && Value.Check(D100WeaponSchema, data)) weapons.push({ name: item.name, ...(data satisfies D100Weapon) });
  }
  const unarmed = D100_WEAPONS[UNARMED];
  return weapons.length > 0 || unarmed === undefined ? weapons : [{ name: UNARMED, ...unarmed }];
}

function armourOf(items: readonly LoadedItem[]): NamedArmour[] {
  const pieces: NamedArmour[] = [];
  for (const item of items) {
    const data: unknown = item.data;
    if (item.type === "armour" && Value.Check(D100ArmourSchema, data)) pieces.push({ name: item.name, ...(data satisfies D100Armour) });
  }
  return pieces;
}

/** d100-fate for the headless fight: fixed initiative, one turn a round, Fate spent by the policy or the script. */
export const d100FateRuntime: RuleSetRuntime<D100Fighter> = {
  id: "d100-fate",
  clock: fixedRounds,
  actorSchema: D100ActorSchema,
  itemSchemas: { weapon: D100WeaponSchema, armour: D100ArmourSchema },
  optionsSchema: Type.Object({}, { additionalProperties: false }),
  vocabulary: { actions: D100_ACTIONS.filter((a) => a.kind !== "reaction").map((a) => a.id), spend: FATE_USES.map((u) => u.id) },
  armoury: { weapon: D100_WEAPONS, armour: D100_ARMOUR },
  combatantFields: {},
  enter: (who, actor, items) => enterFight(who, asActor(actor), weaponsOf(items), armourOf(items)),
  rollInitiative(context, fighter) {
    const die = context.roll(INITIATIVE_DIE).total;
    const rollOff = context.roll(TIEBREAK_DIE).total;
    const spendsFate = fighter.fate > 0 && fatePlan(context.script(fighter.id)).initiative && useFate(context, fighter.id, "initiative");
    const score = initiative(die, fighter.actor.agility, rollOff, spendsFate);
    context.emit({ type: "initiative", combatant: fighter.id, dice: [die], total: score.total, note: `tie-break: Agility ${fighter.actor.agility}, roll-off ${rollOff}` });
    return { score: score.total, tiebreak: score.tiebreak };
  },
  startRound(context) {
    for (const fighter of context.fighters()) if (fighter.budget !== EMPTY_SLOT_BUDGET) context.replace({ ...fighter, budget: EMPTY_SLOT_BUDGET });
  },
  takeTurn: takeD100Turn,
  isStanding: (fighter) => !isOut(fighter),
  canAct: (fighter) => !isOut(fighter),
};
