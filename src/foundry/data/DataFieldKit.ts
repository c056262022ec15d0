type Fields = typeof foundry.data.fields;

/**
 * The field classes of `foundry.data.fields` a rule set's schema is built from. Injected, so
 * the mapping from the schema tree can be checked in a test with classes that record what they
 * were given; Foundry passes its own classes (see `foundryFieldKit`). `F` is what a field is.
 */
export interface DataFieldKit<F> {
  readonly NumberField: new (options: foundry.data.fields.NumberField.Options) => F;
  readonly StringField: new (options: foundry.data.fields.StringField.Options) => F;
  readonly HTMLField: new (options: foundry.data.fields.StringField.Options) => F;
  readonly BooleanField: new (options: foundry.data.fields.BooleanField.Options) => F;
  readonly SchemaField: new (fields: Record<string, F>, options: foundry.data.fields.SchemaField.Options<foundry.data.fields.DataSchema>) => F;
  readonly ArrayField: new (element: F, options: foundry.data.fields.ArrayField.Options<unknown>) => F;
}

/** Foundry's own kit, with the number field that refuses instead of clamping. */
export type FoundryFieldKit = DataFieldKit<foundry.data.fields.DataField.Any>;

export function foundryFieldKit(fields: Fields, numberField: FoundryFieldKit["NumberField"]): FoundryFieldKit {
  return {
    NumberField: numberField,
    StringField: fields.StringField,
    HTMLField: fields.HTMLField,
    BooleanField: fields.BooleanField,
    SchemaField: fields.SchemaField,
    ArrayField: fields.ArrayField,
  };
}
