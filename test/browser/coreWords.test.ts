import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CORE_ENGLISH } from "../../gallery/coreWords";
import { galleryForSuite } from "./gallery";

const TEMPLATES = fileURLToPath(new URL("../../templates/", import.meta.url));

/** Every key a template hands `localize` that is not the system's own: core's, which Foundry localises. */
function coreKeysOfTemplates(): string[] {
  const files = readdirSync(TEMPLATES, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".hbs"));
  const keys = files.flatMap((file) =>
    Array.from(readFileSync(join(TEMPLATES, file), "utf8").matchAll(/localize\s+"([A-Z][A-Za-z0-9]*\.[\w.]+)"/g), (match) => match[1] ?? ""),
  );
  return [...new Set(keys.filter((key) => !key.startsWith("TURNWRIGHT.") && !key.startsWith("TYPES.")))].sort();
}

function flatKeys(value: object, prefix = ""): string[] {
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === "string" ? [`${prefix}${key}`] : typeof inner === "object" && inner !== null ? flatKeys(inner, `${prefix}${key}.`) : [],
  );
}

describe("the gallery's stand-in for core's words", () => {
  it("has a word for every core key the templates localise, and none they do not", () => {
    const used = coreKeysOfTemplates();
    expect(used).toContain("COMBAT.RollAll");
    expect(flatKeys(CORE_ENGLISH).sort()).toEqual(used);
  });
});

describe("the combat tracker in the gallery", () => {
  const gallery = galleryForSuite();

  it("names core's buttons in core's words, as Foundry would, and shows no key as it is", async () => {
    const tracker = gallery.panel("light", "tracker");
    await gallery.viewAs("gm");
    expect(await tracker.locator('[data-action="rollAll"]').getAttribute("aria-label")).toBe("Roll All");
    expect(await tracker.locator('[data-action="rollNPC"]').getAttribute("aria-label")).toBe("Roll NPCs");
    expect(await tracker.locator('[data-action="toggleDefeated"]').first().getAttribute("aria-label")).toBe("Mark Defeated");
    expect(await tracker.locator("nav.encounters").getAttribute("aria-label")).toBe("Combat Encounters Navigation");
    expect(await gallery.untranslated()).toEqual([]);
  });
});
