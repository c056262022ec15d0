import { segmentRounds } from "../../engine/clock/shapes";
import { accepted, itemsOfType } from "../../engine/fight/acceptedData";
import type { LoadedItem, RuleSetRuntime } from "../../engine/fight/RuleSetRuntime";
import { D20_ARMOUR, D20_WEAPONS } from "./armoury";
import { GM_POOL } from "./actionDice";
import { enterFight, isStanding, losesActions, readyWeapons, trackLeft, type D20Fighter, type NamedWeapon, fighterDraft, reenteredFighter } from "./fighter";
import { D20 } from "./opposedRoll";
import { D20ActorSchema, D20ArmourSchema, D20OptionsSchema, D20WeaponSchema, type D20Armour } from "./schema";
import { D20_ACTIONS, takeD20Turn } from "./turn";
import { D20_CONDITIONS } from "./conditions";
import { D20_DURATIONS } from "./durations";
import { keptFor } from "../../engine/keptFor";

/**
 * A combatant's weapons and armour as the schemas accepted them, by its list of items: a fight
 * enters a combatant again each time an effect on it begins or ends (a botch's rounds), always
 * with the same items, and checking them anew each time took a large share of a study's time.
 * Read-only, so shared by every fight of a study.
 */
const GEAR = new WeakMap<readonly LoadedItem[], { readonly weapons: readonly NamedWeapon[]; readonly armour: readonly D20Armour[] }>();

function gearOf(items: readonly LoadedItem[]): { readonly weapons: readonly NamedWeapon[]; readonly armour: readonly D20Armour[] } {
  return keptFor(GEAR, items, (all) => ({ weapons: itemsOfType(all, "weapon", D20WeaponSchema), armour: itemsOfType(all, "armour", D20ArmourSchema) }));
}

/** Whether each side buys the other's botches, by the world's options: read once for every entry of a study's fights. */
const BUYS = new WeakMap<object, { readonly pc: boolean; readonly npc: boolean }>();

function buyersOf(options: unknown): { readonly pc: boolean; readonly npc: boolean } {
  const known = typeof options === "object" && options !== null ? BUYS.get(options) : undefined;
  if (known !== undefined) return known;
  const world = accepted(D20OptionsSchema, options, "d20-segments: options");
  // A player character's side buys the GM characters' botches with its own dice; the GM buys the players'.
  const buyers = { pc: world.playersSpendOnBotch, npc: world.gmSpendsOnBotch };
  if (typeof options === "object" && options !== null) BUYS.set(options, buyers);
  return buyers;
}

/**
 * The tiebreak of an initiative bonus, one frozen list for each bonus: every fighter rolls every
 * round, and a list made for each roll was as many objects for the collector.
 */
const TIEBREAKS = new Map<number, readonly number[]>();

function tiebreakOf(bonus: number): readonly number[] {
  let tiebreak = TIEBREAKS.get(bonus);
  if (tiebreak === undefined) {
    tiebreak = Object.freeze([bonus]);
    TIEBREAKS.set(bonus, tiebreak);
  }
  return tiebreak;
}

/** d20-segments for the headless fight: initiative kept, opposed checks with a free defence, botches bought with action dice. */
export const d20SegmentsRuntime: RuleSetRuntime<D20Fighter> = {
  id: "d20-segments",
  clock: segmentRounds,
  actorSchema: D20ActorSchema,
  conditions: D20_CONDITIONS,
  durations: D20_DURATIONS,
  itemSchemas: { weapon: D20WeaponSchema, armour: D20ArmourSchema },
  optionsSchema: D20OptionsSchema,
  vocabulary: { actions: D20_ACTIONS, attacks: ["attack"], spend: [] },
  armoury: { weapon: D20_WEAPONS, armour: D20_ARMOUR },
  combatantFields: {},
  draft: fighterDraft,
  reentered: reenteredFighter,
  enter(who, actor, items, _fields, options) {
    const read = accepted(D20ActorSchema, actor, "d20-segments: actor data");
    const gear = gearOf(items);
    return enterFight(
      who,
      read,
      readyWeapons(read, gear.weapons, (weapon) => weapon),
      gear.armour,
      buyersOf(options)[read.kind],
    );
  },
  tallies: (options) => ({ [GM_POOL]: accepted(D20OptionsSchema, options, "d20-segments: options").gmActionDice }),
  rollInitiative(context, fighter) {
    const die = context.roll(D20).total;
    const total = die + fighter.actor.initiativeBonus;
    if (context.listening)
      context.emit({ type: "initiative", combatant: fighter.id, dice: [die], added: [{ by: fighter.actor.initiativeBonus, why: "initiativeBonus" }], total });
    return { score: total, tiebreak: tiebreakOf(fighter.actor.initiativeBonus) };
  },
  // A round starts with nothing to clear: the rounds a botch takes are effects, which the fight
  // ends when their time is up.
  startRound() {},
  takeTurn: takeD20Turn,
  isStanding,
  trackLeft,
  // A character whose actions are lost keeps its place in the order: the turn itself says it is
  // lost, so the clock never skips a place it would then owe back.
  canAct: isStanding,
  // The round starting is lost while a botch's effect still takes its actions.
  sitsOutRound: losesActions,
};
