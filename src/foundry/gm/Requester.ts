/** The user who asked, as Foundry's query says (never as the payload claims). */
export interface Requester {
  readonly id: string;
  readonly isGM: boolean;
}
