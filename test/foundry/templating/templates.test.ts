import { describe, expect, it } from "vitest";
import type { Audience } from "../../../src/engine/play/CardView";
import { cardTemplateContext, privateButtonsContext } from "../../../src/foundry/templating/cardContext";
import { sheetTemplateContext } from "../../../src/foundry/templating/sheetContext";
import { REGISTERED } from "../../../src/rulesets/registry";
import { basename } from "node:path";
import { packActorFrom } from "../../support/packActors";
import { packFilePaths } from "../../support/packSources";
import { ALL_BLOCKS, ATTACK_CARD, DICTIONARY } from "./views";
import { count, englishTemplates, templatesWith } from "./render";

const templates = templatesWith(DICTIONARY);
const subject = { sheetKind: "actor" as const, name: "Ann <the Bold>", img: "ann.webp", editable: true };

function sheet(view = ALL_BLOCKS, tab: string | undefined = undefined, editable = true): string {
  const turnwright = sheetTemplateContext({ ...subject, editable }, view, tab);
  return (["header", "tabs", "body"] as const).map((part) => templates.sheetPart(part, { turnwright })).join("\n");
}

describe("the sheet templates", () => {
  it("draw the header with the name as an input, the portrait and the subtitle", () => {
    const html = sheet();
    expect(html).toContain('name="name" value="Ann &lt;the Bold&gt;"');
    expect(html).toContain('src="ann.webp"');
    expect(html).toContain('data-action="editImage"');
    expect(html).toContain("Sellsword, 9 wounds left");
  });

  it("draw one tab link and one section per tab, the chosen one active", () => {
    const html = sheet(ALL_BLOCKS, "gear");
    expect(count(html, /data-action="tab" data-group="primary" data-tab="/)).toBe(2);
    expect(html).toMatch(/class="tw-tab-link active"[^>]*data-tab="gear"/);
    expect(html).toMatch(/class="tab tw-tab active" data-group="primary" data-tab="gear"/);
    expect(html).toMatch(/class="tab tw-tab" data-group="primary" data-tab="main"/);
  });

  it("draw stats with their value input, bounds, derived bonus and roll button with its data", () => {
    const html = sheet();
    expect(html).toContain('name="system.agility" value="42" min="0" max="100"');
    expect(html).toMatch(/tw-stat-derived-label">Bonus<\/span><span class="tw-stat-derived-value">4</);
    expect(html).toContain('data-action="rollTest" data-tw-characteristic="agility" data-tw-item-id="x&lt;y"');
    expect(html).toContain('<span class="tw-stat-value">7</span>');
  });

  it("draw tracks as a value and a maximum over a bar filled to the share left", () => {
    const html = sheet();
    expect(html).toContain('name="system.wounds.value" value="9"');
    expect(html).toContain('name="system.wounds.max" value="12"');
    expect(html).toContain('style="width: 75%"');
  });

  it("draw toggles as pressed or unpressed chips that name their path", () => {
    const html = sheet();
    expect(html).toMatch(/class="tw-chip is-active" data-action="toggle" data-path="system.conditions.prone" aria-pressed="true"/);
    expect(html).toMatch(/class="tw-chip" data-action="toggle" data-path="system.conditions.stunned" aria-pressed="false"/);
  });

  it("draw every kind of field with what it accepts", () => {
    const html = sheet();
    expect(html).toMatch(/<option value="npc" selected>Foe<\/option>/);
    expect(html).toContain('name="system.code" value="1d10" pattern="^[0-9]+d[0-9]+$"');
    expect(html).toContain("like 1d10");
    expect(html).toContain('name="system.dodge" value="-5" min="-20" max="30"');
    expect(html).toMatch(/type="checkbox" name="system.veteran" checked/);
  });

  it("draw item rows with icon, summary, buttons, open and delete, and the empty list's words", () => {
    const html = sheet();
    expect(html).toContain('data-action="openItem" data-item-id="item1">Sword</a>');
    expect(html).toContain("Damage 1d10");
    expect(html).toContain('data-action="attack" data-tw-item="item1" data-tw-action="swing"');
    expect(html).toContain('data-action="deleteItem" data-item-id="item1"');
    expect(html).toContain('data-action="createItem" data-type="shield"');
    expect(html).toContain("Nothing carried");
  });

  it("draw a row that is no item (bare hands) with nothing to open or delete", () => {
    const bare = { id: "", name: "Unarmed", img: "fist.svg", summary: [], buttons: [] };
    const view = {
      subtitle: ALL_BLOCKS.subtitle,
      tabs: [
        {
          id: "gear",
          label: ALL_BLOCKS.tabs[0]?.label ?? { key: "" },
          blocks: [{ kind: "items" as const, title: { key: "T.Block.items" }, itemType: "weapon", empty: { key: "T.Item.none" }, rows: [bare] }],
        },
      ],
    };
    const html = sheet(view);
    expect(html).toContain('<span class="tw-item-name">Unarmed</span>');
    expect(html).not.toContain('data-action="openItem"');
    expect(html).not.toContain('data-action="deleteItem"');
  });

  it("draw a stat left unset empty, with what it counts as greyed in", () => {
    const stat = { path: "system.ocv", label: { key: "T.Stat.ocv" }, abbreviation: { key: "T.Stat.ocv" }, value: null, unset: 0, min: 0, max: 20 };
    const view = {
      subtitle: ALL_BLOCKS.subtitle,
      tabs: [
        { id: "main", label: ALL_BLOCKS.tabs[0]?.label ?? { key: "" }, blocks: [{ kind: "stats" as const, title: { key: "T.Block.stats" }, stats: [stat] }] },
      ],
    };
    expect(sheet(view)).toContain('name="system.ocv" value="" placeholder="0" min="0" max="20"');
  });

  it("draw the action list with allowed rows and refused rows with their reason", () => {
    const html = sheet();
    expect(html).toMatch(/class="tw-action is-allowed" data-action-id="move"/);
    expect(html).toMatch(/class="tw-action is-refused" data-action-id="run"[\s\S]*?No room for a Full Action/);
  });

  it("draw a refused button disabled with its reason as the tooltip", () => {
    expect(sheet()).toMatch(/data-action="spendLuck" data-tw-use="unstun" disabled data-tooltip="No luck left"/);
  });

  it("offer no editing, adding or deleting on a sheet its viewer may not edit", () => {
    const html = sheet(ALL_BLOCKS, undefined, false);
    expect(html).not.toContain('data-action="editImage"');
    expect(html).not.toContain('data-action="createItem"');
    expect(html).not.toContain('data-action="deleteItem"');
    expect(html).toMatch(/name="system.agility"[^>]*disabled/);
  });

  it("leave the tab bar out of a sheet with a single tab", () => {
    const single = { subtitle: ALL_BLOCKS.subtitle, tabs: ALL_BLOCKS.tabs.slice(0, 1) };
    expect(sheet(single)).toContain('class="tabs tw-tabs tw-hidden"');
    expect(sheet()).not.toContain("tw-hidden");
  });
});

describe("the card template", () => {
  const viewer =
    (owned: string[], isGM = false) =>
    (audience: Audience) =>
      audience.kind === "gm" ? isGM : audience.kind === "owner" ? owned.includes(audience.actor) : isGM || owned.includes(audience.actor);

  it("draws the title, rolls with dice as boxes, target, outcome and detail, and the lines", () => {
    const html = templates.card(cardTemplateContext(ATTACK_CARD, viewer([])));
    expect(html).toContain("Attack on Orc");
    expect(html).toContain("By Ann");
    expect(count(html, /<li class="tw-die">/)).toBe(3);
    expect(html).toContain('class="tw-roll tw-roll--success"');
    expect(html).toContain("tw-card--success");
    expect(html).toContain("2 hit(s)");
    expect(html).toContain("It was close");
    // A lone d100 is its own total; two dice and a bonus show theirs.
    expect(count(html, /class="tw-roll-total"/)).toBe(1);
    expect(html).toMatch(/class="tw-roll-total"[^>]*>14</);
  });

  it("draws a button only for a viewer who may press it, with the card action and the button id", () => {
    const target = templates.card(cardTemplateContext(ATTACK_CARD, viewer(["orc"])));
    expect(target).toContain('data-action="pressCard" data-button="dodge:orc"');
    expect(target).toContain('data-button="apply"');
    const attacker = templates.card(cardTemplateContext(ATTACK_CARD, viewer(["ann"])));
    expect(attacker).not.toContain("dodge:orc");
    expect(attacker).not.toContain('data-button="apply"');
    const gm = templates.card(cardTemplateContext(ATTACK_CARD, viewer([], true)));
    expect(gm).toContain('data-button="apply"');
    expect(gm).not.toContain("dodge:orc");
  });

  it("draws a used button disabled, marked used", () => {
    const html = templates.card(cardTemplateContext(ATTACK_CARD, viewer(["ann"])));
    expect(html).toMatch(/class="tw-btn tw-btn--luck is-used" data-action="pressCard" data-button="reroll" disabled aria-disabled="true"/);
  });

  it("leaves the button row out when the viewer has nothing to press", () => {
    const html = templates.card(cardTemplateContext(ATTACK_CARD, viewer(["nobody"])));
    expect(html).not.toContain("tw-card-buttons");
  });

  it("draws a card kept from its viewer as the buttons still open to them and nothing else: no title, roll, line, outcome or used button", () => {
    const html = templates.card(privateButtonsContext(ATTACK_CARD, viewer(["orc", "ann"])));
    expect(html).toContain('data-action="pressCard" data-button="dodge:orc"');
    expect(html).toContain("tw-card--private");
    for (const hidden of [
      "Attack on Orc",
      "By Ann",
      "tw-roll",
      "tw-die",
      "tw-card--success",
      "2 hit(s)",
      "It was close",
      'data-button="reroll"',
      "tw-card-title",
    ])
      expect(html).not.toContain(hidden);
    expect(templates.card(privateButtonsContext(ATTACK_CARD, viewer(["nobody"])))).not.toContain("tw-card-buttons");
  });
});

describe("the templates with every registered rule set and lang/en.json", () => {
  const english = englishTemplates();

  it.each(REGISTERED.map(({ id, play }) => ({ id, module: play })))(
    "leave no key unread on any $id sample actor's sheet, on any tab, or item sheet",
    ({ id, module }) => {
      const actors = packFilePaths(`${id}-actors`).map((path) => packActorFrom(`${id}-actors`, basename(path, ".json")));
      expect(actors.length).toBeGreaterThanOrEqual(3);
      for (const snapshot of actors) {
        const view = module.sheet(snapshot, undefined);
        for (const { id: tab } of view.tabs) {
          const turnwright = sheetTemplateContext({ ...subject, name: snapshot.name }, view, tab);
          const html = (["header", "tabs", "body"] as const).map((part) => english.sheetPart(part, { turnwright })).join("");
          expect(html, `${snapshot.name} ${tab}`).not.toMatch(/TURNWRIGHT\.|TYPES\./);
        }
        for (const item of snapshot.items) {
          const turnwright = sheetTemplateContext(
            { sheetKind: "item", name: item.name, img: "", editable: true },
            module.itemSheet(item.type, item.system),
            undefined,
          );
          const html = english.sheetPart("body", { turnwright });
          expect(html, item.name).not.toMatch(/TURNWRIGHT\.|TYPES\./);
        }
      }
    },
  );

  it("leave no key unread on a card", () => {
    expect(english.card(cardTemplateContext(ATTACK_CARD, () => true))).toMatch(/target 55[\s\S]*Success/);
  });
});
