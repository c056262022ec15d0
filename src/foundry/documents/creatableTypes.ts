/**
 * The subtypes a create dialog offers: the active rule set's, among those Foundry knows, and
 * among those the caller asked for when it asked. Foundry refuses an empty list, so when nothing
 * is left the caller's own request stands (or Foundry's full list, when it made none).
 */
export function creatableTypes(ruleSetTypes: readonly string[], known: readonly string[], requested?: readonly string[]): string[] | undefined {
  const offered = ruleSetTypes.filter((type) => known.includes(type));
  const narrowed = requested === undefined ? offered : offered.filter((type) => requested.includes(type));
  if (narrowed.length > 0) return narrowed;
  return requested === undefined ? undefined : [...requested];
}

/** The `types` a caller put in the dialog options, if it is a list of subtype names. */
export function requestedTypes(options: object | undefined): string[] | undefined {
  const types: unknown = options === undefined ? undefined : Reflect.get(options, "types");
  if (!Array.isArray(types)) return undefined;
  const names = types.filter((type): type is string => typeof type === "string");
  return names.length === types.length ? names : undefined;
}

/**
 * The dialog options with `types` set. Foundry v13's `ClientDocument.createDialog` reads
 * `options.types` to restrict the subtype select, but fvtt-types 13.345.1 declares that option
 * `never` for documents with type data (its `_PossibleSubtypesContext` test is the wrong way
 * round), so the property is defined on a copy rather than written in the object literal.
 */
export function withTypes<O extends object>(options: O, types: readonly string[] | undefined): O {
  const copy = { ...options };
  if (types !== undefined) Object.defineProperty(copy, "types", { value: [...types], enumerable: true, writable: true, configurable: true });
  return copy;
}
