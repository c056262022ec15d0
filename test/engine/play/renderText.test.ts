import { describe, expect, it } from "vitest";
import { renderText, text } from "../../../src/engine/play/LocalText";

const words: Record<string, string> = {
  "TURNWRIGHT.Hit": "{attacker} hits the {location}",
  "TURNWRIGHT.Location.leftArm": "left arm",
  "TURNWRIGHT.Plain": "Plain",
};
const translator = {
  localize: (key: string) => words[key] ?? key,
  format: (key: string, data: Record<string, string>) => (words[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => data[name] ?? `{${name}}`),
};

describe("renderText", () => {
  it("localises a key, and a key given as a format value, but leaves other values as they are", () => {
    expect(renderText(text("TURNWRIGHT.Plain"), translator)).toBe("Plain");
    expect(renderText(text("TURNWRIGHT.Hit", { attacker: "TURNWRIGHTless Bob", location: "TURNWRIGHT.Location.leftArm" }), translator)).toBe("TURNWRIGHTless Bob hits the left arm");
    expect(renderText(text("TURNWRIGHT.Hit", { attacker: 3, location: "head" }), translator)).toBe("3 hits the head");
  });
});
