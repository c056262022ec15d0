import { readyGame } from "../readyGame";
import { bindingHeld, bindingNames, KEY_ACTIONS } from "./keyActions";

/**
 * Whether this user holds the key that skips a roll's dialog now (Shift unless they bound another in
 * core's Configure Controls): a roll is then made at once with their last choice.
 */
export function skipDialogHeld(): boolean {
  const { keyboard, keybindings } = readyGame("the keys");
  return bindingHeld(keybindings.get("turnwright", "skipDialog"), keyboard);
}

/** The skip key's name for the dialog's hint, as this user bound it. */
export function skipDialogKeyName(): string | null {
  const manager = foundry.helpers.interaction.KeyboardManager;
  return bindingNames(readyGame("the keys").keybindings.get("turnwright", "skipDialog"), (code) => manager.getKeycodeDisplayString(code));
}

/** The tracker's step on or back, as its own buttons take it, for the combat this GM's tracker shows. */
function stepTracker(way: "next" | "previous"): boolean {
  const { user, combat } = readyGame("the keys");
  if (!user.isGM || combat === null || !combat.started) return false;
  void (way === "next" ? combat.nextTurn() : combat.previousTurn());
  return true;
}

/**
 * The system's keys in core's Configure Controls, registered at `init` (v13
 * client/helpers/interaction/client-keybindings.mjs refuses a registration after it). `restricted`:
 * core runs the tracker's steps for a GM alone.
 */
export function registerKeys(keybindings: foundry.helpers.interaction.ClientKeybindings): void {
  for (const key of KEY_ACTIONS) {
    const onDown = key.action === "nextStep" ? () => stepTracker("next") : key.action === "previousStep" ? () => stepTracker("previous") : undefined;
    keybindings.register("turnwright", key.action, {
      name: key.name,
      hint: key.hint,
      editable: key.editable.map((binding) => ({ key: binding.key })),
      restricted: key.restricted,
      ...(onDown === undefined ? {} : { onDown }),
    });
  }
}
