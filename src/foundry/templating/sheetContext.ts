import type { LocalText } from "../../engine/text/LocalText";
import type { SheetBlock, SheetView } from "../../engine/play/SheetView";

/** The one tab group of a Turnwright sheet, as Foundry's tab machinery names it. */
export const TAB_GROUP = "primary";

export interface SheetTabContext {
  readonly id: string;
  readonly label: LocalText;
  readonly active: boolean;
  readonly blocks: readonly SheetBlock[];
}

/**
 * What templates/sheets/*.hbs render, for an actor sheet and an item sheet alike. The templates
 * read it under `turnwright`, beside Foundry's own sheet context.
 */
export interface SheetTemplateContext {
  readonly sheetKind: "actor" | "item";
  readonly name: string;
  readonly img: string;
  readonly editable: boolean;
  readonly subtitle: LocalText;
  readonly group: string;
  /** A single tab needs no navigation bar. */
  readonly showTabs: boolean;
  readonly tabs: readonly SheetTabContext[];
}

export interface SheetSubject {
  readonly sheetKind: "actor" | "item";
  readonly name: string;
  readonly img: string;
  readonly editable: boolean;
}

/** The tab to show: the one asked for while the view still has it, else the view's first. */
export function chooseTab(view: SheetView, wanted: string | null | undefined): string | undefined {
  if (wanted !== null && wanted !== undefined && view.tabs.some((tab) => tab.id === wanted)) return wanted;
  return view.tabs[0]?.id;
}

export function sheetTemplateContext(subject: SheetSubject, view: SheetView, wantedTab: string | null | undefined): SheetTemplateContext {
  const active = chooseTab(view, wantedTab);
  return {
    ...subject,
    subtitle: view.subtitle,
    group: TAB_GROUP,
    showTabs: view.tabs.length > 1,
    tabs: view.tabs.map((tab) => ({ id: tab.id, label: tab.label, active: tab.id === active, blocks: tab.blocks })),
  };
}

/**
 * A sheet's template context, the tab shown being the one the sheet remembers (or the view's
 * first): the remembered tab is updated in place, so a tab the view no longer has falls back.
 */
export function sheetContextFor(subject: SheetSubject, view: SheetView, tabGroups: Record<string, string | null>): SheetTemplateContext {
  const active = chooseTab(view, tabGroups[TAB_GROUP]);
  if (active !== undefined) tabGroups[TAB_GROUP] = active;
  return sheetTemplateContext(subject, view, active);
}
