import { afterEach, describe, expect, it, vi } from "vitest";
import { bindingHeld, bindingNames, KEY_ACTIONS, SKIP_DIALOG_KEYS, type HeldKeys } from "../../../src/foundry/keys/keyActions";
import { registerKeys } from "../../../src/foundry/keys/registerKeys";

/** Core's keyboard as v13's KeyboardManager keeps it: the codes held down, and a modifier active when either of its keys is. */
function keyboard(...down: string[]): HeldKeys {
  const codes = { CONTROL: ["ControlLeft", "ControlRight", "MetaLeft", "MetaRight"], SHIFT: ["ShiftLeft", "ShiftRight"], ALT: ["AltLeft", "AltRight"] };
  return { downKeys: new Set(down), isModifierActive: (modifier) => codes[modifier].some((code) => down.includes(code)) };
}

describe("the key that skips a roll's dialog", () => {
  it("ships as either Shift, and is held while either is down", () => {
    expect(SKIP_DIALOG_KEYS).toEqual([{ key: "ShiftLeft" }, { key: "ShiftRight" }]);
    expect(bindingHeld(SKIP_DIALOG_KEYS, keyboard("ShiftLeft"))).toBe(true);
    expect(bindingHeld(SKIP_DIALOG_KEYS, keyboard("ShiftRight", "KeyA"))).toBe(true);
    expect(bindingHeld(SKIP_DIALOG_KEYS, keyboard())).toBe(false);
    expect(bindingHeld(SKIP_DIALOG_KEYS, keyboard("AltLeft"))).toBe(false);
  });

  it("follows what a user bound in Configure Controls: another key, with the modifiers it was bound with", () => {
    const rebound = [{ key: "KeyR", modifiers: ["Alt"] }];
    expect(bindingHeld(rebound, keyboard("KeyR"))).toBe(false);
    expect(bindingHeld(rebound, keyboard("AltLeft", "KeyR"))).toBe(true);
    expect(bindingHeld(rebound, keyboard("ShiftLeft"))).toBe(false);
    // A modifier core does not know is never held.
    expect(bindingHeld([{ key: "KeyR", modifiers: ["Hyper"] }], keyboard("KeyR"))).toBe(false);
    expect(bindingHeld([], keyboard("ShiftLeft"))).toBe(false);
  });

  it("is named for the dialog's hint as a person names it, left and right as one, and not at all when unbound", () => {
    const display = (code: string): string => code.replace(/^Key/, "");
    expect(bindingNames(SKIP_DIALOG_KEYS, display)).toBe("Shift");
    expect(bindingNames([{ key: "KeyR", modifiers: ["Alt"] }, { key: "AltRight" }], display)).toBe("Alt+R / Alt");
    expect(bindingNames([], display)).toBeNull();
  });
});

describe("the keys registered at init", () => {
  afterEach(() => vi.unstubAllGlobals());

  /** Core's ClientKeybindings as `register` keeps what it is given. */
  function registered(): Map<string, { name: string; editable: unknown[]; restricted: boolean; onDown?: () => boolean }> {
    const kept = new Map<string, { name: string; editable: unknown[]; restricted: boolean; onDown?: () => boolean }>();
    const keybindings = {
      register: (namespace: string, action: string, data: { name: string; editable: unknown[]; restricted: boolean; onDown?: () => boolean }) =>
        kept.set(`${namespace}.${action}`, data),
    };
    registerKeys(keybindings as unknown as Parameters<typeof registerKeys>[0]);
    return kept;
  }

  it("are the skip key at Shift, and the GM's tracker steps unbound and for a GM alone", () => {
    const kept = registered();
    expect([...kept.keys()]).toEqual(["turnwright.skipDialog", "turnwright.nextStep", "turnwright.previousStep"]);
    expect(kept.get("turnwright.skipDialog")).toMatchObject({ editable: [{ key: "ShiftLeft" }, { key: "ShiftRight" }], restricted: false });
    expect(kept.get("turnwright.nextStep")).toMatchObject({ editable: [], restricted: true });
    expect(kept.get("turnwright.previousStep")).toMatchObject({ editable: [], restricted: true });
    expect(KEY_ACTIONS.map((key) => key.name)).toEqual([
      "TURNWRIGHT.Keys.SkipDialog.Name",
      "TURNWRIGHT.Keys.NextStep.Name",
      "TURNWRIGHT.Keys.PreviousStep.Name",
    ]);
  });

  it("step the combat the GM's tracker shows on and back, as its own buttons do, and only a started one", async () => {
    const kept = registered();
    const combat = { started: true, nextTurn: vi.fn(async () => combat), previousTurn: vi.fn(async () => combat) };
    vi.stubGlobal("game", { ready: true, user: { isGM: true }, combat });
    expect(kept.get("turnwright.nextStep")?.onDown?.()).toBe(true);
    expect(kept.get("turnwright.previousStep")?.onDown?.()).toBe(true);
    expect([combat.nextTurn.mock.calls.length, combat.previousTurn.mock.calls.length]).toEqual([1, 1]);
    combat.started = false;
    expect(kept.get("turnwright.nextStep")?.onDown?.()).toBe(false);
    vi.stubGlobal("game", { ready: true, user: { isGM: false }, combat: { ...combat, started: true } });
    expect(kept.get("turnwright.nextStep")?.onDown?.()).toBe(false);
    vi.stubGlobal("game", { ready: true, user: { isGM: true }, combat: null });
    expect(kept.get("turnwright.previousStep")?.onDown?.()).toBe(false);
    expect(combat.nextTurn).toHaveBeenCalledTimes(1);
  });
});
