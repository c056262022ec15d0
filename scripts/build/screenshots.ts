import { copyFile, stat } from "node:fs/promises";
import { join } from "node:path";

/**
 * The docs' pictures (in README.md and docs/), each by the browser test's picture it is: the
 * browser tests drive the gallery and shoot every panel into test-results/gallery/, and these are
 * copied over the ones in docs/screenshots/, so a picture in the docs is never older than the
 * last run.
 */
export const DOC_PICTURES: Readonly<Record<string, string>> = {
  "sheet-light.png": "light-sheet-a-main.png",
  "chat-dark.png": "dark-chat-player-b.png",
  "actions-dark.png": "dark-sheet-a-actions.png",
  "phases-sheet-light.png": "phases-light-sheet-b-main.png",
  "phases-chat-dark.png": "phases-dark-chat-gm.png",
  "d6-sheet-light.png": "d6-light-sheet-a-main.png",
  "d6-chat-dark.png": "d6-dark-chat-gm.png",
  "d20-sheet-light.png": "d20-light-sheet-a-main.png",
  "d20-chat-dark.png": "d20-dark-chat-gm.png",
  "d20-tracker-light.png": "d20-light-tracker-gm.png",
  "ap-sheet-light.png": "ap-light-sheet-a-gear.png",
  "ap-chat-dark.png": "ap-dark-card-attack.png",
  "ap-tracker-light.png": "ap-light-tracker-gm.png",
  "odds-dialog.png": "odds-dialog.png",
  "effect-duration-light.png": "light-effect-duration-ended.png",
};

/** Copies each shot to its name in the docs; a shot the tests did not take stops it, naming the shot. */
export async function copyDocPictures(shots: string, pictures: string): Promise<string[]> {
  const missing: string[] = [];
  for (const shot of Object.values(DOC_PICTURES)) {
    if (!(await stat(join(shots, shot)).then((found) => found.isFile(), () => false))) missing.push(shot);
  }
  if (missing.length > 0) throw new Error(`The browser tests took no ${missing.join(", ")} in ${shots}`);
  const copied: string[] = [];
  for (const [picture, shot] of Object.entries(DOC_PICTURES)) {
    await copyFile(join(shots, shot), join(pictures, picture));
    copied.push(picture);
  }
  return copied;
}
