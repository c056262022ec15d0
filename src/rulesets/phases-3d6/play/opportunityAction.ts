/**
 * An answer to an attack of opportunity, taken from the threatener's budget: the budget holds
 * the Phase's allowance, so the tracker's one writer checks it like any other action. The
 * mover's ref rides in the action's name because an action is one string on its way to the GM.
 */
export type OpportunityAnswer = "strike" | "pass";

export interface OpportunityAction {
  readonly answer: OpportunityAnswer;
  /** The actor whose leaving of the threatened hex is the opportunity. */
  readonly mover: string;
}

const PREFIX = "opportunity";

export function opportunityActionId(action: OpportunityAction): string {
  return `${PREFIX}:${action.answer}:${action.mover}`;
}

/** The answer an action names, or undefined when it is no answer to an opportunity. */
export function readOpportunityAction(id: string): OpportunityAction | undefined {
  const [prefix, answer, ...rest] = id.split(":");
  const mover = rest.join(":");
  if (prefix !== PREFIX || (answer !== "strike" && answer !== "pass") || mover === "") return undefined;
  return { answer, mover };
}
