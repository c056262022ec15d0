import { rollsForMessage } from "../dice/postRolls";
import { updateActorSystem } from "../gm/actorUpdate";
import { changesByActor } from "../gm/changesByActor";
import { readyGame } from "../readyGame";
import { say, refusalText } from "../gm/words";
import type { Roller } from "../dice/messageVisibility";
import type { CombatPort, InitiativeNote } from "../fight/CombatPort";
import { userMessageMode, visibilityForUser } from "../dice/userMessageMode";
import { fightRecord } from "./fighterRecord";
import { fightSettings } from "../fight/fightSettings";
import { writeFight, writeFighters, type CoreAnnouncer } from "../fight/combatWrites";
import { isStoredActor, isStoredToken, storedOrNull } from "./storedDocument";

type Rolls = readonly Roll[];

/**
 * An initiative roll's message as core's `Combat#rollInitiative` makes one (v13: the speaker, the
 * `core.initiativeRoll` flag other modules look for, one dice sound for the batch), made by the one
 * writer in the roller's name and mode: Dice So Nice throws the dice of the message's author.
 */
function initiativeMessage(combat: Combat.Implementation, note: InitiativeNote<Rolls>, roller: Roller, index: number): ChatMessage.CreateData {
  const game = readyGame("the tracker's writes");
  const combatant = combat.combatants.get(note.fighter.id);
  const detail = say(game.i18n, note.result.detail);
  // As core does: a hidden combatant's roll is for the GM's eyes only.
  const seen = visibilityForUser(combatant?.hidden === true ? "gm" : roller.mode, roller.user, game.users);
  return {
    author: roller.user,
    speaker: ChatMessage.implementation.getSpeaker({
      actor: storedOrNull(combatant?.actor, isStoredActor),
      token: storedOrNull(combatant?.token, isStoredToken),
      alias: note.fighter.name,
    }),
    flavor: game.i18n.format("TURNWRIGHT.Combat.InitiativeFlavor", { name: note.fighter.name, detail }),
    rolls: rollsForMessage(note.rolls),
    sound: index === 0 ? CONFIG.sounds.dice : null,
    whisper: [...seen.whisper],
    blind: seen.blind,
    flags: { core: { initiativeRoll: true } },
  };
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
    self: () => ({ user: readyGame("the tracker's writes").user.id, mode: userMessageMode(readyGame("the tracker's writes").settings) }),
    async announce(notes: readonly InitiativeNote<Rolls>[], roller) {
      await ChatMessage.implementation.createDocuments(notes.map((note, index) => initiativeMessage(combat, note, roller, index)));
    },
    async report(report) {
      const game = readyGame("the tracker's writes");
      const items = report.lines.map((line) => `<li>${foundry.utils.escapeHTML(say(game.i18n, line))}</li>`).join("");
      await ChatMessage.implementation.create({
        speaker: { alias: game.i18n.localize("TURNWRIGHT.Combat.Report.Speaker") },
        flavor: say(game.i18n, report.title),
        content: `<ul class="tw-report">${items}</ul>`,
      });
    },
    // Only a user's own game may ask them to type in their dice (core's manual dice entry).
    roll: (requests, roller) => settings.roll(requests, { allowInteractive: roller.user === readyGame("the tracker's writes").user.id }),
    askSurprise: (fighters) => settings.askSurprise(combat, fighters),
    refuse(refusal) {
      ui.notifications?.warn(refusalText(readyGame("the tracker's writes").i18n, refusal));
    },
  };
}
