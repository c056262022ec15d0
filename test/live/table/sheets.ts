import type { Locator } from "playwright-core";
import type { LiveWindow } from "./LiveTable";
import { showTab } from "./Sidebar";

/** The sidebar tab that lists each kind of document (core's `ui.sidebar` tabs). */
const DIRECTORY_TAB = { Actor: "actors", Item: "items" } as const;

/**
 * A document's sheet opened as a person opens it: the sidebar's tab of its kind (Sidebar.ts
 * `showTab`), then its name in the directory. Answers
 * the sheet's window, which core names by the document (client/applications/api/document-sheet.mjs
 * `_initializeApplicationOptions`: `<class>-<uuid with dashes>`).
 */
export async function openFromDirectory(window: LiveWindow, documentName: keyof typeof DIRECTORY_TAB, id: string): Promise<Locator> {
  const directory = await showDirectory(window, documentName);
  await directory.locator(`li.directory-item[data-entry-id="${id}"] a.entry-name`).click();
  const sheet = window.page.locator(`.application[id$="-${documentName}-${id}"]`);
  await sheet.waitFor({ state: "visible", timeout: 30_000 });
  return sheet;
}

/** The sidebar directory of a kind of document, brought into view. */
export function showDirectory(window: LiveWindow, documentName: keyof typeof DIRECTORY_TAB): Promise<Locator> {
  return showTab(window, DIRECTORY_TAB[documentName]);
}

/**
 * Closes a sheet as a person does, by its window's close button. Core then animates the window
 * away (client/applications/api/application.mjs `close`); a person goes on meanwhile, and so does
 * this: a caller that needs it gone waits for the sheet to be detached.
 */
export async function closeSheet(sheet: Locator): Promise<void> {
  await sheet.locator(".window-header [data-action=close]").click();
}
