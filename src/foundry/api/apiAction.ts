import type { SheetAction } from "../../engine/play/sheetActions";
import { translate, type Translator } from "../templating/Translator";
import type { ApiAction } from "./PlayApi";

/** An action in the user's words. */
export function apiAction(action: SheetAction, words: Translator): ApiAction {
  return {
    id: action.id,
    action: action.action,
    data: { ...action.data },
    label: translate(words, action.label),
    cost: action.cost === null ? null : translate(words, action.cost),
    allowed: action.allowed,
    reason: action.reason === null ? null : translate(words, action.reason),
    item: action.item,
    stat: action.stat === null ? null : translate(words, action.stat),
  };
}
