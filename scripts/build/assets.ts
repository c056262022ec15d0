import { cp, mkdir } from "node:fs/promises";
import { basename, join } from "node:path";

/** Folders copied into the system as they are: the stylesheets, the templates, the translations, the icons. */
export const ASSET_FOLDERS = ["styles", "templates", "lang", "assets"] as const;

/** Copies each asset folder; dotfiles such as `.gitkeep` only keep empty folders in git. */
export async function copyAssets(repoRoot: string, systemDir: string): Promise<void> {
  for (const folder of ASSET_FOLDERS) {
    const target = join(systemDir, folder);
    await mkdir(target, { recursive: true });
    await cp(join(repoRoot, folder), target, { recursive: true, filter: (source) => !basename(source).startsWith(".") });
  }
}
