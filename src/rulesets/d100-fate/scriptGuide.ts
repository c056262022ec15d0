import type { ScriptGuide } from "../ScriptGuide";
import { D100_ACTIONS, type D100Action } from "./actions";
import { FATE_TEST_BONUS, FATE_USES } from "./fate";

const signed = (value: number): string => (value < 0 ? `−${-value}` : `+${value}`);

const COSTS: Readonly<Record<D100Action["kind"], string>> = {
  full: "a Full Action",
  half: "a Half Action",
  free: "a Free Action",
  reaction: "the round's Reaction",
};

const BURSTS = {
  single: "one shot or blow",
  semi: "a hit for every two degrees of success past the first, up to the weapon's semi-auto rate",
  full: "a hit for every degree past the first, up to its full-auto rate",
} as const;

/** What an action does, from its row of the table: an attack's test and hits, an aim's bonus, a move's words. */
function does(action: D100Action): string {
  const attack = action.attack;
  if (attack !== undefined) {
    const skill =
      attack.weapon === "melee"
        ? "Weapon Skill test"
        : attack.weapon === "ranged"
          ? "Ballistic Skill test"
          : "Weapon Skill (melee) or Ballistic Skill (ranged) test";
    return `a ${skill} at ${signed(attack.modifier)}, ${BURSTS[attack.burst]}${action.id === "charge" ? ", closing in first" : ""}`;
  }
  const aim = action.aim;
  if (aim !== undefined) return `${signed(aim)} to its next attack test`;
  const words: Record<string, string> = {
    move: "moves (the headless fight keeps no positions)",
    run: "runs (the headless fight keeps no positions)",
    ready: "readies a weapon",
    standUp: "stands up from prone",
  };
  return words[action.id] ?? action.name;
}

const WHEN: Readonly<Record<string, string>> = {
  reroll: "after a failed attack or defence test, once a test: the re-roll stands",
  bonus: `before a test: ${signed(FATE_TEST_BONUS)} to it`,
  degree: "after a successful test: one more degree of success",
  initiative: "at initiative: the die counts as 10",
  soak: "after damage that reaches Critical Damage: 1d10 of the Wounds taken back",
  unstun: "while Stunned: no longer Stunned",
  refresh: "while fatigued: all Fatigue gone",
};

/** The turn's actions (the Reactions, Dodge and Parry, are no script step: the defender takes the better one it may). */
export const D100_SCRIPT_GUIDE: ScriptGuide = {
  actions: D100_ACTIONS.filter((action) => action.kind !== "reaction").map((action) => ({ id: action.id, costs: COSTS[action.kind], does: does(action) })),
  spend: FATE_USES.map((use) => ({ id: use.id, does: `${use.name}: ${WHEN[use.id] ?? use.offered}` })),
  weapon:
    "An attack that needs a melee weapon (All Out Attack, Charge) uses the first melee weapon listed, a burst the first ranged one, and a Standard Attack the first ranged weapon, else the first melee one.",
};
