/**
 * The schema builders the project uses, taken one by one from TypeBox. Modules import this as
 * `Type`, so a schema reads as TypeBox's own (`Type.Object(...)`), but a bundle keeps only the
 * builders named here: TypeBox's `Type` object carries every builder it has (template literals,
 * key-of, mapped types...), and the Foundry entry, which builds every rule set's schemas at
 * `init`, paid for all of them.
 */
export { Array, Boolean, Composite, Integer, Literal, Null, Number, Object, Omit, Optional, Partial, Record, String, Union, Unknown } from "@sinclair/typebox";
