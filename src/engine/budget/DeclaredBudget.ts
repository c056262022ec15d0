import { allow, refuse, type Outcome } from "../Refusal";

/**
 * Actions declared when a turn comes (the D6 multi-action rule): the count is fixed once for
 * the round, each action uses one, and what is left at the round's end is lost.
 */
export interface DeclaredBudgetState {
  readonly declared: number | null;
  readonly used: number;
}

export const UNDECLARED: DeclaredBudgetState = { declared: null, used: 0 };

export function declareActions(state: DeclaredBudgetState, count: number, most = 10): Outcome<DeclaredBudgetState> {
  if (state.declared !== null) return refuse("already-declared", `Already declared ${state.declared} actions this round`, { declared: state.declared });
  if (!Number.isInteger(count) || count < 1 || count > most) {
    return refuse("bad-declaration", `Declare from 1 to ${most} actions, not ${count}`, { count, most });
  }
  return allow({ declared: count, used: 0 });
}

export function useDeclared(state: DeclaredBudgetState, what: string): Outcome<DeclaredBudgetState> {
  if (state.declared === null) return refuse("not-declared", `Declare how many actions you take before ${what}`, { action: what });
  if (state.used >= state.declared) {
    return refuse("declared-used", `All ${state.declared} declared actions are used this round`, { declared: state.declared });
  }
  return allow({ declared: state.declared, used: state.used + 1 });
}

/** Dice lost from every roll this round: one per declared action beyond the first. */
export function multiActionPenalty(state: DeclaredBudgetState): number {
  return state.declared === null ? 0 : Math.max(0, state.declared - 1);
}
