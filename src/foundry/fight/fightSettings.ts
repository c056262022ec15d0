import type { DiceRequest } from "../../engine/dice/DiceRequest";
import type { CombatRules } from "../../engine/play/CombatRules";
import type { WorldTally } from "../../engine/play/RuleSetModule";
import type { MapRules } from "../../engine/play/MapRules";
import type { RollOptions } from "../dice/rollForRequests";
import type { PlayedRules } from "../playedRules";
import type { StudiedRuleSet } from "../odds/fightScenario";
import type { RolledDice } from "./CombatPort";
import type { FighterRecord } from "./FightRecord";

/** Turns the rules' dice requests into real Foundry Rolls (roll modes, Dice So Nice). */
export type InitiativeRoller = (requests: readonly DiceRequest[], options: RollOptions) => Promise<RolledDice<readonly Roll[]>>;

export interface FightSettings {
  readonly rules: CombatRules;
  /** The world's tallies the tracker shows (the GM's pool of action dice), and whose they are. */
  readonly tallies: { readonly ruleset: string; readonly list: readonly WorldTally[] };
  readonly roll: InitiativeRoller;
  /** Asks the GM who is surprised as `combat` starts (the tracker's dialog): each fighter's answer by id, null when the GM closes it. */
  readonly askSurprise: (combat: Combat.Implementation, fighters: readonly FighterRecord[]) => Promise<Readonly<Record<string, boolean>> | null>;
  /** What a study of the fight's odds needs besides the fight: the rule set, its world options, its map rules. */
  readonly study: { readonly ruleset: StudiedRuleSet; readonly options: unknown; readonly map: MapRules };
}

let current: FightSettings | null = null;
let arrived: PlayedRules = async () => undefined;

/**
 * Foundry builds Combat documents itself, so their rules and dice cannot come through a
 * constructor. The classes are registered at `init` with the promise of the world's rules
 * (`useFightGate`); the rules themselves are set here once they arrive, before that promise
 * resolves (`useFightSettings`).
 */
export function useFightGate(played: PlayedRules): void {
  arrived = played;
}

export function useFightSettings(settings: FightSettings): void {
  current = settings;
}

/** The fight's settings, for code that runs only once the rules have arrived (a render, a request, a step of the fight). */
export function fightSettings(): FightSettings {
  if (current === null)
    throw new Error("Turnwright: a combat was used while the world's rule set is not playable (not one this version has, or its code could not be loaded).");
  return current;
}

/** The fight's settings if the world's rules have arrived, null before (a document prepared at boot). */
export function fightArrived(): FightSettings | null {
  return current;
}

/**
 * The fight's settings once the world's rules have arrived, or null when they never will (the
 * world's rule set is not playable): for code a module may run before they have (an effect made
 * at `setup`), which must not take every duration for one the rules do not count.
 */
export async function fightSettled(): Promise<FightSettings | null> {
  await arrived();
  return current;
}

/** The fight's settings once the world's rules have arrived: where a combat is first touched (a document method, a hook, the tracker's render). */
export async function fightArrival(): Promise<FightSettings> {
  await arrived();
  return fightSettings();
}
