import type { DocumentRules } from "../../engine/play/DocumentRules";

/**
 * An effect's change of the custom kind, on the world's actors, worked out by the rule set
 * (d6-pool's `+1D` on a die code). v13 hands a custom change on a data model's field to the
 * `applyActiveEffect` hook (common/data/fields.mjs `DataField#_applyChangeCustom`, from
 * client/documents/active-effect.mjs `applyField`) and keeps what the hook set at the change's key.
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
