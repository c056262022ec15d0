import type { Opportunity } from "../opportunity/allowance";

/**
 * An answer to an attack of opportunity, taken from the threatener's budget: the budget holds
 * the Phase's allowance, so the tracker's one writer checks it like any other action. The
 * opportunity rides in the action's name because an action is one string on its way to the GM.
 */
export type OpportunityAnswer = "strike" | "pass";

export interface OpportunityAction {
  readonly answer: OpportunityAnswer;
  /** The actor whose lapse is the opportunity. */
  readonly mover: string;
  /** For a distracting action, which one (`distractionBy`); left out for leaving a threatened hex. */
  readonly occasion?: string;
}

const PREFIX = "opportunity";
/** Actor refs are dot-separated ids: an occasion rides after this mark. */
const OCCASION = "@";

export function opportunityActionId(action: OpportunityAction): string {
  const opportunity = action.occasion === undefined ? action.mover : `${action.mover}${OCCASION}${action.occasion}`;
  return `${PREFIX}:${action.answer}:${opportunity}`;
}

/** The answer an action names, or undefined when it is no answer to an opportunity. */
export function readOpportunityAction(id: string): OpportunityAction | undefined {
  const [prefix, answer, ...rest] = id.split(":");
  const named = rest.join(":");
  if (prefix !== PREFIX || (answer !== "strike" && answer !== "pass") || named === "") return undefined;
  const mark = named.lastIndexOf(OCCASION);
  if (mark < 0) return { answer, mover: named };
  const mover = named.slice(0, mark);
  const occasion = named.slice(mark + 1);
  return mover === "" || occasion === "" ? undefined : { answer, mover, occasion };
}

/** The opportunity an answer is to: the mover's leaving, or one of its distracting actions. */
export function opportunityOf(action: OpportunityAction): Opportunity {
  return action.occasion === undefined ? { kind: "leaving", mover: action.mover } : { kind: "distraction", mover: action.mover, occasion: action.occasion };
}
