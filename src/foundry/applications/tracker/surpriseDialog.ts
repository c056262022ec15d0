import { fightSettings } from "../../fight/fightSettings";
import { surpriseHintKey } from "./trackerView";
import type { FighterRecord } from "../../fight/FightRecord";
import { COMBAT_TEMPLATES } from "./templates";

export interface SurpriseRow {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  readonly surprised: boolean;
}

/** The dialog's rows: every combatant, ticked if the GM marked it surprised before. */
export function surpriseRows(fighters: readonly FighterRecord[], images: Readonly<Record<string, string>>): SurpriseRow[] {
  return fighters.map((fighter) => ({ id: fighter.id, name: fighter.name, img: images[fighter.id] ?? "", surprised: fighter.surprised }));
}

/**
 * The GM's answer read back from the dialog's form (one checkbox per combatant, named by its
 * id). Anything that is not a tick counts as aware: surprise must be chosen, never assumed.
 */
export function readSurprise(answer: unknown, ids: readonly string[]): Record<string, boolean> {
  const surprised: Record<string, boolean> = {};
  for (const id of ids) {
    const value: unknown = typeof answer === "object" && answer !== null ? Reflect.get(answer, id) : undefined;
    surprised[id] = value === true;
  }
  return surprised;
}

/**
 * Asks the GM, as the fight begins, who is caught unaware: one checkbox per combatant. Null
 * when the GM closes the dialog, and then the fight does not begin.
 */
export async function askSurprise(combat: Combat.Implementation, fighters: readonly FighterRecord[]): Promise<Record<string, boolean> | null> {
  const images: Record<string, string> = {};
  for (const fighter of fighters) images[fighter.id] = combat.combatants.get(fighter.id)?.img ?? "";
  // What surprise costs is the clock's: its shape names the rule (a lost first round, a Surprise Phase, acting last).
  const hint = surpriseHintKey(fightSettings().rules.clock.surprise);
  const content = await foundry.applications.handlebars.renderTemplate(COMBAT_TEMPLATES.surprise, { rows: surpriseRows(fighters, images), hint });
  const answer: unknown = await foundry.applications.api.DialogV2.input({
    window: { title: "TURNWRIGHT.Combat.Surprise.Title", icon: "fa-solid fa-eye-slash" },
    classes: ["turnwright", "turnwright-surprise"],
    content,
    ok: { label: "TURNWRIGHT.Combat.Surprise.Begin", icon: "fa-solid fa-swords" },
    rejectClose: false,
  });
  if (answer === null || answer === undefined) return null;
  return readSurprise(
    answer,
    fighters.map((fighter) => fighter.id),
  );
}
