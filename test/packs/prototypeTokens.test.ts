import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { REGISTERED } from "../../src/rulesets/registry";
import { packFilePaths } from "../support/packSources";

/** A compendium actor's prototype token, as its source file holds it. */
function tokenOf(path: string): { kind: unknown; actorLink: unknown; bar1: unknown; bar2: unknown } {
  const entry: unknown = JSON.parse(readFileSync(path, "utf8"));
  const system: unknown = Reflect.get(Object(entry), "system");
  const token: unknown = Reflect.get(Object(entry), "prototypeToken");
  return {
    kind: Reflect.get(Object(system), "kind"),
    actorLink: Reflect.get(Object(token), "actorLink"),
    bar1: Reflect.get(Object(Reflect.get(Object(token), "bar1")), "attribute"),
    bar2: Reflect.get(Object(Reflect.get(Object(token), "bar2")), "attribute"),
  };
}

describe.each(REGISTERED.map((ruleset) => ruleset.play))("the $id compendium's ready-to-fight actors", (module) => {
  const paths = packFilePaths(`${module.id}-actors`);

  it("link the token of each player character to its actor, and of no one else", () => {
    for (const path of paths) {
      const token = tokenOf(path);
      expect(token.actorLink, path).toBe(module.documents.playerCharacter({ kind: token.kind }));
    }
  });

  it("show the rule set's two bars", () => {
    for (const path of paths) expect(tokenOf(path), path).toMatchObject({ bar1: module.documents.tokens.primary, bar2: module.documents.tokens.secondary });
  });
});
