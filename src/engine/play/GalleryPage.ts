import type { GridLayout, GridSpace } from "./MapRules";

/**
 * The table a gallery page plays its opening on: two fighters from the rule set's compendium,
 * their players at the sheet and card buttons, and a map to walk tokens on. Each press is the
 * real start or press of a card, as Foundry runs it; a refusal stops the page with its reason,
 * since an opening is fixed and a refusal means the rules changed under it.
 */
export interface GalleryTable {
  /** The page's two fighters by actor ref, in the order the page named them. */
  readonly fighters: readonly [string, string];
  /** The id of the fighter's item of this name; "" when it has none. */
  itemNamed(actor: string, name: string): string;
  /** The actor's player presses a sheet button; answers the id of the card it posts. */
  start(actor: string, action: string, data: Readonly<Record<string, string>>, targets: readonly string[]): Promise<string>;
  /** The player who owns `by` presses a button of a card. */
  press(by: string, card: string, button: string): Promise<void>;
  /**
   * The tracker moves on to a new step and this actor's turn in it. Awaited, as the tracker's
   * moves are at a live table (a Quench batch plays the same opening in Foundry).
   */
  beginTurn(actor: string): Promise<void>;
  /** On its turn, the actor declares how many actions it takes this round (where the rule set has it declare them). */
  declare(actor: string, count: number): Promise<void>;
  /** Tokens stand on a map of this layout, and one of them is dragged through the spaces `passed`. */
  dragOnMap(grid: GridLayout, tokens: readonly GalleryToken[], mover: string, passed: readonly GridSpace[]): Promise<void>;
}

/** A fighter's token on the gallery's map: where it stands, and on which side (1 or -1). */
export interface GalleryToken {
  readonly actor: string;
  readonly at: GridSpace;
  readonly side: number;
}

/** What a rule set's page of the gallery shows, and the cards it opens with. */
export interface GalleryPage {
  /** The two fighters, by their names in the rule set's compendium; the first is the one acting now. */
  readonly fighters: readonly [string, string];
  /** The item sheets on show: items of the first fighter, by name. */
  readonly items: readonly string[];
  /** The faces the opening's dice come up with, in the order they are thrown. */
  readonly faces: readonly number[];
  /** Plays the opening cards through the real buttons, so each kind of card is on show in a known state. */
  open(table: GalleryTable): Promise<void>;
  /**
   * The buttons, by verb or by whole id (`deal:target`), that a live table presses on the opening's cards once it is played,
   * where the page leaves something waiting that changes an actor (damage to apply): the gallery
   * shows them waiting; a Quench batch presses them, so the actors' change is held to the rules
   * too. Left out where the opening already changes an actor. The dice they throw (a defender's
   * own roll in taking the damage) come last among the page's faces.
   */
  readonly settle?: readonly string[];
}
