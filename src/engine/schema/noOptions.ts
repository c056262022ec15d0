import * as Type from "./TypeBuilders";

/** The options schema of a rule set that has no world options: an empty object, nothing else. */
export const NO_OPTIONS = Type.Object({}, { additionalProperties: false });
