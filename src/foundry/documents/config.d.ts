import type { TurnwrightActor } from "./TurnwrightActor";
import type { TurnwrightItem } from "./TurnwrightItem";

// Kept in step with registerDocuments, which puts these classes in CONFIG at init.
declare module "fvtt-types/configuration" {
  interface DocumentClassConfig {
    Actor: typeof TurnwrightActor;
    Item: typeof TurnwrightItem;
  }

  // So the world's collections (`game.actors`, `actor.items`) hand out these classes too.
  interface ConfiguredActor<SubType extends Actor.SubType> {
    document: TurnwrightActor<SubType>;
  }

  interface ConfiguredItem<SubType extends Item.SubType> {
    document: TurnwrightItem<SubType>;
  }

  interface FlagConfig {
    Actor: { turnwright?: { schemaVersion?: number } };
    Item: { turnwright?: { schemaVersion?: number } };
    /** A duration in the rule set's time: read and checked by engine/effects/EffectTiming.ts, so its type is the reader's. */
    ActiveEffect: {
      turnwright?: {
        duration?: unknown;
        /** Which card's step put the effect on (`<message id>:<tag>`), for that step's undo: gm/ruleEffects.ts. */
        madeBy?: string;
      };
    };
  }
}
