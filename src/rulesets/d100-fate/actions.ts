import type { ActionDefinition } from "../../engine/budget/ActionDefinition";

export type D100ActionKind = "full" | "half" | "free" | "reaction";
export type D100Subtype = "Attack" | "Melee" | "Ranged" | "Movement" | "Concentration" | "Miscellaneous" | "Defence";

/** How an attack action turns degrees of success into hits. */
export type Burst = "single" | "semi" | "full";

export interface D100Action extends ActionDefinition {
  readonly id: D100ActionId;
  readonly kind: D100ActionKind;
  readonly subtypes: readonly D100Subtype[];
  /** Attacks only: the modifier on the Weapon Skill or Ballistic Skill test. */
  readonly attack?: { readonly modifier: number; readonly weapon: "melee" | "ranged" | "any"; readonly burst: Burst };
  /** Aims only: the bonus to the next attack, by how long the character aimed. */
  readonly aim?: number;
}

export type D100ActionId =
  | "standardAttack"
  | "allOutAttack"
  | "halfAim"
  | "fullAim"
  | "charge"
  | "semiAutoBurst"
  | "fullAutoBurst"
  | "move"
  | "run"
  | "ready"
  | "standUp"
  | "dodge"
  | "parry";

export const D100_ACTIONS: readonly D100Action[] = [
  {
    id: "standardAttack",
    name: "Standard Attack",
    kind: "half",
    subtypes: ["Attack", "Melee", "Ranged"],
    attack: { modifier: 10, weapon: "any", burst: "single" },
  },
  { id: "allOutAttack", name: "All Out Attack", kind: "full", subtypes: ["Attack", "Melee"], attack: { modifier: 30, weapon: "melee", burst: "single" } },
  { id: "halfAim", name: "Aim (Half)", kind: "half", subtypes: ["Concentration"], aim: 10 },
  { id: "fullAim", name: "Aim (Full)", kind: "full", subtypes: ["Concentration"], aim: 20 },
  { id: "charge", name: "Charge", kind: "full", subtypes: ["Attack", "Melee", "Movement"], attack: { modifier: 20, weapon: "melee", burst: "single" } },
  { id: "semiAutoBurst", name: "Semi-Auto Burst", kind: "half", subtypes: ["Attack", "Ranged"], attack: { modifier: 0, weapon: "ranged", burst: "semi" } },
  { id: "fullAutoBurst", name: "Full-Auto Burst", kind: "half", subtypes: ["Attack", "Ranged"], attack: { modifier: -10, weapon: "ranged", burst: "full" } },
  { id: "move", name: "Move", kind: "half", subtypes: ["Movement"] },
  { id: "run", name: "Run", kind: "full", subtypes: ["Movement"] },
  { id: "ready", name: "Ready", kind: "half", subtypes: ["Miscellaneous"] },
  { id: "standUp", name: "Stand Up", kind: "half", subtypes: ["Movement"] },
  { id: "dodge", name: "Dodge", kind: "reaction", subtypes: ["Movement", "Defence"] },
  { id: "parry", name: "Parry", kind: "reaction", subtypes: ["Defence", "Melee"] },
];

const BY_ID: ReadonlyMap<string, D100Action> = new Map(D100_ACTIONS.map((action) => [action.id, action]));

export function d100Action(id: string): D100Action | undefined {
  return BY_ID.get(id);
}
