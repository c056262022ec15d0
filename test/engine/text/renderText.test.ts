import { describe, expect, it } from "vitest";
import { dictionaryTranslator } from "../../../src/engine/text/dictionaryTranslator";
import { counted, listed, renderText, text } from "../../../src/engine/text/LocalText";

const words = {
  TURNWRIGHT: {
    Hit: "{attacker} hits the {location}",
    Location: { leftArm: "left arm", head: "head" },
    Plain: "Plain",
    Rounds: { one: "{count} round", other: "{count} rounds", many: "{count} de rounds" },
    Took: "Took {taken}",
  },
};
const translator = dictionaryTranslator(words);

describe("renderText", () => {
  it("localises a key, and a key given as a format value, but leaves other values as they are", () => {
    expect(renderText(text("TURNWRIGHT.Plain"), translator)).toBe("Plain");
    expect(renderText(text("TURNWRIGHT.Hit", { attacker: "TURNWRIGHTless Bob", location: "TURNWRIGHT.Location.leftArm" }), translator)).toBe(
      "TURNWRIGHTless Bob hits the left arm",
    );
    expect(renderText(text("TURNWRIGHT.Hit", { attacker: 3, location: "head" }), translator)).toBe("3 hits the head");
  });

  it("picks a plural group's form by the reader's plural rules", () => {
    expect(renderText(counted("TURNWRIGHT.Rounds", 1), translator)).toBe("1 round");
    expect(renderText(counted("TURNWRIGHT.Rounds", 0), translator)).toBe("0 rounds");
    // French reads 0 as singular and a million as "many".
    const french = dictionaryTranslator(words, "fr");
    expect(renderText(counted("TURNWRIGHT.Rounds", 0), french)).toBe("0 round");
    expect(renderText(counted("TURNWRIGHT.Rounds", 1_000_000), french)).toBe("1000000 de rounds");
  });

  it("joins a list the way the reader's language does, each part put into words first", () => {
    const taken = text("TURNWRIGHT.Took", { taken: listed(["TURNWRIGHT.Location.leftArm", counted("TURNWRIGHT.Rounds", 2), "Bob"]) });
    expect(renderText(taken, translator)).toBe("Took left arm, 2 rounds, and Bob");
    expect(renderText(taken, dictionaryTranslator(words, "de"))).toBe("Took left arm, 2 rounds und Bob");
    expect(renderText(taken, dictionaryTranslator(words, "fr"))).toBe("Took left arm, 2 rounds et Bob");
  });
});
