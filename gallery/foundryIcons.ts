import type { SheetBlock, SheetView } from "../src/engine/play/SheetView";
import meleeArt from "./art/weapon-melee.svg";

/** Where Foundry serves its own icons; the gallery has no copy of them. */
const FOUNDRY_ICONS = "icons/";

/**
 * A sheet view with the pictures the rules name from Foundry's icon folder (bare hands' fist)
 * swapped for the gallery's art, as packActors does for compendium items: a picture that cannot
 * load here would show as a broken image and log an error.
 */
export function withGalleryArt(view: SheetView): SheetView {
  return { ...view, tabs: view.tabs.map((tab) => ({ ...tab, blocks: tab.blocks.map(blockWithArt) })) };
}

function blockWithArt(block: SheetBlock): SheetBlock {
  if (block.kind !== "items") return block;
  return { ...block, rows: block.rows.map((row) => (row.img.startsWith(FOUNDRY_ICONS) ? { ...row, img: meleeArt } : row)) };
}
