import type { ClockPresent } from "../../engine/clock/ClockState";
import { text, type LocalText } from "../../engine/play/LocalText";

/**
 * Where the fight stands, in the words of its shape of time: "Round 3", "Turn 2 · Phase 3",
 * "Turn 2 · Post-Turn", "Surprise Phase", "Round 1 · Pass 2". Null before the fight begins.
 */
export function timeLabel(clock: Pick<ClockPresent, "round" | "step" | "stage"> | null): LocalText | null {
  if (clock === null || clock.round === 0) return null;
  const round = clock.round;
  if (clock.stage === "post-turn") return text("TURNWRIGHT.Combat.Time.PostTurn", { round });
  const step = clock.step;
  switch (step?.kind) {
    case "surprise":
      return text("TURNWRIGHT.Combat.Time.Surprise", { round });
    case "phase":
      return text("TURNWRIGHT.Combat.Time.Phase", { round, phase: step.number });
    case "pass":
      return text("TURNWRIGHT.Combat.Time.Pass", { round, pass: step.number });
    default:
      return text("TURNWRIGHT.Combat.Time.Round", { round });
  }
}
