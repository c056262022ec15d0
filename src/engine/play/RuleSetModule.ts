import type { CardRules } from "./CardRules";
import type { CombatRules } from "./CombatRules";
import type { DocumentRules } from "./DocumentRules";
import type { MapRules } from "./MapRules";
import type { ActorChange, ActorSnapshot } from "./ActorSnapshot";
import type { SheetView } from "./SheetView";

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
  /** The actor sheet's view; `budget` when the actor is in a fight. */
  sheet(actor: ActorSnapshot, budget: unknown): SheetView;
  /** The item sheet's view. */
  itemSheet(type: string, system: unknown): SheetView;
  /** What a new game session gives an actor back (spent luck), as changes; none when nothing. */
  newSession(actor: ActorSnapshot): readonly ActorChange[];
  /**
   * The module under the world's options (as the rule set's `optionsSchema` accepted them, its
   * defaults where the world set none); left out by a rule set that has no options.
   */
  withOptions?(options: unknown): RuleSetModule;
}
