import type { CardRules } from "./CardRules";
import type { CombatRules } from "./CombatRules";
import type { DocumentRules } from "./DocumentRules";
import type { MapRules, SceneGrid } from "./MapRules";
import type { ActorChange, ActorSnapshot } from "./ActorSnapshot";
import type { LocalText } from "../text/LocalText";
import type { SheetView } from "./SheetView";
import type { BetweenFights } from "./betweenFights";
import type { RollRequests } from "./RollRequests";

/**
 * A count the world keeps outside any actor (the GM's pool of action dice): the tracker shows it
 * with the GM's control, a card press may spend from it, and a new session fills it again.
 */
export interface WorldTally {
  readonly name: string;
  readonly label: LocalText;
  /** What a new session (and a world that never set it) starts with. */
  readonly session: number;
  readonly most: number;
}

/**
 * Everything the Foundry layer needs from a rule set, through one interface: src/foundry
 * reads the active world's module and never names a rule set.
 */
export interface RuleSetModule {
  readonly id: string;
  readonly documents: DocumentRules;
  readonly combat: CombatRules;
  readonly cards: CardRules;
  /** What tokens moving on the map during a fight set off. */
  readonly map: MapRules;
  /** How a new scene in a world of this rule set is laid out. */
  readonly sceneGrid: SceneGrid;
  /** The actor sheet's view; `budget` when the actor is in a fight. */
  sheet(actor: ActorSnapshot, budget: unknown): SheetView;
  /** The item sheet's view. */
  itemSheet(type: string, system: unknown): SheetView;
  /** What a new game session gives an actor back (spent luck), as changes; none when nothing. */
  newSession(actor: ActorSnapshot): readonly ActorChange[];
  /**
   * What its source says happens to a character after a fight, which the GM applies to the actors
   * of an ended fight or to chosen tokens; left out by a rule set whose source says nothing of it.
   */
  readonly betweenFights?: BetweenFights;
  /** The tests a GM may ask its actors for (rollRequests.ts); left out by a rule set whose sheets offer none. */
  readonly rollRequests?: RollRequests;
  /** The world's own tallies; left out by a rule set that keeps none. */
  readonly tallies?: readonly WorldTally[];
  /**
   * The module under the world's options (as the rule set's `optionsSchema` accepted them, its
   * defaults where the world set none); left out by a rule set that has no options.
   */
  withOptions?(options: unknown): RuleSetModule;
}
