import type { SheetView } from "../../../engine/play/SheetView";
import { translate, type Translator } from "../../templating/Translator";

/** The view's tabs in the shape of Foundry's tab configuration, so core keeps the active tab. */
export function tabsConfig(view: SheetView, i18n: Translator): foundry.applications.api.ApplicationV2.TabsConfiguration {
  return {
    tabs: view.tabs.map((tab) => ({ id: tab.id, label: translate(i18n, tab.label), cssClass: "" })),
    initial: view.tabs[0]?.id ?? null,
  };
}
