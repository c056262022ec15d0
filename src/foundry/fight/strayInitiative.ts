import { CLOCK_WRITE } from "./combatWrites";

/**
 * A write of a combatant's initiative that did not come through the clock: the tracker's
 * initiative field and its "Clear Initiative" (v13 CombatTracker `_onUpdateInitiative`,
 * `_getEntryContextOptions`, both `combatant.update({initiative})`), `Combatant#rollInitiative` as
 * a module may call it, or any other. The score is taken out of the changes, to be set through
 * the clock instead (so the tracker's order never silently disagrees with a number); the rest of
 * the update goes on. Null when the write is the clock's own, or does not touch initiative.
 *
 * Whether anything else is left is read past what core itself puts in every change: the
 * document's id (`Document#update`) and its stored `type`, which v13's client backend adds to a
 * typed document's change before `_preUpdate` sees it (`ClientDatabaseBackend.#preUpdateDocumentArray`
 * calls `SchemaField#_addTypes`). `type` is the combatant's stored subtype.
 */
export function takeStrayInitiative(changes: object, options: object, type: string): { readonly score: number | null; readonly rest: boolean } | null {
  if (!("initiative" in changes) || Reflect.get(options, CLOCK_WRITE) === true) return null;
  const value: unknown = Reflect.get(changes, "initiative");
  Reflect.deleteProperty(changes, "initiative");
  const score = typeof value === "number" ? value : value === null || value === undefined ? null : Number.NaN;
  const ownKey = (key: string): boolean => key === "_id" || (key === "type" && Reflect.get(changes, "type") === type);
  return { score, rest: Object.keys(changes).some((key) => !ownKey(key)) };
}
