import { rollsForMessage } from "../dice/postRolls";
import { updateActorSystem } from "../gm/actorUpdate";
import { changesByActor } from "../gm/changesByActor";
import { readyGame } from "../gm/readyGame";
import { say, refusalText } from "../gm/words";
import type { CombatPort, InitiativeNote } from "./CombatPort";
import { fightRecord } from "./fighterRecord";
import { fightSettings } from "./fightSettings";
import { askSurprise } from "./surpriseDialog";
import { writeFight, writeFighters, type CoreAnnouncer } from "./combatWrites";

type Rolls = readonly Roll[];

function initiativeMessage(combat: Combat.Implementation, note: InitiativeNote<Rolls>): ChatMessage.CreateData {
  const game = readyGame();
  const combatant = combat.combatants.get(note.fighter.id);
  const detail = say(game.i18n, note.result.detail);
  const data: ChatMessage.CreateData = {
    speaker: ChatMessage.implementation.getSpeaker({ actor: combatant?.actor ?? null, token: combatant?.token ?? null, alias: note.fighter.name }),
    flavor: game.i18n.format("TURNWRIGHT.Combat.InitiativeFlavor", { name: note.fighter.name, detail }),
    rolls: rollsForMessage(note.rolls),
    sound: CONFIG.sounds.dice,
  };
  // As core does: a hidden combatant's roll is for the GM's eyes only.
  ChatMessage.implementation.applyRollMode(data, combatant?.hidden === true ? CONST.DICE_ROLL_MODES.PRIVATE : game.settings.get("core", "rollMode") ?? CONST.DICE_ROLL_MODES.PUBLIC);
  return data;
}

/** The tracker's operations done to a real Combat: each write is one database operation. */
export function foundryCombatPort(combat: Combat.Implementation, playStartSound: () => void): CombatPort<Rolls> {
  const settings = fightSettings();
  const announce: CoreAnnouncer = {
    start(moment) {
      playStartSound();
      Hooks.callAll("combatStart", combat, moment);
    },
    move: (hook, moment, options) => Hooks.callAll(hook, combat, moment, options),
  };
  return {
    rules: settings.rules,
    read: () => fightRecord(combat),
    write: (update, move) => writeFight(combat, announce, update, move ?? null),
    writeFighters: (changes) => writeFighters(combat, changes),
    async changeActors(changes) {
      for (const [actor, system] of changesByActor(changes)) await updateActorSystem(actor, system);
    },
    async announce(notes: readonly InitiativeNote<Rolls>[]) {
      await ChatMessage.implementation.createDocuments(notes.map((note) => initiativeMessage(combat, note)));
    },
    async report(report) {
      const game = readyGame();
      const items = report.lines.map((line) => `<li>${foundry.utils.escapeHTML(say(game.i18n, line))}</li>`).join("");
      await ChatMessage.implementation.create({
        speaker: { alias: game.i18n.localize("TURNWRIGHT.Combat.Report.Speaker") },
        flavor: say(game.i18n, report.title),
        content: `<ul class="tw-report">${items}</ul>`,
      });
    },
    roll: (requests) => settings.roll(requests),
    askSurprise: (fighters) => askSurprise(combat, fighters),
    refuse(refusal) {
      ui.notifications?.warn(refusalText(readyGame().i18n, refusal));
    },
  };
}
