/** Combat time as a pure reducer: every operation takes a shape and a state and returns a new state. */
export type { ClockOperation, ClockShape, ClockTime, RoundPlan } from "./ClockShape";
export type {
  ClockCombatant,
  ClockPresent,
  ClockSnapshot,
  ClockStage,
  ClockState,
  ClockStep,
  Declared,
  Group,
  Hold,
  HoldKind,
  Interrupt,
  PushKind,
  StepKind,
} from "./ClockState";
export type { ClockEntrant } from "./ClockEntrant";
export type { ClockHappening, SkipReason } from "./happenings";
export type { ClockResult } from "./ClockResult";
export type { InitiativeScore } from "./setInitiative";
export type { Elapsed } from "./elapsed";
export { fixedRounds, rerolledRounds, phasedTurns, segmentRounds, actionPointPasses, actionPointPassesResorted } from "./shapes";
export { HISTORY_LIMIT } from "./history";
export { createClock } from "./createClock";
export { setInitiative, setInitiativeByPlace } from "./setInitiative";
export { next } from "./next";
export { previous } from "./previous";
export { delay } from "./delay";
export { ready } from "./ready";
export { wait } from "./wait";
export { act } from "./act";
export { abort } from "./abort";
export { HELD_ACTIONS, takeHeldAction, type HeldAction } from "./heldAction";
export { declare } from "./declare";
export { pass } from "./pass";
export { setCanAct } from "./setCanAct";
export { addCombatant } from "./addCombatant";
export { removeCombatant } from "./removeCombatant";
export { pushToEnd } from "./pushToEnd";
export { pushToNextRound } from "./pushToNextRound";
export { acting } from "./acting";
export { upcoming } from "./upcoming";
export { when } from "./when";
export { elapsed } from "./elapsed";
