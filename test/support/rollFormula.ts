/**
 * A formula of the kind a rule set gives Foundry's `CONFIG.Combat.initiative` (`1d10 +
 * @derived.agilityBonus`), worked out over roll data with every die showing `face`: enough to
 * check that the formula scores what the rules score. Foundry's own Roll parser reads the same
 * `NdF`, `(N)dF`, exploding `NdFxE`, `@path`, numbers, `+`, `-` and `floor(...)`.
 */
export function rollFormula(formula: string, data: unknown, face: number): number {
  const resolved = formula
    .replace(/@([A-Za-z_][\w.]*)/g, (_, path: string) => {
      const value: unknown = path.split(".").reduce<unknown>((at, key) => (typeof at === "object" && at !== null ? Reflect.get(at, key) : undefined), data);
      if (typeof value !== "number") throw new Error(`@${path} is not a number in the roll data`);
      return String(value);
    })
    // `(2)d6` is a count worked out from the data; `x6` explodes on a face `face` never is.
    .replace(/\((\d+)\)d(\d+)/g, "$1d$2")
    .replace(/(\d+d\d+)x\d+/g, "$1")
    .replace(/(\d+)d(\d+)/g, (_, count: string) => String(Number(count) * face));
  if (!/^[\d\s+\-*/().a-z]*$/.test(resolved)) throw new Error(`cannot read ${resolved}`);
  return Function("floor", `return (${resolved});`)(Math.floor);
}
