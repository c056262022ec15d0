/** Where Foundry finds the tracker's templates (the build copies templates/ into the system). */
export const COMBAT_TEMPLATES = {
  surprise: "systems/turnwright/templates/combat/surprise.hbs",
  budget: "systems/turnwright/templates/combat/budget.hbs",
} as const;
