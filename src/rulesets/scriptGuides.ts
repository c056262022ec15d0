import { AP_SCRIPT_GUIDE } from "./action-points/scriptGuide";
import { D100_SCRIPT_GUIDE } from "./d100-fate/scriptGuide";
import { D20_SCRIPT_GUIDE } from "./d20-segments/scriptGuide";
import { D6_SCRIPT_GUIDE } from "./d6-pool/scriptGuide";
import { PHASES_SCRIPT_GUIDE } from "./phases-3d6/scriptGuide";
import type { ScriptGuide } from "./ScriptGuide";

/**
 * Each rule set's script guide, by id, for the docs alone (`npm run docs`): kept off the rule set's
 * descriptor, whose chunk a world fetches, since no table reads it. The guide's test holds this
 * list to the registry's.
 */
export const SCRIPT_GUIDES: Readonly<Record<string, ScriptGuide>> = {
  "d100-fate": D100_SCRIPT_GUIDE,
  "phases-3d6": PHASES_SCRIPT_GUIDE,
  "d6-pool": D6_SCRIPT_GUIDE,
  "d20-segments": D20_SCRIPT_GUIDE,
  "action-points": AP_SCRIPT_GUIDE,
};
