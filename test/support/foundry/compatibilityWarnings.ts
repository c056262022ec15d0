/**
 * What a v14 double does where v14 keeps a deprecated member working: it warns through
 * `foundry.utils.logCompatibilityWarning(message, {since, until})` (v14's declarations,
 * common/utils/logging.d.mts), read from the global at the moment of use as core's own shims read
 * it, so a spy put there sees every warning. A double that must warn with nothing there to warn
 * through is a test wired wrong, and says so.
 */
export function warnCompatibility(message: string, since = 14, until = 16): void {
  const foundry: unknown = Reflect.get(globalThis, "foundry");
  const utils: unknown = typeof foundry === "object" && foundry !== null ? Reflect.get(foundry, "utils") : undefined;
  const log: unknown = typeof utils === "object" && utils !== null ? Reflect.get(utils, "logCompatibilityWarning") : undefined;
  if (typeof log !== "function") throw new Error(`A v14 double has no foundry.utils.logCompatibilityWarning to warn through: ${message}`);
  Reflect.apply(log, utils, [message, { since, until }]);
}
