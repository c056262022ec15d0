/**
 * An earlier Turnwright kept each combatant's budget and surprise mark on its Combatant; the Combat now
 * holds them (`system.budgets`, `system.surprised`) so that a turn is one update. A Combat stored
 * the old way is lifted as it loads (`Combat.migrateData`, before its data is cleaned to the
 * schema): the budgets and marks move to the Combat, and go from the Combatants. Data that has
 * neither is left exactly as it is, as are partial update data (which `migrateData` sees too).
 * Answers whether anything moved.
 */
export function liftFightState(source: object): boolean {
  const combatants: unknown = Reflect.get(source, "combatants");
  const system: unknown = Reflect.get(source, "system");
  if (!Array.isArray(combatants) || !isRecord(system)) return false;
  const stored: unknown = system["budgets"];
  const budgets: Record<string, unknown> = isRecord(stored) ? { ...stored } : {};
  const marked: unknown = system["surprised"];
  const surprised: string[] = Array.isArray(marked) ? marked.filter((id): id is string => typeof id === "string") : [];
  let lifted = false;
  for (const combatant of combatants) {
    const id: unknown = isRecord(combatant) ? combatant["_id"] : undefined;
    const own: unknown = isRecord(combatant) ? combatant["system"] : undefined;
    if (typeof id !== "string" || !isRecord(own)) continue;
    if ("budget" in own) {
      if (own["budget"] !== null && own["budget"] !== undefined && !(id in budgets)) budgets[id] = own["budget"];
      delete own["budget"];
      lifted = true;
    }
    if ("surprised" in own) {
      if (own["surprised"] === true && !surprised.includes(id)) surprised.push(id);
      delete own["surprised"];
      lifted = true;
    }
  }
  if (!lifted) return false;
  system["budgets"] = budgets;
  system["surprised"] = surprised;
  return true;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
