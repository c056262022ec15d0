import type { RollModifiers } from "../../engine/play/RollModifiers";

const K = "TURNWRIGHT.Phases.Modifier";

/** The attacker's Offensive Combat Value. */
export const OCV_DIAL = "ocv";
/** The target's Defensive Combat Value: more makes the attack harder. */
export const DCV_DIAL = "dcv";

/**
 * The source has no ladder of named steps: a situation (range, cover, darkness) is a modifier to
 * the attacker's OCV or to the target's DCV, as the text's attack roll adds them. Each is capped
 * at ±10, which no situation of the text comes near, so a slip of the keyboard cannot decide a
 * fight.
 */
export const PHASES_MODIFIERS: RollModifiers = {
  rolls: ["attack"],
  ladder: [],
  usualStep: null,
  dials: [
    { id: OCV_DIAL, label: `${K}.Ocv`, line: `${K}.OcvLine`, least: -10, most: 10 },
    { id: DCV_DIAL, label: `${K}.Dcv`, line: `${K}.DcvLine`, least: -10, most: 10 },
  ],
};
