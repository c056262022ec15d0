import * as Type from "../schema/TypeBuilders";
import * as Value from "../schema/ValueChecks";
import type { CardState } from "./CardRules";

/** A target's distance kept on an attack card (reachOnCard.ts), read here so a world's boot carries no range rule. */
const ReachOnCardSchema = Type.Object({
  target: Type.String(),
  name: Type.String(),
  distance: Type.Number({ minimum: 0 }),
  units: Type.String(),
  band: Type.Optional(Type.String()),
  modifier: Type.Optional(Type.Integer()),
});

const CardStateSchema = Type.Object({
  kind: Type.String({ minLength: 1 }),
  actors: Type.Array(Type.String()),
  // Any keys, any values: a Record would bring TypeBox's template-literal and key-of machinery into what every world loads at boot.
  data: Type.Object({}, { additionalProperties: Type.Unknown() }),
  used: Type.Array(Type.String()),
  modifiers: Type.Optional(
    Type.Array(
      Type.Object({ source: Type.Union([Type.Literal("ladder"), Type.Literal("free")]), id: Type.String(), dial: Type.String(), value: Type.Integer() }),
    ),
  ),
  // A damage card's record is read through its own schema where it is used (damageRecord.ts).
  damage: Type.Optional(Type.Unknown()),
  reach: Type.Optional(Type.Array(ReachOnCardSchema)),
});

/** A card read back from a chat message; anything else (an old or edited message) is no card. */
export function readCardState(stored: unknown): CardState | null {
  return Value.Check(CardStateSchema, stored) ? stored : null;
}
