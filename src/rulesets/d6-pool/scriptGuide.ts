import type { ScriptGuide } from "../ScriptGuide";
import { D6_ACTIONS, DEFENCE_SKILL, defenceAction, type D6ActionId } from "./actions";
import { LUCK_USES } from "./luck";
import { MOST_AIM_DICE } from "./rollCode";

/** What an action takes of what the turn declared, and what it does. */
function row(id: D6ActionId): { readonly costs: string; readonly does: string } {
  const defence = defenceAction(id);
  if (defence !== null) {
    const skill = DEFENCE_SKILL[defence.kind];
    return defence.extent === "full"
      ? {
          costs: "every action declared: the round's only action",
          does: `rolls ${skill}; the total plus 10 is the difficulty of every attack on it until its next turn`,
        }
      : {
          costs: "one declared action",
          does: `rolls ${skill} at the round's penalty; the total is the difficulty of every attack on it until its next turn, even below 10${defence.kind === "dodge" ? "" : " (a blow, never a shot)"}`,
        };
  }
  switch (id) {
    case "attack":
      return {
        costs: "one declared action",
        does: "rolls the weapon's skill at the round's penalty against the target's difficulty (its defence in force, else 10, plus cover and, on a map, the range band); refused beyond the weapon's range",
      };
    case "aim":
      return { costs: "the whole round: declare one action", does: `+1D to the next firearms roll for each round aimed in a row, at most +${MOST_AIM_DICE}D` };
    default:
      return {
        costs: "one declared action",
        does: "ends the turn; the actions listed after it are held, and a dodge, block or parry among them is rolled when an enemy attacks, after its roll",
      };
  }
}

const USES: Readonly<Record<string, string>> = {
  fate: "a Fate Point at the start of its turn: every code it rolls this round doubled (never initiative)",
  initiative: "a Character Point: one more die on this round's initiative",
  attack: "Character Points on an attack that falls short, one at a time, at most two",
  defence: "Character Points on a dodge, block or parry, at most two",
  resist: "Character Points on a resistance roll that would leave it incapacitated or worse, at most two",
};

export const D6_SCRIPT_GUIDE: ScriptGuide = {
  actions: D6_ACTIONS.map((id) => ({ id, ...row(id) })),
  spend: LUCK_USES.map((use) => ({ id: use, does: USES[use] ?? use })),
  weapon: "An attack is made with the first weapon listed, else bare hands (brawling, Strength Damage alone); a parry needs a melee weapon in the list.",
};
