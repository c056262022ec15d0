/** The GM's steps on what gets through to each defender: halve, double, one more, one less. */
export const ADJUST_STEPS = ["half", "double", "more", "less"] as const;
export type AdjustStep = (typeof ADJUST_STEPS)[number];

/** Whom a damage card's damage goes to: its own target, the GM's selected tokens, or the presser's targeted ones. */
export const DEFENDER_CHOICES = ["target", "selected", "targeted"] as const;
export type DefenderChoice = (typeof DEFENDER_CHOICES)[number];

/**
 * What a damage card's controls do: deal its damage to a choice of defenders, adjust what gets
 * through (a step, an amount the GM types with `set`, or clearing the adjustment), or undo one
 * application (by its place in the card's record).
 */
export type DamageControl =
  | { readonly op: "deal"; readonly to: DefenderChoice }
  | { readonly op: "adjust"; readonly step: AdjustStep | "reset" | "set" }
  | { readonly op: "undo"; readonly entry: number };

/** A control as a card's button id: `deal:selected`, `adjust:half`, `undo:0`. */
export function controlId(control: DamageControl): string {
  switch (control.op) {
    case "deal":
      return `deal:${control.to}`;
    case "adjust":
      return `adjust:${control.step}`;
    case "undo":
      return `undo:${control.entry}`;
  }
}

const ENTRY = /^(0|[1-9][0-9]{0,3})$/;

/** The control a button id names; null for any other button (a rule set's own, or a forged id). */
export function readControl(id: string): DamageControl | null {
  const colon = id.indexOf(":");
  if (colon < 0) return null;
  const op = id.slice(0, colon);
  const rest = id.slice(colon + 1);
  if (op === "deal") {
    const to = DEFENDER_CHOICES.find((choice) => choice === rest);
    return to === undefined ? null : { op, to };
  }
  if (op === "adjust") {
    const step = rest === "reset" || rest === "set" ? rest : ADJUST_STEPS.find((known) => known === rest);
    return step === undefined ? null : { op, step };
  }
  if (op === "undo") return ENTRY.test(rest) ? { op, entry: Number(rest) } : null;
  return null;
}

/** Whether a control points at defenders the presser chose on the map, rather than at the card's own target. */
export function pointsOnMap(control: DamageControl): control is { readonly op: "deal"; readonly to: "selected" | "targeted" } {
  return control.op === "deal" && control.to !== "target";
}
