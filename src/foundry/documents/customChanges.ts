import type { DocumentRules } from "../../engine/play/DocumentRules";

/**
 * An effect's change of the custom kind, on the world's actors, worked out by the rule set
 * (d6-pool's `+1D` on a die code, its stun on the wound level), through core's `applyActiveEffect`
 * hook: core hands it the actor and the change, and keeps what the hook set at the change's key
 * when that differs from what was there (v13's declarations give the hook those two arguments;
 * the value is read where core reads it, at the key).
 * - v13: common/data/fields.mjs `DataField#_applyChangeCustom`, from client/documents/active-effect.mjs
 *   `applyField` (a field of the actor's data model), or `ActiveEffect#_applyCustom` (any other key).
 * - v14 (its declarations; no v14 client code is public): the hook is still declared for a custom
 *   change (client/hooks.d.mts `applyActiveEffect`), and so is the field's `_applyChangeCustom`
 *   ("only returns a value if the target value of the change actually changed", common/data/fields.d.mts),
 *   reached from the static `ActiveEffect.applyChangeField`. v14 casts the change's value by the
 *   field first (`DataField#applyChange`, `_castChangeDelta`) and drops a change whose value
 *   cannot be cast before any hook runs (foundryvtt/foundryvtt#14522, closed without a change):
 *   the rule sets' custom changes are all on text fields (die codes, wound levels), which cast
 *   any value to text.
 * A value v14 read out of JSON as it migrated the effect (a pip change `-1` stored as a number) is
 * read back as the text it was written as.
 */
export function registerCustomChanges(documents: DocumentRules): void {
  const custom = documents.customChange;
  if (custom === undefined) return;
  Hooks.on("applyActiveEffect", (actor, change) => {
    // v14's declarations let a change have no key (it then changes nothing).
    const key = change.key ?? "";
    if (actor.type !== documents.actorType || !key.startsWith("system.")) return;
    const current: unknown = foundry.utils.getProperty(actor, key);
    const next = custom(key.slice("system.".length), current, String(change.value));
    if (next !== undefined) foundry.utils.setProperty(actor, key, next);
  });
}
