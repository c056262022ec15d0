/** One binding of a key action as core keeps it: a key by its `KeyboardEvent#code`, and the modifiers held with it. */
export interface KeyBinding {
  readonly key: string;
  readonly modifiers?: readonly string[];
}

/** What is read of core's keyboard: the keys held down by code, and whether a modifier is, by its `MODIFIER_KEYS` name. */
export interface HeldKeys {
  readonly downKeys: ReadonlySet<string>;
  isModifierActive(modifier: "CONTROL" | "SHIFT" | "ALT"): boolean;
}

/** A binding's modifier as core stores it (the values of `MODIFIER_KEYS`), by the name `isModifierActive` takes. */
const MODIFIER_NAMES: Readonly<Record<string, "CONTROL" | "SHIFT" | "ALT">> = { Control: "CONTROL", Shift: "SHIFT", Alt: "ALT" };

/**
 * Whether one of the bindings is held now. v13's KeyboardManager keeps every key down by its
 * `KeyboardEvent#code` (client/helpers/interaction/keyboard-manager.mjs, `getKeyboardEventContext`
 * and `_processKeyboardContext`, which records the key before it checks any focus), and names a
 * modifier by `MODIFIER_KEYS` (`isModifierActive`).
 */
export function bindingHeld(bindings: readonly KeyBinding[], keys: HeldKeys): boolean {
  const active = (modifier: string): boolean => {
    const name = Object.hasOwn(MODIFIER_NAMES, modifier) ? MODIFIER_NAMES[modifier] : undefined;
    return name !== undefined && keys.isModifierActive(name);
  };
  return bindings.some((binding) => keys.downKeys.has(binding.key) && (binding.modifiers ?? []).every(active));
}

/**
 * The bindings as a person names them, each its modifiers and its key (`display` is core's name for
 * a key code: v13 KeyboardManager.getKeycodeDisplayString), a modifier key's left and right one name;
 * null when none is bound.
 */
export function bindingNames(bindings: readonly KeyBinding[], display: (code: string) => string): string | null {
  const names = bindings.map((binding) =>
    [...(binding.modifiers ?? []), display(binding.key).replace(/^(Shift|Control|Alt|Meta)(Left|Right)$/, "$1")].join("+"),
  );
  const unique = [...new Set(names)];
  return unique.length === 0 ? null : unique.join(" / ");
}

/** The key that skips a roll's modifiers dialog, as it ships: either Shift, as other systems' sheets have it. */
export const SKIP_DIALOG_KEYS: readonly KeyBinding[] = [{ key: "ShiftLeft" }, { key: "ShiftRight" }];

/** One of the system's key actions as Configure Controls lists it: its id, words, the keys it ships with, and whether only a GM may use it. */
export interface KeyAction {
  readonly action: "skipDialog" | "nextStep" | "previousStep";
  readonly name: string;
  readonly hint: string;
  readonly editable: readonly KeyBinding[];
  readonly restricted: boolean;
}

/**
 * The system's keys: the one that skips a roll's modifiers dialog, and the GM's steps of the
 * tracker on and back, which ship unbound for a GM to set.
 */
export const KEY_ACTIONS: readonly KeyAction[] = [
  { action: "skipDialog", name: "TURNWRIGHT.Keys.SkipDialog.Name", hint: "TURNWRIGHT.Keys.SkipDialog.Hint", editable: SKIP_DIALOG_KEYS, restricted: false },
  { action: "nextStep", name: "TURNWRIGHT.Keys.NextStep.Name", hint: "TURNWRIGHT.Keys.NextStep.Hint", editable: [], restricted: true },
  { action: "previousStep", name: "TURNWRIGHT.Keys.PreviousStep.Name", hint: "TURNWRIGHT.Keys.PreviousStep.Hint", editable: [], restricted: true },
];
