/** A sheet of one of the world's documents, as the game's declarations type it (v13: FormApplication or ApplicationV2; v14: Application or DocumentSheetV2). */
type DocumentSheet = Item.Implementation["sheet"] | ActiveEffect.Implementation["sheet"];

/**
 * A document's sheet opened: drawn and brought up (`force`). Core's sheets are ApplicationV2s,
 * whose `render` takes options (v13 client/applications/api/application.mjs `render(options)`);
 * v14's declarations deprecate the boolean v13 still reads as `force`, kept "for backwards
 * compatibility with the original ApplicationV1#render signature" (client/applications/api/
 * application.d.mts). A module may register an ApplicationV1 sheet, whose own `render` takes it.
 */
export async function openSheet(sheet: DocumentSheet | undefined): Promise<void> {
  if (sheet instanceof foundry.applications.api.ApplicationV2) await sheet.render({ force: true });
  else await sheet?.render(true);
}
