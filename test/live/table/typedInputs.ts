import fc from "fast-check";
import type { FieldRule } from "../../../src/foundry/applications/sheets/fieldRules";

/**
 * One edit of a sheet input as a person makes it: what goes into the input (`typed`: the text
 * filled in, the option chosen, the box ticked or not) and what the sheet's form hands over for
 * it (`submitted`, as core's FormDataExtended reads an input of that kind: a number input's text
 * as a number, an emptied one as null).
 */
export interface TypedInput {
  readonly typed: string | boolean;
  readonly submitted: unknown;
}

/**
 * A value the rules accept for the input, different from what it holds now, read from the rule
 * the sheet itself screens the input with (`fieldRules`, src/foundry/applications/sheets/fieldRules.ts): a
 * whole number inside its limits, a text in the form its pattern gives (a die code), another of
 * its choices, the box flipped. Undefined where the rule leaves no other value.
 */
export function goodInput(rule: FieldRule, current: unknown): TypedInput | undefined {
  switch (rule.input) {
    case "number": {
      const base = typeof current === "number" ? current : (rule.min ?? 0);
      const value = [base + 1, base - 1].find(
        (candidate) => candidate !== current && (rule.min === undefined || candidate >= rule.min) && (rule.max === undefined || candidate <= rule.max),
      );
      return value === undefined ? undefined : { typed: String(value), submitted: value };
    }
    case "text": {
      const now = typeof current === "string" ? current : "";
      if (rule.pattern === undefined) return { typed: `${now} II`, submitted: `${now} II` };
      const value = fc
        .sample(fc.stringMatching(new RegExp(rule.pattern)), { seed: 35, numRuns: 50 })
        .find((candidate) => candidate !== now && candidate.trim() === candidate && candidate !== "");
      return value === undefined ? undefined : { typed: value, submitted: value };
    }
    case "select": {
      const value = rule.options?.find((option) => option !== current);
      return value === undefined ? undefined : { typed: value, submitted: value };
    }
    case "checkbox":
      return { typed: current !== true, submitted: current !== true };
  }
}

/**
 * A value the rules refuse that a person can type into the input, from the same rule: a number
 * one past its highest (or below its lowest), a track's maximum below what is left of it
 * (`left`), a number with a fraction where there are no limits, a text outside its pattern, a
 * required text emptied. A select offers only its choices and a box only its two states, so a
 * person cannot give either a bad value: undefined.
 */
export function badInput(rule: FieldRule, left?: number): TypedInput | undefined {
  switch (rule.input) {
    case "number": {
      const value =
        rule.valueFrom !== undefined && left !== undefined && left > 0
          ? left - 1
          : rule.max !== undefined
            ? rule.max + 1
            : rule.min !== undefined
              ? rule.min - 1
              : 0.5;
      return { typed: String(value), submitted: value };
    }
    case "text": {
      if (rule.pattern === undefined) return rule.mayBeUnset === true ? undefined : { typed: "", submitted: "" };
      const pattern = new RegExp(rule.pattern);
      const value = [`${String(rule.shown)}x`, "x", "?"].find((candidate) => !pattern.test(candidate));
      return value === undefined ? undefined : { typed: value, submitted: value };
    }
    case "select":
    case "checkbox":
      return undefined;
  }
}
