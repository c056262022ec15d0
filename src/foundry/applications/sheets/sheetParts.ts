import { SHEET_PARTS, systemPath } from "../../templating/templatePaths";
import HandlebarsApplicationMixin = foundry.applications.api.HandlebarsApplicationMixin;

/** The parts every Turnwright sheet renders, actor or item: the header, the tab bar, the body. */
export function sheetTemplateParts(): Record<string, HandlebarsApplicationMixin.HandlebarsTemplatePart> {
  return {
    header: { template: systemPath(SHEET_PARTS.header) },
    tabs: { template: systemPath(SHEET_PARTS.tabs) },
    body: { template: systemPath(SHEET_PARTS.body), scrollable: [""] },
  };
}
