import type { ScriptGuide } from "../ScriptGuide";

export const D20_SCRIPT_GUIDE: ScriptGuide = {
  actions: [
    {
      id: "attack",
      costs: "the round's one action",
      does: "1d20 + the Combat skill of the weapon's category against the target's defence roll (Dodge, or Parry at −2 for each weight class lighter), the higher total hitting and an equal one holding",
    },
    { id: "pass", costs: "the round's one action", does: "does nothing this round" },
  ],
  spend: [],
  weapon: "An attack is made with the first weapon listed that is equipped (none while disarmed; a botch may drop or break it), else fists.",
};
