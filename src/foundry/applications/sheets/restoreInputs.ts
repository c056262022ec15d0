import type { RefusedInput } from "./screenInputs";

/**
 * Puts the value the sheet showed back into each refused input, and marks it so the eye finds
 * it. Only the refused inputs change: everything else the player typed stays where it is.
 */
export function restoreInputs(form: HTMLFormElement, refused: readonly RefusedInput[]): void {
  for (const { rule } of refused) {
    const input = form.elements.namedItem(rule.name);
    if (!(input instanceof HTMLInputElement || input instanceof HTMLSelectElement)) continue;
    if (input instanceof HTMLInputElement && input.type === "checkbox") input.checked = rule.shown === true;
    else input.value = String(rule.shown);
    input.classList.add("tw-refused");
    input.addEventListener("input", () => input.classList.remove("tw-refused"), { once: true });
  }
}
