import type { DiceRequest } from "../../engine/dice/DiceRequest";
import type { CombatRules } from "../../engine/play/CombatRules";
import type { WorldTally } from "../../engine/play/RuleSetModule";
import type { MapRules } from "../../engine/play/MapRules";
import type { RollOptions } from "../dice/rollForRequests";
import type { RolledDice } from "./CombatPort";

/** Turns the rules' dice requests into real Foundry Rolls (roll modes, Dice So Nice). */
export type InitiativeRoller = (requests: readonly DiceRequest[], options: RollOptions) => Promise<RolledDice<readonly Roll[]>>;

export interface FightSettings {
  readonly rules: CombatRules;
  /** The world's tallies the tracker shows (the GM's pool of action dice), and whose they are. */
  readonly tallies: { readonly ruleset: string; readonly list: readonly WorldTally[] };
  readonly roll: InitiativeRoller;
  /** What a study of the fight's odds needs besides the fight: the rule set, its world options, its map rules. */
  readonly study: { readonly ruleset: string; readonly options: unknown; readonly map: MapRules };
}

let current: FightSettings | null = null;

/**
 * Foundry builds Combat documents itself, so their rules and dice cannot come through a
 * constructor: the active rule set's are set here once, at init.
 */
export function useFightSettings(settings: FightSettings): void {
  current = settings;
}

export function fightSettings(): FightSettings {
  if (current === null) throw new Error("Turnwright: a combat was used before registerCombat ran in the init hook.");
  return current;
}
