import type { ClockPresent } from "../clock/ClockState";
import type { ClockMark } from "./EffectDuration";
import { countsUnits, MAX_DURATION_COUNT, type DurationUnit } from "./DurationUnit";
import { durationInForce } from "./durationInForce";

/**
 * An effect's duration at the table, as an Active Effect keeps it: the unit and count the GM set
 * and, once it began in a fight, where: the combat, the combatant that bears it, and the clock's
 * place. Read by hand rather than by a schema: every game reads it as it prepares its actors, so
 * the reader is in the system's entry, which is kept small.
 */
export interface EffectTiming {
  readonly unit: string;
  readonly count: number;
  readonly start: { readonly combat: string; readonly bearer: string | null; readonly mark: ClockMark } | null;
}

type Plain = Readonly<Record<string, unknown>>;

function isPlain(value: unknown): value is Plain {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const isWhole = (value: unknown, min: number): value is number => typeof value === "number" && Number.isInteger(value) && value >= min;
const isId = (value: unknown): value is string => typeof value === "string" && value.length > 0 && value.length <= 64;
const STAGES: readonly unknown[] = ["awaiting-initiative", "acting", "post-turn"];

function readMark(value: unknown): ClockMark | null {
  if (!isPlain(value)) return null;
  const { stage, round, step, steps, seconds, turn, ahead, nextStep } = value;
  if (typeof stage !== "string" || !STAGES.includes(stage) || !isWhole(round, 0) || !isWhole(steps, 0) || !isWhole(turn, -1) || !isWhole(nextStep, 0))
    return null;
  if (typeof seconds !== "number" || !(seconds >= 0) || typeof ahead !== "boolean") return null;
  const read =
    step === null
      ? null
      : isPlain(step) && typeof step["kind"] === "string" && isWhole(step["number"], 0)
        ? { kind: step["kind"], number: step["number"] }
        : undefined;
  if (read === undefined) return null;
  return {
    stage: stage === "acting" ? "acting" : stage === "post-turn" ? "post-turn" : "awaiting-initiative",
    round,
    step: read,
    steps,
    seconds,
    turn,
    ahead,
    nextStep,
  };
}

/** Why a duration cannot be kept, in words a lang key carries: its `key` under the Duration words and the values it names. */
export interface TimingProblem {
  readonly key: "UnknownUnit" | "Count" | "Unreadable";
  readonly data: Readonly<Record<string, string>>;
}

/** A stored duration, read; null when there is none or it does not read (the effect then lasts until it is turned off). */
export function readTiming(value: unknown): EffectTiming | null {
  if (!isPlain(value)) return null;
  const { unit, count, start } = value;
  if (typeof unit !== "string" || unit.length === 0 || unit.length > 40 || !isWhole(count, 1) || count > MAX_DURATION_COUNT) return null;
  if (start === null || start === undefined) return { unit, count, start: null };
  if (!isPlain(start)) return null;
  const { combat, bearer, mark } = start;
  const read = readMark(mark);
  if (!isId(combat) || !(bearer === null || isId(bearer)) || read === null) return null;
  return { unit, count, start: { combat, bearer, mark: read } };
}

/** What is wrong with a duration about to be stored, or null when it may be. */
export function timingProblem(value: unknown, units: readonly DurationUnit[]): TimingProblem | null {
  if (value === undefined || value === null) return null;
  const timing = readTiming(value);
  const names = units.map((unit) => unit.id).join(", ");
  if (timing === null) return { key: "Unreadable", data: { units: names } };
  const unit = units.find((candidate) => candidate.id === timing.unit);
  if (unit === undefined) return { key: "UnknownUnit", data: { unit: timing.unit, units: names } };
  if (!countsUnits(unit) && timing.count !== 1) return { key: "Count", data: { unit: unit.id } };
  return null;
}

/**
 * Whether an effect with this duration is in force: always before it began in a fight (the GM set
 * it outside one), never once the fight it began in is gone, and in that fight as its clock
 * says. `clockOf` answers a combat's clock, null when the combat or its clock is gone.
 */
export function timingInForce(timing: EffectTiming, units: readonly DurationUnit[], clockOf: (combat: string) => ClockPresent | null): boolean {
  const unit = units.find((candidate) => candidate.id === timing.unit);
  const start = timing.start;
  if (unit === undefined || start === null) return true;
  const clock = clockOf(start.combat);
  return clock !== null && durationInForce(unit, timing.count, start.mark, clock, start.bearer);
}

/**
 * A duration as the GM's edit leaves it, before it begins again: the fields sent over the ones
 * kept (a form sends only what changed), a count of digits read as a number, a moment ("until the
 * end of the round") counting 1 whatever the count field held. No unit: the duration is taken off
 * (`null`). A problem when the rule set cannot count it.
 */
export function editedTiming(
  now: EffectTiming | null,
  asked: object,
  units: readonly DurationUnit[],
): { readonly ok: true; readonly timing: EffectTiming | null } | { readonly ok: false; readonly problem: TimingProblem } {
  const merged: Record<string, unknown> = { unit: now?.unit, count: now?.count ?? 1, ...asked, start: null };
  if (merged["unit"] === "" || merged["unit"] === undefined || merged["unit"] === null) return { ok: true, timing: null };
  if (typeof merged["count"] === "string" && /^\d{1,4}$/.test(merged["count"])) merged["count"] = Number(merged["count"]);
  const unit = units.find((candidate) => candidate.id === merged["unit"]);
  if (unit !== undefined && !countsUnits(unit)) merged["count"] = 1;
  const problem = timingProblem(merged, units);
  const timing = readTiming(merged);
  if (problem !== null) return { ok: false, problem };
  return timing === null
    ? { ok: false, problem: { key: "Unreadable", data: { units: units.map((candidate) => candidate.id).join(", ") } } }
    : { ok: true, timing };
}
