import type { ClockShape } from "./ClockShape";
import type { StepKind } from "./ClockState";
import { isEmpty, without, type Draft } from "./draft";
import type { ClockHappening } from "./happenings";
import { NOBODY } from "./slot";
import { when } from "./when";
import { idRecord } from "../idRecord";

function openStep(d: Draft, happened: ClockHappening[], kind: StepKind, number: number, restricted: boolean): void {
  d.steps += 1;
  d.step = { kind, number, restricted };
  d.sequence = kind === "post-turn" ? [] : d.order;
  d.turn = -1;
  d.acting = NOBODY;
  if (kind !== "round") happened.push({ type: "step-start", step: kind, number, restricted, when: when(d) });
}

function someButNotAllAware(d: Draft): boolean {
  let aware = 0;
  for (const id of d.roster) if (d.combatants[id]?.aware === true) aware += 1;
  return aware > 0 && aware < d.roster.length;
}

function firstStepKind(shape: ClockShape): StepKind {
  switch (shape.round.kind) {
    case "turns":
      return "round";
    case "phases":
      return "phase";
    case "passes":
      return "pass";
  }
}

/** Somebody is still in this round's passes and able to take an action in the next one. */
function anyoneStillIn(d: Draft): boolean {
  for (const group of d.order) {
    for (const id of group) if (d.passed[id] !== true && d.combatants[id]?.canAct === true) return true;
  }
  return false;
}

export function beginRound(shape: ClockShape, d: Draft, happened: ClockHappening[]): void {
  d.round += 1;
  d.stage = "acting";
  const segmentSeconds = shape.time?.segmentSeconds ?? null;
  if (segmentSeconds !== null) d.segment = Math.floor(d.seconds / segmentSeconds) + 1;
  // The round begins before its first step: it is in none of the last round's passes or Phases.
  d.step = null;
  happened.push({ type: "round-start", round: d.round, order: d.order, when: when(d) });
  if (d.round === 1 && shape.surprise === "surprise-phase" && someButNotAllAware(d)) openStep(d, happened, "surprise", 0, true);
  else openStep(d, happened, firstStepKind(shape), 1, false);
}

/**
 * Closes the current step and opens the one after it in this round. Says whether it opened a
 * step to walk, stopped at the Post-Turn, or found the round over.
 */
export function followStep(shape: ClockShape, d: Draft, happened: ClockHappening[]): "opened" | "post-turn" | "round-over" {
  const step = d.step;
  if (step === null) return "round-over";
  if (step.kind !== "round" && shape.quiet !== true) happened.push({ type: "step-end", step: step.kind, number: step.number, when: when(d) });
  if (shape.time !== null && step.kind !== "post-turn" && step.kind !== "pass") d.seconds += shape.time.stepSeconds;
  const plan = shape.round;
  if (step.kind === "post-turn") return "round-over";
  if (plan.kind === "turns") {
    if (step.kind !== "surprise") return "round-over";
    openStep(d, happened, "round", 1, false);
    return "opened";
  }
  if (plan.kind === "passes") {
    if (!anyoneStillIn(d)) return "round-over";
    openStep(d, happened, "pass", step.kind === "surprise" ? 1 : step.number + 1, false);
    return "opened";
  }
  const number = step.kind === "surprise" ? 1 : step.number + 1;
  if (number <= plan.phases) {
    openStep(d, happened, "phase", number, false);
    return "opened";
  }
  if (!plan.postTurn) return "round-over";
  openStep(d, happened, "post-turn", 1, false);
  d.stage = "post-turn";
  happened.push({ type: "post-turn", ids: d.order.flat(), when: when(d) });
  return "post-turn";
}

/** Ends the round: what lasts a round is cleared; says whether initiative is wanted before the next. */
export function finishRound(shape: ClockShape, d: Draft, happened: ClockHappening[]): "next-round" | "awaiting-initiative" {
  happened.push({ type: "round-end", round: d.round, when: when(d) });
  for (const id in d.holds) {
    const hold = d.holds[id];
    if (hold?.kind !== "wait") continue;
    d.holds = without(d.holds, id);
    if (shape.quiet !== true) happened.push({ type: "hold-lapsed", id, hold: hold.kind, when: when(d) });
  }
  if (!isEmpty(d.declared)) d.declared = idRecord();
  if (!isEmpty(d.passed)) d.passed = idRecord();
  if (!isEmpty(d.pushed)) d.pushed = idRecord();
  d.acting = NOBODY;
  d.turn = -1;
  if (shape.initiative === "once") return "next-round";
  d.stage = "awaiting-initiative";
  d.step = null;
  d.sequence = [];
  happened.push({ type: "needs-initiative", round: d.round + 1, when: when(d) });
  return "awaiting-initiative";
}
