import { describe, expect, it } from "vitest";
import { text } from "../../../src/engine/text/LocalText";
import { refusalText, say, type Words } from "../../../src/foundry/gm/words";

const lang: Record<string, string> = {
  "TURNWRIGHT.Refusal.turn-full": "No room for a {label} this turn",
  "TURNWRIGHT.Refusal.Unexplained": "Not done: {message}",
  "TURNWRIGHT.Combat.Budget": "Budget of {name}",
};
const words: Words = {
  lang: "en",
  getListFormatter: (options) => new Intl.ListFormat("en", options),
  has: (key) => key in lang,
  format: (key, data) => (lang[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => data?.[name] ?? `{${name}}`),
};

describe("the system's words", () => {
  it("localise a refusal by its code, with its values", () => {
    expect(refusalText(words, { code: "turn-full", message: "No room", data: { label: "Half Action" } })).toBe("No room for a Half Action this turn");
  });

  it("still say something true for a code without a translation", () => {
    expect(refusalText(words, { code: "brand-new", message: "The rules said no." })).toBe("Not done: The rules said no.");
  });

  it("localise the rules' LocalText with numbers as text", () => {
    expect(say(words, text("TURNWRIGHT.Combat.Budget", { name: "Varro" }))).toBe("Budget of Varro");
  });
});
