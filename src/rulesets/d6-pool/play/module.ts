import { D6_POOL_DECLARATION } from "../declaration";
import * as Value from "../../../engine/schema/ValueChecks";
import { MAP_CHANGES_NOTHING } from "../../../engine/play/MapRules";
import type { RuleSetModule } from "../../../engine/play/RuleSetModule";
import { D6OptionsSchema } from "../schema";
import type { ComplicationRule } from "../WildDie";
import { d6Cards } from "./cards";
import { d6Combat } from "./combat";
import { d6ItemSheet } from "./itemSheet";
import { d6Sheet } from "./sheet";
import { d6RollRequests } from "./rollRequests";

/** d6-pool as Foundry plays it under one rule for complications. */
function d6Module(rule: ComplicationRule): RuleSetModule {
  return {
    id: "d6-pool",
    documents: D6_POOL_DECLARATION.documents,
    combat: d6Combat(rule),
    cards: d6Cards(rule),
    // d6-pool keeps no positions: where a token walks sets nothing off.
    map: MAP_CHANGES_NOTHING,
    sceneGrid: D6_POOL_DECLARATION.sceneGrid,
    sheet: d6Sheet(rule),
    itemSheet: d6ItemSheet,
    // Character and Fate Points are the GM's to award: a new session gives nothing back by itself.
    newSession: () => [],
    rollRequests: d6RollRequests(rule),
    withOptions: (options) => d6Module(Value.Check(D6OptionsSchema, options) ? options.complication : "remove"),
  };
}

/** The module as a world runs it until its options say otherwise: complications take dice off. */
export const D6_POOL_MODULE: RuleSetModule = d6Module("remove");
