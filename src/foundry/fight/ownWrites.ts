/**
 * Which window wrote a fight's clock, or deleted a fight. Core tells every game of a Combat's
 * update and deletion with the user who made it (v13 `updateCombat(document, changed, options,
 * userId)`, `deleteCombat(document, options, userId)`), and a GM with the world open in two windows
 * is one user in both: each would take the write as its own, and say in the chat what it ended. So
 * the window that writes puts a mark of its own in the update's options, which core hands back to
 * the hook on that window (client/data/client-backend.mjs passes the operation on to
 * `_onUpdate`), and the window that deletes notes the fight as it asks (`_preDelete` runs on the
 * asking game alone).
 */
export const FIGHT_WRITE = "turnwrightWrite";

const WRITTEN = new Set<string>();
const DELETED = new Set<string>();

/**
 * The options that mark a write as this window's: a mark no other window draws, beside core's own
 * `diff` at its usual value (common/abstract/backend.mjs, a database update's options), which is
 * what tells the options apart as an update's.
 */
export function ownWriteMark(): { readonly diff: true; readonly [FIGHT_WRITE]: string } {
  const mark = crypto.randomUUID();
  WRITTEN.add(mark);
  return { diff: true, [FIGHT_WRITE]: mark };
}

/** Whether an update's options carry a mark this window drew; told once. */
export function writtenHere(options: unknown): boolean {
  const mark: unknown = typeof options === "object" && options !== null ? Reflect.get(options, FIGHT_WRITE) : undefined;
  return typeof mark === "string" && WRITTEN.delete(mark);
}

/** This window asks for the fight's deletion. */
export function deletingHere(combat: string | null): void {
  if (combat !== null) DELETED.add(combat);
}

/** Whether this window asked for the fight's deletion; told once. */
export function deletedHere(combat: string | null): boolean {
  return combat !== null && DELETED.delete(combat);
}
