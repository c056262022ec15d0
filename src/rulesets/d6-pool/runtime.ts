import { UNDECLARED } from "../../engine/budget/DeclaredBudget";
import { rerolledRounds } from "../../engine/clock/shapes";
import { accepted, itemsOfType } from "../../engine/fight/acceptedData";
import type { InitiativeRoll, RuleSetRuntime } from "../../engine/fight/RuleSetRuntime";
import type { FightContext } from "../../engine/fight/FightContext";
import { D6_ARMOUR, D6_WEAPONS } from "./armoury";
import { D6_ACTIONS } from "./actions";
import { enterFight, fighterWith, isStanding, mayTakeTurn, trackLeft, type D6Fighter, fighterDraft } from "./fighter";
import { formatDieCode, quietPoolRequest } from "./dieCode";
import { initiativeTotal, perceptionPool } from "./initiative";
import { CHARACTER_POINT_DIE, LUCK_USES, QUIET_CHARACTER_POINT_DIE, spendPoint } from "./luck";
import { wantsPoints } from "./policy";
import { D6ActorSchema, D6ArmourSchema, D6OptionsSchema, D6WeaponSchema } from "./schema";
import { takeD6Turn } from "./turn";
import { poolParts } from "./throwPool";
import { d6ScriptWarnings } from "./scriptWarnings";
import { D6_COMBATANT_FIELDS, readD6Fields } from "./scenarioFields";
import { distanceApart } from "./position";
import { poolFaces } from "./WildDie";
import { D6_CONDITIONS } from "./conditions";
import { D6_DURATIONS } from "./durations";
import { d6CustomChange } from "./stun";

/** Equal totals act together, so nothing splits them: one shared empty list for every roll of every round. */
const NO_TIEBREAK: readonly number[] = [];

/** The one roll each group made this round in one fight, by group: who rolled it and its score. */
interface GroupRolls {
  round: number;
  readonly byGroup: Map<string, { readonly roller: string; readonly score: number }>;
}

/**
 * Each fight's group rolls, by its context: kept beside the fighters rather than on them, since a
 * fighter copied to hold its group's score cost every round two copies and a scan of everyone.
 */
const GROUP_ROLLS = new WeakMap<FightContext<D6Fighter>, GroupRolls>();

/**
 * The fight last asked, in front of the weak map: a round's initiative asks for one fight's
 * rolls member after member. Always the map's own entry for that fight.
 */
let lastAsked: { readonly context: FightContext<D6Fighter>; readonly rolls: GroupRolls } | null = null;

/** The fight's group rolls of the round under way, last round's forgotten. */
function groupRollsOf(context: FightContext<D6Fighter>): GroupRolls {
  const round = context.when.round;
  let rolls = lastAsked?.context === context ? lastAsked.rolls : GROUP_ROLLS.get(context);
  if (rolls === undefined) {
    rolls = { round, byGroup: new Map() };
    GROUP_ROLLS.set(context, rolls);
  } else if (rolls.round !== round) {
    rolls.round = round;
    rolls.byGroup.clear();
  }
  if (lastAsked?.context !== context) lastAsked = { context, rolls };
  return rolls;
}

/** The score another member of the fighter's group already rolled this round, if one did. */
function groupScore(rolls: GroupRolls, group: string, fighter: D6Fighter): number | null {
  const rolled = rolls.byGroup.get(group);
  return rolled === undefined || rolled.roller === fighter.id ? null : rolled.score;
}

/** A fighter's initiative score for the round, kept for the rest of its group when it has one. */
function keptForGroup(rolls: GroupRolls | null, fighter: D6Fighter, score: number): InitiativeRoll {
  if (rolls !== null && fighter.initiativeGroup !== null) rolls.byGroup.set(fighter.initiativeGroup, { roller: fighter.id, score });
  return { score, tiebreak: NO_TIEBREAK };
}

/** d6-pool for the headless fight: initiative rolled every round, actions declared, defences held until the next turn. */
export const d6PoolRuntime: RuleSetRuntime<D6Fighter> = {
  id: "d6-pool",
  clock: rerolledRounds,
  actorSchema: D6ActorSchema,
  conditions: D6_CONDITIONS,
  durations: D6_DURATIONS,
  customChange: d6CustomChange,
  itemSchemas: { weapon: D6WeaponSchema, armour: D6ArmourSchema },
  optionsSchema: D6OptionsSchema,
  vocabulary: { actions: D6_ACTIONS, attacks: ["attack"], spend: LUCK_USES },
  armoury: { weapon: D6_WEAPONS, armour: D6_ARMOUR },
  combatantFields: D6_COMBATANT_FIELDS,
  scriptWarnings: d6ScriptWarnings,
  draft: fighterDraft,
  // Squares on the map, where a scenario gives them: a combatant may then target the nearest.
  distance: distanceApart,
  enter: (who, actor, items, fields, options) =>
    enterFight(
      who,
      accepted(D6ActorSchema, actor, "d6-pool: actor data"),
      itemsOfType(items, "weapon", D6WeaponSchema),
      itemsOfType(items, "armour", D6ArmourSchema),
      accepted(D6OptionsSchema, options, "d6-pool: options").complication,
      readD6Fields(fields),
    ),
  rollInitiative(context, fighter) {
    // Identical foes: the GM's one roll for the group this round stands for every member.
    const group = fighter.initiativeGroup;
    const rolls = group === null ? null : groupRollsOf(context);
    const shared = rolls === null || group === null ? null : groupScore(rolls, group, fighter);
    if (shared !== null) {
      if (context.listening)
        context.emit({ type: "initiative", combatant: fighter.id, dice: [], total: shared, note: `one roll for the group ${group ?? ""}` });
      return { score: shared, tiebreak: NO_TIEBREAK };
    }
    // The one luck the source allows on initiative: a Character Point, one more die.
    const spent = wantsPoints(context.script(fighter.id), "initiative") ? spendPoint(fighter.characterPoints, "character") : null;
    if (spent?.ok === true) {
      context.replace(fighterWith(fighter, { characterPoints: spent.value }));
      if (context.listening) context.emit({ type: "resource", combatant: fighter.id, resource: "characterPoints", use: "initiative", remaining: spent.value });
    }
    const code = fighter.codes.perception;
    const pool = perceptionPool(code);
    if (!context.listening && pool !== null) {
      // Quiet, the score is all that is read: the same dice in the same order, no lists or readings built.
      const perceived = context.roll(quietPoolRequest(code, fighter.complication)).total + fighter.initiativeBonus;
      const total = spent?.ok === true ? perceived + context.roll(QUIET_CHARACTER_POINT_DIE).total : perceived;
      return keptForGroup(rolls, fighter, total);
    }
    const perception = pool === null ? [] : [context.roll(pool)];
    const outcomes = spent?.ok === true ? [...perception, context.roll(CHARACTER_POINT_DIE)] : perception;
    const score = initiativeTotal(code, outcomes, fighter.initiativeBonus, fighter.complication);
    if (context.listening) {
      const dice = outcomes.flatMap((outcome) => poolFaces(outcome).dice);
      const note =
        pool === null
          ? `Perception ${formatDieCode(code)} cannot be relied on: no dice to roll`
          : score.complication
            ? "complication on the Wild Die"
            : undefined;
      // Whatever the faces, the pips and the bonus do not account for is what a complication took off.
      const taken = dice.reduce((sum, face) => sum + face, code.pips + fighter.initiativeBonus) - score.total;
      const added = [
        ...poolParts(code.pips, taken === 0 ? [] : [taken]),
        ...(fighter.initiativeBonus === 0 ? [] : [{ by: fighter.initiativeBonus, why: "initiativeBonus" }]),
      ];
      context.emit(
        note === undefined
          ? { type: "initiative", combatant: fighter.id, dice, added, total: score.total }
          : { type: "initiative", combatant: fighter.id, dice, added, total: score.total, note },
      );
    }
    return keptForGroup(rolls, fighter, score.total);
  },
  startRound(context) {
    for (const fighter of context.fighters()) {
      // A turn declares afresh, so last round's declaration needs no clearing here; what outlasts
      // a turn (a wait, Fate on the round) does, and only fighters holding one are replaced. A
      // stun is an effect, which the fight ends when its time is up.
      if (!fighter.waiting && fighter.held.length === 0 && !fighter.fateThisRound) continue;
      context.replace(fighterWith(fighter, { budget: UNDECLARED, waiting: false, held: [], fateThisRound: false }));
    }
  },
  takeTurn: takeD6Turn,
  isStanding,
  trackLeft,
  canAct: mayTakeTurn,
};
