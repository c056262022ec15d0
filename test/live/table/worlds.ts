import type { WorldSpec, WorldUser } from "../standin/StandInWorld";

/** The people at every live table: a GM and two players (`CONST.USER_ROLES`: 4 gamemaster, 1 player). */
export const GM: WorldUser = { _id: "tableGamemaster0", name: "Gamemaster", role: 4, color: "#c04040" };
export const ANNA: WorldUser = { _id: "tablePlayerAnna0", name: "Anna", role: 1, color: "#4060c0" };
export const BEN: WorldUser = { _id: "tablePlayerBen00", name: "Ben", role: 1, color: "#40a060" };
/** A third player, at the table with no actor in the fight: the "another player" of who sees what. */
export const CLEO: WorldUser = { _id: "tablePlayerCleo0", name: "Cleo", role: 1, color: "#a08020" };

/**
 * A world of Turnwright on a rule set, as its GM has it after the first launch: the users, the
 * rule set chosen in the system's settings, and core's first-launch tips already shown (which
 * would otherwise open a tour on the GM's screen).
 */
export function ruleSetWorld(ruleset: string, extra: Partial<WorldSpec> = {}): WorldSpec {
  return {
    id: `turnwright-live-${ruleset}`,
    title: `Turnwright live: ${ruleset}`,
    users: [GM, ANNA, BEN],
    ...extra,
    settings: { "turnwright.ruleset": ruleset, "core.nue.shownTips": true, ...extra.settings },
  };
}
