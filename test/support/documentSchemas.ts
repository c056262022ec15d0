import type { TSchema } from "@sinclair/typebox";
import { REGISTERED } from "../../src/rulesets/registry";

/** The `system` schema of every registered rule set's document subtypes, by subtype name. */
export const DOCUMENT_SCHEMAS: Readonly<Record<string, TSchema>> = Object.fromEntries(
  REGISTERED.flatMap((ruleset) => Object.entries(ruleset.play.documents.schemas)),
);
