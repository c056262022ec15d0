import * as Type from "../../engine/schema/TypeBuilders";
import { type Static } from "@sinclair/typebox";
import { accepted } from "../../engine/fight/acceptedData";

/**
 * What a d6-pool scenario says of a combatant beyond the common fields: the group of identical
 * foes whose initiative the GM rolls once for all (the source allows it), the cover it
 * fights from, added to the difficulty of every attack on it, and its square on the map, whose
 * distance sets the range part of the difficulty (no one moves: it only measures).
 */
export const D6_COMBATANT_FIELDS = {
  initiativeGroup: Type.Optional(
    Type.String({ minLength: 1, maxLength: 64, description: '"dock gang": one initiative roll for every combatant of the group' }),
  ),
  cover: Type.Optional(Type.Integer({ minimum: 0, maximum: 30, description: "added to the difficulty of attacks on it (light cover 5, heavy 10...)" })),
  position: Type.Optional(
    Type.Object(
      { x: Type.Integer({ minimum: -10000, maximum: 10000 }), y: Type.Integer({ minimum: -10000, maximum: 10000 }) },
      { additionalProperties: false, description: "{ x, y }: its square on a map of one-metre squares; attacks on the map take the weapon's range band" },
    ),
  ),
};

const FieldsSchema = Type.Object(D6_COMBATANT_FIELDS, { additionalProperties: false });
export type D6CombatantFields = Static<typeof FieldsSchema>;

export function readD6Fields(fields: Readonly<Record<string, unknown>>): D6CombatantFields {
  return accepted(FieldsSchema, fields, "d6-pool: combatant fields");
}
