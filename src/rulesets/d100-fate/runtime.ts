import { NO_OPTIONS } from "../../engine/schema/noOptions";
import { fixedRounds } from "../../engine/clock/shapes";
import { accepted, itemsOfType } from "../../engine/fight/acceptedData";
import type { LoadedItem, RuleSetRuntime } from "../../engine/fight/RuleSetRuntime";
import { D100_ACTIONS } from "./actions";
import { D100_ARMOUR, D100_WEAPONS, UNARMED } from "./armoury";
import { FATE_USES } from "./fate";
import { enterFight, fighterDraft, isOut, trackLeft, type D100Fighter, type NamedWeapon } from "./fighter";
import { INITIATIVE_DIE, TIEBREAK_DIE, initiative } from "./initiative";
import { fatePlan } from "./policy";
import { D100ActorSchema, D100ArmourSchema, D100WeaponSchema } from "./schema";
import { takeD100Turn } from "./turn";
import { d100ScriptWarnings } from "./scriptWarnings";
import { EMPTY_SLOT_BUDGET, roundAllowanceUsed } from "../../engine/budget/SlotBudget";
import { useFate } from "./attackFlow";
import { D100_CONDITIONS } from "./conditions";
import { D100_DURATIONS } from "./durations";

/** The weapons carried, or bare hands for a combatant who carries none. */
function weaponsOf(items: readonly LoadedItem[]): NamedWeapon[] {
  const weapons: NamedWeapon[] = itemsOfType(items, "weapon", D100WeaponSchema);
  const unarmed = D100_WEAPONS[UNARMED];
  return weapons.length > 0 || unarmed === undefined ? weapons : [{ name: UNARMED, ...unarmed }];
}

/** Still in the fight; one function for every question of it, not a new one for each list of targets. */
const standing = (fighter: D100Fighter): boolean => !isOut(fighter);

/** d100-fate for the headless fight: fixed initiative, one turn a round, Fate spent by the policy or the script. */
export const d100FateRuntime: RuleSetRuntime<D100Fighter> = {
  id: "d100-fate",
  clock: fixedRounds,
  actorSchema: D100ActorSchema,
  conditions: D100_CONDITIONS,
  durations: D100_DURATIONS,
  itemSchemas: { weapon: D100WeaponSchema, armour: D100ArmourSchema },
  optionsSchema: NO_OPTIONS,
  vocabulary: {
    actions: D100_ACTIONS.filter((a) => a.kind !== "reaction").map((a) => a.id),
    attacks: D100_ACTIONS.filter((a) => a.attack !== undefined).map((a) => a.id),
    spend: FATE_USES.map((u) => u.id),
  },
  armoury: { weapon: D100_WEAPONS, armour: D100_ARMOUR },
  combatantFields: {},
  scriptWarnings: d100ScriptWarnings,
  draft: fighterDraft,
  enter: (who, actor, items) =>
    enterFight(who, accepted(D100ActorSchema, actor, "d100-fate: actor data"), weaponsOf(items), itemsOfType(items, "armour", D100ArmourSchema)),
  rollInitiative(context, fighter) {
    const die = context.roll(INITIATIVE_DIE).total;
    const rollOff = context.roll(TIEBREAK_DIE).total;
    const spendsFate = fighter.fate > 0 && fatePlan(context.script(fighter.id)).initiative && useFate(context, fighter.id, "initiative");
    const score = initiative(die, fighter.actor.agility, rollOff, spendsFate);
    if (context.listening) {
      // A Fate Point counts the die as a 10: the difference is what it added.
      const added = [...(score.die === die ? [] : [{ by: score.die - die, why: "fate" }]), { by: score.total - score.die, why: "agilityBonus" }];
      context.emit({
        type: "initiative",
        combatant: fighter.id,
        dice: [die],
        added,
        total: score.total,
        note: `tie-break: Agility ${fighter.actor.agility}, roll-off ${rollOff}`,
      });
    }
    return { score: score.total, tiebreak: score.tiebreak };
  },
  startRound(context) {
    // A new round gives back the Reaction; the turn's own spends are cleared by the next turn
    // (`takeD100Turn`), so a fighter that did not react is not copied here.
    for (const fighter of context.fighters()) {
      if (!roundAllowanceUsed(fighter.budget)) continue;
      const fresh = fighterDraft(fighter);
      fresh.budget = EMPTY_SLOT_BUDGET;
      context.replace(fresh);
    }
  },
  takeTurn: takeD100Turn,
  isStanding: standing,
  trackLeft,
  canAct: standing,
};
