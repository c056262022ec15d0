import { Type } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import type { CardState } from "./CardRules";

const CardStateSchema = Type.Object({
  kind: Type.String({ minLength: 1 }),
  actors: Type.Array(Type.String()),
  data: Type.Record(Type.String(), Type.Unknown()),
  used: Type.Array(Type.String()),
});

/** A card read back from a chat message; anything else (an old or edited message) is no card. */
export function readCardState(stored: unknown): CardState | null {
  return Value.Check(CardStateSchema, stored) ? stored : null;
}
