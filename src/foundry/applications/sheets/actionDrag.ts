import type { SheetAction } from "../../../engine/play/sheetActions";

/** The drag data type of a sheet's action button: the hotbar makes a macro of it. */
export const ACTION_DRAG_TYPE = "turnwright.action";

/** A sheet action dragged off its sheet: whose it is, and what its button sends. */
export interface ActionDrag {
  readonly type: typeof ACTION_DRAG_TYPE;
  /** The actor whose sheet it came from, by ref. */
  readonly actor: string;
  readonly action: string;
  readonly data: Readonly<Record<string, string>>;
}

/** A drop the hotbar hands us, ours read from it: the actor and which of its sheet's actions. */
export interface MacroSource {
  readonly actor: string;
  readonly pick: (offered: readonly SheetAction[]) => SheetAction | undefined;
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Drag data read as an action of ours, or null for anything else (core's documents, another system's drags, something forged). */
export function readActionDrag(value: unknown): ActionDrag | null {
  if (!isRecord(value) || value["type"] !== ACTION_DRAG_TYPE) return null;
  const { actor, action, data } = value;
  if (typeof actor !== "string" || actor === "" || typeof action !== "string" || action === "" || !isRecord(data)) return null;
  const strings: Record<string, string> = {};
  for (const [key, part] of Object.entries(data)) {
    if (typeof part !== "string") return null;
    strings[key] = part;
  }
  return { type: ACTION_DRAG_TYPE, actor, action, data: strings };
}

/**
 * The macro's script: one call of the API, so a macro does what the button does and nothing
 * else. An action of an item belongs to the actor it was made for; any other (a test, a move) is
 * taken by whoever the user speaks as then, else by the actor it was made for.
 */
export function macroCommand(actor: string, action: Pick<SheetAction, "action" | "data" | "item">): string {
  const who = action.item === null ? `api.speaker() ?? ${JSON.stringify(actor)}` : JSON.stringify(actor);
  return [
    "const api = game.turnwright.api;",
    `await api.start({ actor: ${who}, action: ${JSON.stringify(action.action)}, data: ${JSON.stringify(action.data)} });`,
  ].join("\n");
}
