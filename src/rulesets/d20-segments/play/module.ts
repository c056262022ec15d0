import { D20_SEGMENTS_DECLARATION } from "../declaration";
import * as Value from "../../../engine/schema/ValueChecks";
import { MAP_CHANGES_NOTHING } from "../../../engine/play/MapRules";
import { text } from "../../../engine/text/LocalText";
import type { RuleSetModule } from "../../../engine/play/RuleSetModule";
import { GM_POOL } from "../actionDice";
import { D20OptionsSchema, type D20Options } from "../schema";
import { d20Cards } from "./cards";
import { D20_COMBAT } from "./combat";
import { d20ItemSheet } from "./itemSheet";
import { fighterOf } from "./snapshot";
import { d20Sheet } from "./sheet";
import { D20_ROLL_REQUESTS } from "./rollRequests";

/** d20-segments as Foundry plays it under the world's options: the GM's pool, and who buys botches. */
function d20Module(options: D20Options): RuleSetModule {
  return {
    id: "d20-segments",
    documents: D20_SEGMENTS_DECLARATION.documents,
    combat: D20_COMBAT,
    cards: d20Cards(options),
    // Positions matter only to who is the nearest ally, which the table reads from the map itself.
    map: MAP_CHANGES_NOTHING,
    sceneGrid: D20_SEGMENTS_DECLARATION.sceneGrid,
    sheet: d20Sheet,
    itemSheet: d20ItemSheet,
    // Action dice come back with each session: every die spent is the character's again.
    newSession(actor) {
      const read = fighterOf(actor);
      return read.ok && read.value.fighter.actor.actionDiceSpent > 0 ? [{ actor: actor.ref, system: { actionDiceSpent: 0 } }] : [];
    },
    rollRequests: D20_ROLL_REQUESTS,
    tallies: [{ name: GM_POOL, label: text("TURNWRIGHT.D20Segments.Pool.gm"), session: options.gmActionDice, most: 50 }],
    withOptions: (given) => d20Module(Value.Check(D20OptionsSchema, given) ? given : Value.Create(D20OptionsSchema)),
  };
}

/** The module as a world runs it until its options say otherwise: the source's defaults. */
export const D20_SEGMENTS_MODULE: RuleSetModule = d20Module(Value.Create(D20OptionsSchema));
