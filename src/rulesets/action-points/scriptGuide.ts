import type { ScriptGuide } from "../ScriptGuide";
import { LOCATION_RULES, LOCATIONS } from "./hitLocation";

/** Each called shot: its MTN penalty and what a hit there does, from the location's rule. */
const CALLED = LOCATIONS.map((location) => {
  const rule = LOCATION_RULES[location];
  const effect =
    rule.multiplier > 1 ? `, damage after armour ×${rule.multiplier}` : rule.testOrProne ? ", a Stamina test against the damage or the target falls prone" : "";
  return { id: `attack:${location}`, costs: "the weapon's AP + EV + 1", does: `+${rule.calledPenalty} to its MTN${effect}` };
});

export const AP_SCRIPT_GUIDE: ScriptGuide = {
  actions: [
    {
      id: "attack",
      costs: "the weapon's AP + EV",
      does: "Agility (Perception with a ranged weapon) against the MTN less Combat; the target's defence against the MTN less Defense; where the hit lands on a d20",
    },
    ...CALLED,
    { id: "fullDefense", costs: "nothing", does: "adds Defense to its AP this round (lost from next round's AP if it then attacks)" },
    { id: "walk", costs: "1 + EV", does: "moves its Movement in feet" },
    { id: "sprint", costs: "2 + EV", does: "moves its Movement in yards" },
    { id: "run", costs: "3 + EV", does: "moves twice its Movement in yards" },
    { id: "stand", costs: "1 + EV", does: "stands up from prone" },
    { id: "pass", costs: "nothing", does: "out of the round's remaining passes" },
  ],
  spend: [],
  weapon: "An attack is made with the first weapon listed, else fists (2 AP, 1d3).",
};
