import type { ClockTime } from "../../../engine/clock/ClockShape";
import type { ClockPresent } from "../../../engine/clock/ClockState";
import { text, type LocalText } from "../../../engine/text/LocalText";

/**
 * A round of a clock that counts segments, as the game time it runs to: "Round 6 · 1 min 30 s ·
 * segment 15" (round 6 ends 90 seconds in, in the 15th six-second segment), with the long turn
 * once the first is over. A task measured in segments finishes in the round whose time reaches it.
 */
function segmentLabel(round: number, seconds: number, time: ClockTime & { readonly segmentSeconds: number }): LocalText {
  const end = seconds + time.stepSeconds;
  const minutes = Math.floor(end / 60);
  const rest = end % 60;
  const form = minutes === 0 ? "s" : rest === 0 ? "m" : "ms";
  const segment = Math.ceil(end / time.segmentSeconds);
  const turn = time.turnSeconds === null ? 1 : Math.ceil(end / time.turnSeconds);
  const data = { round, minutes, seconds: rest, segment };
  return turn > 1 ? text(`TURNWRIGHT.Combat.Time.SegmentsTurn.${form}`, { ...data, turn }) : text(`TURNWRIGHT.Combat.Time.Segments.${form}`, data);
}

/**
 * Where the fight stands, in the words of its shape of time: "Round 3", "Turn 2 · Phase 3",
 * "Turn 2 · Post-Turn", "Surprise Phase", "Round 1 · Pass 2", "Round 6 · 1 min 30 s · segment 15".
 * Null before the fight begins.
 */
export function timeLabel(clock: Pick<ClockPresent, "round" | "step" | "stage" | "seconds"> | null, time: ClockTime | null = null): LocalText | null {
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
    default: {
      const segmentSeconds = time?.segmentSeconds ?? null;
      if (time !== null && segmentSeconds !== null) return segmentLabel(round, clock.seconds, { ...time, segmentSeconds });
      return text("TURNWRIGHT.Combat.Time.Round", { round });
    }
  }
}
