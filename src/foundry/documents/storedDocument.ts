/**
 * Turnwright acts on documents the world has stored. v14's declarations say what that gives:
 * a stored document has an id and a uuid (`Document.Internal.Stored`), one not yet stored has
 * `null` for both, and core's methods that look a document up by it (`ChatMessage.getSpeaker`,
 * `Combat#getCombatantsByActor`, `#getCombatantsByToken`) take only a stored one. v13's declarations
 * give every document a uuid. These answer from the document itself, in both.
 */

/** A stored document's uuid; a document not stored has none to name it by, which is an error in words. */
export function uuidOf(document: { readonly uuid: string | null; readonly documentName: string; readonly name?: string | null }): string {
  if (document.uuid === null)
    throw new Error(`Turnwright: the ${document.documentName} ${document.name ?? ""} is not stored in the world, so it has no uuid to act on.`);
  return document.uuid;
}

/** An actor the world holds (in its collection or a token's), as core's look-ups by actor take it. */
export function isStoredActor<A extends Actor.Implementation>(actor: A): actor is A & Actor.Stored {
  return actor.id !== null && actor.uuid !== null;
}

/** A token the world holds in a scene, as core's look-ups by token take it. */
export function isStoredToken<T extends TokenDocument.Implementation>(token: T): token is T & TokenDocument.Stored {
  return token.id !== null && token.uuid !== null;
}

/** The document if the world holds it, else null: for core's options that take only a stored one. */
export function storedOrNull<D, S extends D>(document: D | null | undefined, stored: (candidate: D) => candidate is S): S | null {
  return document === null || document === undefined || !stored(document) ? null : document;
}
