import type { DamageMoved } from "../../engine/play/damageRecord";
import type { RuleSetModule } from "../../engine/play/RuleSetModule";
import type { Visibility } from "../dice/messageVisibility";
import type { Requester } from "../gm/Requester";
import type { CardUser, CardWorld } from "./CardWorld";
import type { PointedDefenders, PressRequest } from "./executePress";
import type { AimedTargets } from "./executeStart";

/**
 * What the GM's card requests need of the game besides the rules: the card world whose new
 * cards go to an audience, who sees a card now, the world's GMs, who a requester is, the GM's
 * throw of a press's dice, the tokens a damage control points at, and where modules hear of damage. Foundry's table reads documents and throws real Rolls; a test's
 * keeps them in memory, so the very handlers a query reaches run on forged payloads.
 */
export interface CardTable {
  world(module: RuleSetModule, seen: Visibility): CardWorld;
  /** Who sees a card message now, for the cards its press makes; everyone when it is gone. */
  seenOf(messageId: string): Visibility;
  /** The users core whispers a GM roll to. */
  gms(): readonly string[];
  /** The requester as the card flow checks them: their own actors, and whether they are a GM. */
  user(requester: Requester): CardUser;
  /** The GM's throw of a press's dice, shown to whoever sees the card in the presser's colours. */
  throwDice(messageId: string, presser: string): PressRequest["throwDice"];
  /** The actors of the tokens a damage control points at, each checked (see pointedDefenders). */
  readonly pointed: PointedDefenders;
  /** A start's targets checked for who asked (see aimedTargets). */
  readonly aimed: AimedTargets;
  /** Damage a press applied or took back, once all of it is written: modules hear of it. */
  damageMoved(messageId: string, moved: DamageMoved): void;
}
