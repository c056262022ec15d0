import type { CardState } from "../../../engine/play/CardRules";
import type { RuleSetModule } from "../../../engine/play/RuleSetModule";
import type { FightOnMap } from "./moveInFight";

/** What reacting to a token's move needs of Foundry; a test double counts what it posts. */
export interface MapWorld {
  readonly module: RuleSetModule | undefined;
  /** Only the active GM posts: one writer, whoever moved the token. */
  readonly isActiveGM: boolean;
  /** The started fight that holds tokens of this scene, or null. */
  fightOnMap(sceneId: string): FightOnMap | null;
  /** The scene where this actor's token fights in a started fight, or null. */
  sceneOf(actor: string): string | null;
  /** The cards in one batch. */
  postCards(cards: readonly CardState[]): Promise<void>;
}
