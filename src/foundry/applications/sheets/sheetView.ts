import { text } from "../../../engine/text/LocalText";
import type { SheetView } from "../../../engine/play/SheetView";

/**
 * What a sheet shows when the world's rule set cannot draw it (the setting names a rule set
 * this version does not have, or the document belongs to another rule set): a plain
 * explanation instead of a broken window.
 */
export const UNAVAILABLE_VIEW: SheetView = {
  subtitle: text("TURNWRIGHT.Sheet.Unavailable"),
  tabs: [],
};
