import type { When } from "./when";
import type { Group, HoldKind, StepKind } from "./ClockState";

export type SkipReason = "surprised" | "unaware" | "cannot-act" | "aborted" | "pushed";

/**
 * What an operation made happen, in order, each stamped with the moment it happened at. Drivers
 * turn these into log events and Foundry hooks; the clock applies no rules of its own beyond
 * saying who acts when. Each is pushed as one literal with its `when` last (where stamping used
 * to append it): adding the moment to a finished literal changed its shape every time, some 6%
 * of a headless fight.
 */
export type ClockHappening =
  | { readonly type: "round-start"; readonly when: When; readonly round: number; readonly order: readonly Group[] }
  | { readonly type: "step-start"; readonly when: When; readonly step: StepKind; readonly number: number; readonly restricted: boolean }
  | { readonly type: "turn-start"; readonly when: When; readonly ids: readonly string[]; readonly outOfTurn: boolean }
  /** The turn an out-of-turn action broke into goes on. */
  | { readonly type: "turn-resume"; readonly when: When; readonly ids: readonly string[] }
  | { readonly type: "turn-end"; readonly when: When; readonly ids: readonly string[] }
  | { readonly type: "skipped"; readonly when: When; readonly id: string; readonly reason: SkipReason }
  /** The combatant reached its own place again without using its held action. */
  | { readonly type: "hold-lapsed"; readonly when: When; readonly id: string; readonly hold: HoldKind }
  | { readonly type: "initiative-changed"; readonly when: When; readonly id: string; readonly score: number; readonly tiebreak: readonly number[] }
  | { readonly type: "step-end"; readonly when: When; readonly step: StepKind; readonly number: number }
  | { readonly type: "round-end"; readonly when: When; readonly round: number }
  | { readonly type: "needs-initiative"; readonly when: When; readonly round: number }
  /** Everyone in the order, who now Takes a Recovery if the rule set allows them to. */
  | { readonly type: "post-turn"; readonly when: When; readonly ids: readonly string[] }
  | { readonly type: "rewound"; readonly when: When; readonly operation: string };

/** Nothing happened: one list, never changed, for every operation that changes nothing. */
export const NOTHING_HAPPENED: readonly ClockHappening[] = [];
