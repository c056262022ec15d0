import { copyFile, stat } from "node:fs/promises";
import { join } from "node:path";

/**
 * The docs' pictures (in README.md and docs/), every one taken from the live world: Foundry's own
 * client playing each rule set's gallery fight (test/live/pictures/), each shot under its
 * picture's own name. `npm run screenshots:live` takes them into test-results/live-pictures/ and
 * copies them over the ones in docs/screenshots/, so a picture in the docs is never older than the
 * last run, nor drawn by anything but Foundry.
 */
export const DOC_PICTURES = [
  "sheet-light.png",
  "chat-dark.png",
  "actions-dark.png",
  "phases-sheet-light.png",
  "phases-chat-dark.png",
  "d6-sheet-light.png",
  "d6-chat-dark.png",
  "d20-sheet-light.png",
  "d20-chat-dark.png",
  "d20-tracker-light.png",
  "ap-sheet-light.png",
  "ap-chat-dark.png",
  "ap-tracker-light.png",
  "odds-dialog.png",
  "effect-duration-light.png",
] as const;

/** Copies each shot to docs/screenshots; a picture the live world did not shoot stops it, naming the picture, before anything is copied. */
export async function copyDocPictures(shots: string, pictures: string): Promise<string[]> {
  const missing: string[] = [];
  for (const picture of DOC_PICTURES) {
    if (
      !(await stat(join(shots, picture)).then(
        (found) => found.isFile(),
        () => false,
      ))
    )
      missing.push(picture);
  }
  if (missing.length > 0) throw new Error(`The live world shot no ${missing.join(", ")} in ${shots}`);
  for (const picture of DOC_PICTURES) await copyFile(join(shots, picture), join(pictures, picture));
  return [...DOC_PICTURES];
}
