import { text, type LocalText } from "../../engine/text/LocalText";
import { actionId, type SheetAction } from "../../engine/play/sheetActions";

/** What a start asks for, read where it may come from a macro typed by hand. */
export interface StartChoice {
  readonly action: string;
  readonly data: Readonly<Record<string, string>>;
}

export type StartCheck = { readonly ok: true; readonly action: SheetAction } | { readonly ok: false; readonly words: LocalText };

/**
 * Whether the actor's sheet would let this action be pressed now: the item it names still on
 * the actor, the action still offered, and not refused. Refused in the words the sheet shows.
 * `items` are the ids of the actor's items.
 */
export function checkStart(actorName: string, items: readonly string[], offered: readonly SheetAction[], choice: StartChoice): StartCheck {
  const item = choice.data["item"];
  if (item !== undefined && item !== "" && !items.includes(item)) return { ok: false, words: text("TURNWRIGHT.Api.ItemGone", { name: actorName }) };
  const id = actionId(choice.action, choice.data);
  const found = offered.find((action) => action.id === id);
  if (found === undefined) return { ok: false, words: text("TURNWRIGHT.Api.NotOffered", { name: actorName }) };
  if (!found.allowed) return { ok: false, words: found.reason ?? text("TURNWRIGHT.Api.NotOffered", { name: actorName }) };
  return { ok: true, action: found };
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A start's data as strings; a macro edited by hand that holds anything else is read as asking for nothing. */
export function readChoice(action: unknown, data: unknown): StartChoice | null {
  if (typeof action !== "string" || action === "") return null;
  if (data === undefined) return { action, data: {} };
  if (!isRecord(data)) return null;
  const strings: Record<string, string> = {};
  for (const [key, value] of Object.entries(data)) {
    if (typeof value !== "string") return null;
    strings[key] = value;
  }
  return { action, data: strings };
}
