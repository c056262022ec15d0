import { readyGame } from "../../readyGame";
import { requestOfGM } from "../../gm/requestOfGM";
import { fightArrival, fightSettings } from "../../fight/fightSettings";
import { fightRecord } from "../../documents/fighterRecord";
import { TurnwrightCombat } from "../../documents/TurnwrightCombat";
import { mayDeclare } from "./trackerView";

/** Asks how many actions the combatant takes this round, then asks the GM to take the declaration. */
export async function askDeclare(combat: string, combatant: string): Promise<void> {
  const declared = (await fightArrival()).rules.declared;
  if (declared === null) return;
  const i18n = readyGame("the declare dialog").i18n;
  const answer: unknown = await foundry.applications.api.DialogV2.input({
    window: { title: "TURNWRIGHT.Combat.Hold.declare", icon: "fa-solid fa-list-ol" },
    content: `<label>${i18n.localize("TURNWRIGHT.Combat.Declare.Count")} <input type="number" name="count" min="1" max="${String(declared.most)}" step="1" value="1" required autofocus></label><p class="hint">${i18n.localize("TURNWRIGHT.Combat.Declare.Hint")}</p>`,
    rejectClose: false,
  });
  const count: unknown = typeof answer === "object" && answer !== null ? Reflect.get(answer, "count") : undefined;
  if (typeof count === "number" && Number.isInteger(count)) await requestOfGM("holdAction", { combat, combatant, op: "declare", count });
}

/**
 * A player's combatant whose turn has come and who has yet to say how many actions it takes is
 * asked at once, on that player's own game. Core calls `combatTurnChange` on every client when
 * the turn moves (v13 `client/documents/combat.mjs`, `Combat#_manageTurnEvents`). The GM, who
 * plays many combatants, answers from the tracker's Declare button instead of a dialog a turn.
 */
export function registerDeclarePrompt(): void {
  // A turn may change on another's game while this one's rules are still arriving.
  Hooks.on("combatTurnChange", (combat) => void fightArrival().then(() => promptDeclare(combat)));
}

function promptDeclare(combat: Combat.Implementation): void {
  const game = readyGame("the declare dialog");
  if (!(combat instanceof TurnwrightCombat) || combat.id === null || game.user.isGM) return;
  const record = fightRecord(combat);
  const viewer = { isGM: false, owns: (id: string) => combat.combatants.get(id)?.isOwner === true };
  const mine = record.fighters.find((fighter) => mayDeclare(fightSettings().rules, record, fighter.id, viewer));
  if (mine !== undefined) void askDeclare(combat.id, mine.id);
}
