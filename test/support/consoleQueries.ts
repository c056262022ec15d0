/**
 * Every query the system installs in `CONFIG.queries`, without its `turnwright.` prefix, and the
 * fields the honest client sends with each: what the hostile-case fuzz of a player's console
 * (test/foundry/gm/playerConsole.test.ts) forges, and what the boot test holds the installed
 * queries to. A new query fails the boot test until it has its fields here, and so its fuzz case.
 */
export const HONEST_FIELDS: Readonly<Record<string, readonly string[]>> = {
  desk: ["prefer"],
  advanceTurn: ["combat", "combatant"],
  spendAction: ["combat", "combatant", "action"],
  holdAction: ["combat", "combatant", "op", "trigger", "count"],
  setSurprise: ["combat", "surprised"],
  rollInitiative: ["combat", "combatants", "luck", "mode"],
  setInitiative: ["combat", "combatant", "initiative"],
  pushCombatant: ["combat", "combatant", "to"],
  passCombatant: ["combat", "combatant"],
  setTally: ["name", "value"],
  startCard: ["actor", "action", "data", "targets", "mode", "modifiers"],
  pressCard: ["messageId", "button", "tokens", "amount", "modifiers"],
  betweenFights: ["actors"],
  rollRequest: ["test", "difficulty", "actors", "opposed", "secret"],
};

/** A payload cut down to the fields an honest client sends; anything that is no object is passed on as it is. */
export function honestPart(payload: unknown, fields: readonly string[]): unknown {
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) return payload;
  return Object.fromEntries(Object.entries(payload).filter(([key]) => fields.includes(key)));
}
