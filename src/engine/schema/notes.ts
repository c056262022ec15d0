import * as Type from "./TypeBuilders";

/**
 * What a table writes about a character or a piece of gear, in its own words: rich text (HTML, as
 * Foundry's editor keeps it), which no rule reads. Each rule set's actor has `notes` and each of
 * its items a `description`, declared here once. Optional and empty by default, so data written
 * before they existed (a scenario, a stored actor, a compendium entry) still reads as it did.
 */
const richText = (title: string, description: string) =>
  Type.Optional(Type.String({ title, description, default: "", contentMediaType: "text/html", maxLength: 100_000 }));

/** An actor's notes: who it is, how it fights, what the table knows of it. */
export const NOTES = richText("Notes", "rich text (HTML) about the character; no rule reads it");

/** An item's description: what it is and looks like. */
export const DESCRIPTION = richText("Description", "rich text (HTML) about the item; no rule reads it");
