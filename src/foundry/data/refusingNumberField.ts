type NumberFieldClass = typeof foundry.data.fields.NumberField;
type Options = foundry.data.fields.NumberField.Options;
type Value = foundry.data.fields.NumberField.InitializedType<Options>;

/**
 * Foundry's NumberField cleans a value before validating it: it rounds a fraction of an integer
 * field and clamps to `min`/`max`, so a Weapon Skill of 140 would be stored as 100 without a
 * word. This subclass leaves a value it would have to change as it is, so validation refuses it
 * and Foundry's notification names the field; a value already within the limits is cleaned as
 * before. Built from the class Foundry hands over, because `foundry` exists only inside Foundry.
 */
export function refusingNumberField(Base: NumberFieldClass) {
  return class RefusingNumberField extends Base<Options> {
    protected override _cleanType(value: Value, options?: foundry.data.fields.DataField.CleanOptions): Value {
      if (typeof value === "number" && !withinLimits(value, this)) return value;
      return super._cleanType(value, options);
    }
  };
}

export interface NumberLimits {
  readonly integer: boolean;
  readonly min: number | undefined;
  readonly max: number | undefined;
}

/** Whether cleaning would keep the value as it is: a whole number when one is asked for, inside the limits. */
export function withinLimits(value: number, limits: NumberLimits): boolean {
  if (!Number.isFinite(value)) return false;
  if (limits.integer && !Number.isInteger(value)) return false;
  if (limits.min !== undefined && value < limits.min) return false;
  if (limits.max !== undefined && value > limits.max) return false;
  return true;
}
