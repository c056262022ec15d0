import type { Refusal } from "../Refusal";

/** Thrown when dice are rolled or written for a request that `validateDiceRequest` refuses. */
export class DiceRequestError extends Error {
  override readonly name = "DiceRequestError";
  readonly refusal: Refusal;

  constructor(refusal: Refusal) {
    super(refusal.message);
    this.refusal = refusal;
  }
}
