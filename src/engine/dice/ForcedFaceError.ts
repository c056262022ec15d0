/** A forced face that no die of the asked size can show; names the value, the die and where it sits in the queue. */
export class ForcedFaceError extends Error {
  override readonly name = "ForcedFaceError";
  readonly value: number;
  readonly faces: number;
  /** Zero-based index of the bad face in the queue of forced faces. */
  readonly position: number;

  constructor(value: number, faces: number, position: number) {
    super(`Forced face ${value} at position ${position} of the dice queue cannot be shown by a d${faces}: expected a whole number from 1 to ${faces}`);
    this.value = value;
    this.faces = faces;
    this.position = position;
  }
}

/** A forced face no die can show, in the words the CLI and the dialog both print. */
export function forcedFaceMessage(error: ForcedFaceError): string {
  return `dice[${error.position}]: got ${error.value}, expected a face from 1 to ${error.faces} (the die rolled there is a d${error.faces})`;
}
