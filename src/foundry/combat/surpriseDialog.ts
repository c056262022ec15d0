import type { FighterRecord } from "./FightRecord";
import { readSurprise, surpriseRows } from "./surpriseChoice";
import { COMBAT_TEMPLATES } from "./templates";

/**
 * Asks the GM, as the fight begins, who is caught unaware: one checkbox per combatant. Null
 * when the GM closes the dialog, and then the fight does not begin.
 */
export async function askSurprise(combat: Combat.Implementation, fighters: readonly FighterRecord[]): Promise<Record<string, boolean> | null> {
  const images: Record<string, string> = {};
  for (const fighter of fighters) images[fighter.id] = combat.combatants.get(fighter.id)?.img ?? "";
  const content = await foundry.applications.handlebars.renderTemplate(COMBAT_TEMPLATES.surprise, { rows: surpriseRows(fighters, images) });
  const answer: unknown = await foundry.applications.api.DialogV2.input({
    window: { title: "TURNWRIGHT.Combat.Surprise.Title", icon: "fa-solid fa-eye-slash" },
    classes: ["turnwright", "turnwright-surprise"],
    content,
    ok: { label: "TURNWRIGHT.Combat.Surprise.Begin", icon: "fa-solid fa-swords" },
    rejectClose: false,
  });
  if (answer === null || answer === undefined) return null;
  return readSurprise(answer, fighters.map((fighter) => fighter.id));
}
