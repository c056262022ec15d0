import Handlebars from "handlebars";
import { describe, expect, it } from "vitest";
import { dataAttributes, percent, registerTemplateHelpers, showTotal } from "../../../src/foundry/templating/helpers";
import { dictionaryTranslator } from "../../../src/engine/text/dictionaryTranslator";
import { translate, type Translator } from "../../../src/foundry/templating/Translator";

const words = { A: { greet: "Hello {name}", plain: "Plain words", skill: "Weapon Skill", title: "{what} test" } };

function render(source: string, context: unknown, i18n: Translator = dictionaryTranslator(words)): string {
  const handlebars = Handlebars.create();
  registerTemplateHelpers(handlebars, () => i18n);
  return handlebars.compile(source)(context);
}

describe("the template helpers", () => {
  it("twText puts a LocalText into words through the injected translator, escaping them", () => {
    expect(render("{{twText t}}", { t: { key: "A.greet", data: { name: "<Ann>" } } })).toBe("Hello &lt;Ann&gt;");
    expect(render("{{twText t}}", { t: { key: "A.plain" } })).toBe("Plain words");
    expect(render("[{{twText t}}]", { t: "not a text" })).toBe("[]");
  });

  it("twText puts a format value that is itself a key into words first", () => {
    expect(
      render("{{twText t}}", { t: { key: "A.title", data: { what: "TURNWRIGHT.X" } } }, dictionaryTranslator({ ...words, TURNWRIGHT: { X: "Agility" } })),
    ).toBe("Agility test");
  });

  it("asks the translator at render time, so translations loaded after registration are used", () => {
    let current = dictionaryTranslator({});
    const handlebars = Handlebars.create();
    registerTemplateHelpers(handlebars, () => current);
    const template = handlebars.compile("{{twKey 'A.plain'}}");
    expect(template({})).toBe("A.plain");
    current = dictionaryTranslator(words);
    expect(template({})).toBe("Plain words");
  });

  it("twKey localises a literal key and formats it with the hash", () => {
    expect(render('{{twKey "A.greet" name=who}}', { who: "Bo" })).toBe("Hello Bo");
    expect(render('{{twKey "A.plain"}}', {})).toBe("Plain words");
  });

  it("twData writes the rules' data as data-tw-* attributes, values escaped, clear of the page's data-action", () => {
    expect(render("<b{{twData d}}>", { d: { itemId: 'a"b', use: "unstun", action: "swing" } })).toBe(
      '<b data-tw-item-id="a&quot;b" data-tw-use="unstun" data-tw-action="swing">',
    );
    expect(dataAttributes({ "bad name": "x", ok: "y", nested: { a: 1 } }, (value) => value)).toBe(' data-tw-ok="y"');
  });

  it("twPercent fills a bar from 0 to 100 and never reads a broken maximum", () => {
    expect(percent(9, 12)).toBe(75);
    expect(percent(15, 12)).toBe(100);
    expect(percent(-3, 12)).toBe(0);
    expect(percent(3, 0)).toBe(0);
    expect(percent("3", 10)).toBe(0);
  });

  it("twShowTotal leaves out a total that only repeats a lone die", () => {
    expect(showTotal([37], 37)).toBe(false);
    expect(showTotal([4, 7], 14)).toBe(true);
    expect(showTotal([4], 7)).toBe(true);
  });

  it("twBlock names a block's partial and refuses a kind no template draws", () => {
    expect(render("{{twBlock k}}", { k: "stats" })).toBe("turnwright.block.stats");
    expect(() => render("{{twBlock k}}", { k: "chart" })).toThrow(/chart/);
  });
});

describe("the dictionary translator", () => {
  it("reads nested keys, formats by name and shows an unknown key as itself", () => {
    const i18n = dictionaryTranslator(words);
    expect(translate(i18n, { key: "A.greet", data: { name: "Cy", unused: 3 } })).toBe("Hello Cy");
    expect(i18n.format("A.greet", {})).toBe("Hello {name}");
    expect(i18n.localize("A.missing")).toBe("A.missing");
    expect(translate(i18n, { key: "A.skill" })).toBe("Weapon Skill");
  });
});
