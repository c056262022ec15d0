import { bindingHeld, bindingNames, KEY_ACTIONS, type HeldKeys, type KeyBinding } from "../src/foundry/keys/keyActions";
import { translate, type Translator } from "../src/foundry/templating/Translator";

const escape = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A key code as v13's KeyboardManager.getKeycodeDisplayString names it, for the codes the gallery's keys use. */
function display(code: string): string {
  return code.startsWith("Key") ? code.slice(3) : code.startsWith("Digit") ? code.slice(5) : code;
}

/**
 * The page's keyboard as core's KeyboardManager keeps it: every key held down, by its
 * `KeyboardEvent#code`, heard on the window; and each of the system's key actions at the keys it
 * ships with, as a new world's Configure Controls has them.
 */
export class GalleryKeys implements HeldKeys {
  readonly downKeys = new Set<string>();
  readonly bindings = new Map<string, readonly KeyBinding[]>(KEY_ACTIONS.map((key) => [key.action, key.editable]));

  constructor(target: Pick<Window, "addEventListener">) {
    target.addEventListener("keydown", (event) => this.downKeys.add(event.code));
    target.addEventListener("keyup", (event) => this.downKeys.delete(event.code));
    // A key released while the page was not listening (another window) is not left held.
    target.addEventListener("blur", () => this.downKeys.clear());
  }

  isModifierActive(modifier: "CONTROL" | "SHIFT" | "ALT"): boolean {
    const codes = { CONTROL: ["ControlLeft", "ControlRight", "MetaLeft", "MetaRight"], SHIFT: ["ShiftLeft", "ShiftRight"], ALT: ["AltLeft", "AltRight"] }[
      modifier
    ];
    return codes.some((code) => this.downKeys.has(code));
  }

  /** Whether the key that skips a roll's dialog is held, as the sheet reads it in Foundry. */
  skipHeld(): boolean {
    return bindingHeld(this.bindings.get("skipDialog") ?? [], this);
  }

  skipKeyName(): string | null {
    return bindingNames(this.bindings.get("skipDialog") ?? [], display);
  }
}

/**
 * The system's part of core's Configure Controls, drawn as v13 draws a category of it
 * (templates/sidebar/apps/controls/category.hbs: a form group per action, its bound keys as `kbd`,
 * its hint): the key that skips a roll's dialog, bound to Shift, and the GM's tracker steps, unbound.
 */
export function keysPanel(keys: GalleryKeys, i18n: Translator): string {
  const rows = KEY_ACTIONS.map((key) => {
    const bound = (keys.bindings.get(key.action) ?? [])
      .map((binding) => `<li class="flexrow"><kbd>${escape(bindingNames([binding], display) ?? "")}</kbd></li>`)
      .join("");
    // Core lists a restricted action for a GM alone; the gallery marks it, in core's chrome's English.
    const gm = key.restricted ? ` <span class="gallery-keys-gm">GM</span>` : "";
    return `<div class="form-group" data-action-id="turnwright.${key.action}">
      <span class="label">${escape(translate(i18n, { key: key.name }))}${gm}</span>
      <ul class="form-fields flexcol">${bound === "" ? `<li class="flexrow" data-binding-id="empty"><span>—</span></li>` : bound}</ul>
      <p class="hint">${escape(translate(i18n, { key: key.hint }))}</p>
    </div>`;
  }).join("");
  return `<section class="gallery-panel gallery-panel--keys" data-panel="keys">
    <h3 class="gallery-caption">Configure Controls · Turnwright</h3>
    <div class="application turnwright-keys">
      <header class="window-header"><h1 class="window-title">Configure Controls: Turnwright</h1></header>
      <section class="window-content">${rows}</section>
    </div>
  </section>`;
}
