import type { DiceRequest } from "../../engine/dice/DiceRequest";
import type { DamageAdjustment } from "../../engine/events";
import { DAMAGE_CODE } from "./schema";

const CODE = new RegExp(DAMAGE_CODE);

/** Codes already read: a fight reads the same few weapons' codes at every hit. */
const READ = new Map<string, DiceRequest>();

function readCode(code: string): DiceRequest {
  const known = READ.get(code);
  if (known !== undefined) return known;
  if (!CODE.test(code)) throw new RangeError(`A damage code looks like "1d10+3", not "${code}"`);
  const [dice = "", flat] = code.split(/(?=[+-])/);
  const [count = "1", faces = "10"] = dice.split("d");
  const request: DiceRequest = { count: Number(count), faces: Number(faces), modifier: flat === undefined ? 0 : Number(flat) };
  READ.set(code, request);
  return request;
}

/** `1d10+3` as a dice request; the Strength Bonus of a melee blow joins the flat bonus. */
export function damageRequest(code: string, strengthBonus = 0): DiceRequest {
  const base = readCode(code);
  return strengthBonus === 0 ? base : { count: base.count, faces: base.faces, modifier: (base.modifier ?? 0) + strengthBonus };
}

export interface DamageResolution {
  /** The damage roll's total. */
  readonly raw: number;
  /** Armour at the location after penetration, never below zero. */
  readonly armour: number;
  readonly toughnessBonus: number;
  /** What gets through: raw less armour and Toughness Bonus, never below zero. */
  readonly amount: number;
}

export function resolveDamage(raw: number, armourPoints: number, penetration: number, toughnessBonus: number): DamageResolution {
  const armour = Math.max(0, armourPoints - penetration);
  return { raw, armour, toughnessBonus, amount: Math.max(0, raw - armour - toughnessBonus) };
}

/** `resolveDamage` step by step, for the log: the armour at the location after penetration, then the Toughness Bonus. */
export function damageSteps(resolved: DamageResolution): DamageAdjustment[] {
  const steps: DamageAdjustment[] = [];
  if (resolved.armour > 0) steps.push({ op: "less", by: resolved.armour, why: "armour" });
  if (resolved.toughnessBonus > 0) steps.push({ op: "less", by: resolved.toughnessBonus, why: "toughness" });
  return steps;
}

export interface WoundState {
  readonly wounds: number;
  readonly criticalDamage: number;
}

export interface WoundsTaken extends WoundState {
  /** How much of the damage came off Wounds (the part a Fate Point can take back). */
  readonly fromWounds: number;
  /** How much went past zero into Critical Damage. */
  readonly critical: number;
}

/** Damage comes off Wounds; whatever is left once Wounds reach zero becomes Critical Damage. */
export function takeDamage(state: WoundState, amount: number): WoundsTaken {
  const fromWounds = Math.min(state.wounds, amount);
  const critical = amount - fromWounds;
  return { wounds: state.wounds - fromWounds, criticalDamage: state.criticalDamage + critical, fromWounds, critical };
}
