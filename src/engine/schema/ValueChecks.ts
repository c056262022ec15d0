/**
 * What the project asks of a value against a schema, taken one by one from TypeBox and imported
 * as `Value`, for the same reason as `TypeBuilders`: TypeBox's `Value` object carries every
 * operation it has (cast, convert, diff, patch, parse...), which every bundle paid for.
 */
export { Check, Clone, Create, Default } from "@sinclair/typebox/value";
export { Errors } from "@sinclair/typebox/errors";
