import { allow, refuse, type Outcome } from "../../engine/Refusal";
import type { ModifierChoice } from "../../engine/play/RollModifiers";
import type { RuleSetModule } from "../../engine/play/RuleSetModule";
import type { PlayedRules } from "../playedRules";
import { cardActors } from "./cardActors";
import { readyGame } from "../readyGame";
import { refusalText } from "../gm/words";
import { requestOfGM } from "../gm/requestOfGM";
import { userMessageMode } from "../dice/userMessageMode";
import type { DialogAnswer } from "../applications/modifiers/modifierDialogView";
import { cardToAct, readCardMessage } from "./cardMessage";
import { readControl, type DamageControl } from "../../engine/play/damageControls";
import { callPreRoll } from "../hooks/turnwrightHooks";

/**
 * The tokens a damage control points at, by uuid, as this game has them: the GM's selection
 * (v13 `TokenLayer#controlled`, client/canvas/layers/base/placeables-layer.mjs) or this user's
 * targets (`User#targets`, client/documents/user.mjs). None for a control that points nowhere,
 * or with no canvas drawn.
 */
function pointedTokens(control: DamageControl): string[] {
  if (control.op !== "deal" || control.to === "target") return [];
  const tokens = control.to === "selected" ? (canvas?.tokens?.controlled ?? []) : [...readyGame("a card's button").user.targets];
  return tokens.flatMap((token) => token.document.uuid ?? []);
}

/** What a started card answered: its message, and a button to press at once. */
function startAnswer(value: unknown): { messageId: string; follow?: string } | null {
  if (typeof value !== "object" || value === null) return null;
  const messageId: unknown = Reflect.get(value, "messageId");
  const follow: unknown = Reflect.get(value, "follow");
  if (typeof messageId !== "string") return null;
  return typeof follow === "string" ? { messageId, follow } : { messageId };
}

function followOf(value: unknown): string | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const follow: unknown = Reflect.get(value, "follow");
  return typeof follow === "string" ? follow : undefined;
}

/** How a sheet button was clicked: with the skip key held (Shift unless rebound), a roll skips its dialog and takes the last choice. */
export interface StartClick {
  readonly quick: boolean;
}

/**
 * The player's side of cards. A sheet button asks the GM to start a card for the user's
 * targets, a roll after the modifier dialog (or, shift-clicked, with the last choice); a card button asks the GM to press it, and the GM's game throws its dice (shown to
 * everyone who sees the card, in the presser's colours) and applies the step once.
 */
export class CardClient {
  readonly #module: PlayedRules;

  constructor(module: PlayedRules) {
    this.#module = module;
  }

  /**
   * Asks the GM to start the card a sheet button opens, after the modifiers dialog where the
   * action throws dice (skipped with the last choice on a quick click). `targets` are actor refs;
   * left out, the user's targeted tokens, as a click on the sheet takes them. Answers the card's
   * message, or the refusal the user was shown.
   */
  async start(
    actor: Actor.Implementation,
    action: string,
    data: Readonly<Record<string, string>>,
    click: StartClick = { quick: false },
    targets?: readonly string[],
  ): Promise<Outcome<{ readonly messageId: string }>> {
    const game = readyGame("a card's button");
    const module = await this.#module();
    if (module === undefined) return refuse("ruleset-unplayable", "The world's rule set cannot be played", {});
    const user = game.user.id ?? "";
    const own = userMessageMode(game.settings);
    const rules = module.cards.modifiers;
    // The dialog's code is fetched with the first roll that asks for it.
    const asking = rules.rolls.includes(action) ? await import("../applications/modifiers/rollChoice") : null;
    const aimed = targets ?? [...game.user.targets].flatMap((token) => token.actor?.uuid ?? []);
    let chosen: DialogAnswer | null = null;
    if (asking !== null) {
      // The distances on the map are said in the dialog, measured with its own code; a quick click shows no dialog.
      const reach =
        click.quick || aimed.length === 0
          ? null
          : (await import("./targetDistances")).reachBeforeRoll(module.cards.range, actor, { action, data, targets: aimed, user });
      chosen = await asking.chooseModifiers(user, module.id, rules, own, click.quick, reach);
      // Closed without rolling: nothing is asked of the GM.
      if (chosen === null) return refuse("roll-closed", "The roll was closed before it was made", {});
    }
    // Modules hear of the roll with what was chosen for it, and may still stop it.
    if (!callPreRoll(actor, chosen === null ? { action, data, targets: aimed } : { action, data, targets: aimed, modifiers: chosen.choice })) {
      return refuse("roll-cancelled", "A module stopped this roll", {});
    }
    const request = { actor: actor.uuid, action, data, targets: aimed, mode: chosen?.mode ?? own };
    const answer = await requestOfGM("startCard", chosen === null ? request : { ...request, modifiers: chosen.choice });
    if (!answer.ok) return answer;
    // A dialog's answer is remembered once the GM took it: a refused choice is not what a
    // shift-click should repeat, and a shift-click itself chose nothing new.
    if (asking !== null && chosen !== null && !click.quick) asking.rememberChoice(user, module.id, chosen);
    const started = startAnswer(answer.value);
    if (started === null) return refuse("card-not-created", "The card could not be posted", {});
    if (started.follow !== undefined) await this.press(started.messageId, started.follow);
    return allow({ messageId: started.messageId });
  }

  /** Asks the GM to press a card's button; `amount` is what the presser typed beside it (the GM's damage amount), sent as typed. Answers the GM's outcome, a refusal shown to the user. */
  async press(messageId: string, button: string, amount?: string): Promise<Outcome<unknown>> {
    const game = readyGame("a card's button");
    const module = await this.#module();
    const message = game.messages.get(messageId);
    const stored = cardToAct(message === undefined ? null : readCardMessage(message));
    if (module === undefined) return refuse("ruleset-unplayable", "The world's rule set cannot be played", {});
    if (!stored.ok) {
      ui.notifications?.warn(refusalText(game.i18n, stored.refusal));
      return stored;
    }
    const { card } = stored.value;
    const actors = cardActors(card.actors);
    const dice = module.cards.press.dice({ card, button, actors });
    if (!dice.ok) {
      ui.notifications?.warn(refusalText(game.i18n, dice.refusal));
      return dice;
    }
    const chosen = await this.#pressModifiers(module, module.cards.view(card, actors).buttons.find((shown) => shown.id === button)?.roll);
    if (chosen === null) return refuse("roll-closed", "The roll was closed before it was made", {});
    // The GM's game throws the dice: a client's faces are never trusted. A damage control that
    // points on the map goes with the tokens it points at, which the GM's game checks each of.
    const control = readControl(button);
    const tokens = control === null ? [] : pointedTokens(control);
    const pointed = tokens.length === 0 ? { messageId, button } : { messageId, button, tokens };
    const typed = amount === undefined ? pointed : { ...pointed, amount };
    const answer = await requestOfGM("pressCard", chosen === undefined ? typed : { ...typed, modifiers: chosen });
    const follow = answer.ok ? followOf(answer.value) : undefined;
    if (follow !== undefined) return this.press(messageId, follow);
    return answer;
  }

  /**
   * The free modifiers of a card's roll (a test the GM asked for), chosen in the modifiers dialog
   * as for the sheet's roll `action`; the difficulty is the GM's, so the dialog offers no ladder.
   * Undefined for a button that asks none; null when the dialog was closed without rolling.
   */
  async #pressModifiers(module: RuleSetModule, action: string | undefined): Promise<ModifierChoice | null | undefined> {
    if (action === undefined) return undefined;
    const game = readyGame("a card's button");
    const rules = { ...module.cards.modifiers, rolls: [action], ladder: [], usualStep: null };
    const { chooseModifiers } = await import("../applications/modifiers/rollChoice");
    const chosen = await chooseModifiers(game.user.id ?? "", `${module.id}:request`, rules, userMessageMode(game.settings), false);
    return chosen === null ? null : chosen.choice;
  }
}
