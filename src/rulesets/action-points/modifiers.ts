import type { RollModifiers } from "../../engine/play/RollModifiers";

const K = "TURNWRIGHT.ActionPoints.Modifier";

/** Added to the MTN the die must reach: more is harder. */
export const MTN_DIAL = "mtn";

/**
 * The text sets a roll's MTN "by circumstances": a situation raises or lowers the world's
 * standard MTN, before the skill takes it down. It names no ladder of steps. The change is capped
 * at ±8, the most a d12 could then still miss or make; the MTN never falls below 1.
 */
export const AP_MODIFIERS: RollModifiers = {
  rolls: ["rollTest", "attack"],
  ladder: [],
  usualStep: null,
  dials: [{ id: MTN_DIAL, label: `${K}.Mtn`, line: `${K}.MtnLine`, least: -8, most: 8 }],
};
