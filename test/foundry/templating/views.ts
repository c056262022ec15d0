import { text } from "../../../src/engine/text/LocalText";
import type { CardView } from "../../../src/engine/play/CardView";
import type { SheetView } from "../../../src/engine/play/SheetView";

/**
 * Views with every kind of block and every kind of input, in words of the test's own
 * dictionary: the templates must render all of them, whatever rule set drew them.
 */
export const DICTIONARY = {
  T: {
    Subtitle: "Sellsword, {wounds} wounds left",
    Tab: { main: "Main", gear: "Gear" },
    Block: { stats: "Stats", tracks: "Tracks", toggles: "States", items: "Weapons", actions: "Actions", buttons: "Luck", fields: "Details" },
    Stat: { agility: "Agility", ag: "Ag", bonus: "Bonus", test: "Test" },
    Track: { wounds: "Wounds" },
    Toggle: { prone: "Prone", stunned: "Stunned" },
    Item: { summary: "Damage {damage}", attack: "Swing", none: "Nothing carried" },
    Action: { move: "Move", run: "Run", half: "Half", full: "Full", movement: "Movement", note: "Your turn", full_used: "No room for a {kind} Action" },
    Luck: { spend: "Spend luck", none: "No luck left" },
    Field: { kind: "Kind", pc: "Player", npc: "Foe", notes: "Code", code: "like 1d10", number: "Dodge", flag: "Veteran" },
    Card: {
      title: "Attack on {target}",
      by: "By {name}",
      roll: "Against {name}",
      hits: "{hits} hit(s)",
      line: "It was close",
      dodge: "Dodge",
      apply: "Apply",
      fate: "Re-roll",
    },
  },
};

export const ALL_BLOCKS: SheetView = {
  subtitle: text("T.Subtitle", { wounds: 9 }),
  tabs: [
    {
      id: "main",
      label: text("T.Tab.main"),
      blocks: [
        {
          kind: "stats",
          title: text("T.Block.stats"),
          stats: [
            {
              path: "system.agility",
              label: text("T.Stat.agility"),
              abbreviation: text("T.Stat.ag"),
              value: 42,
              min: 0,
              max: 100,
              derived: { label: text("T.Stat.bonus"), value: 4 },
              roll: {
                action: "rollTest",
                label: text("T.Stat.test"),
                data: { characteristic: "agility", itemId: "x<y" },
                disabled: false,
                icon: "fa-solid fa-dice-d20",
              },
            },
            { path: "", label: text("T.Stat.agility"), abbreviation: text("T.Stat.ag"), value: 7, min: 0, max: 10 },
          ],
        },
        {
          kind: "tracks",
          title: text("T.Block.tracks"),
          tracks: [{ path: "system.wounds.value", maxPath: "system.wounds.max", label: text("T.Track.wounds"), value: 9, max: 12 }],
        },
        {
          kind: "toggles",
          title: text("T.Block.toggles"),
          toggles: [
            { path: "system.conditions.prone", label: text("T.Toggle.prone"), active: true },
            { path: "system.conditions.stunned", label: text("T.Toggle.stunned"), active: false },
          ],
        },
        {
          kind: "fields",
          title: text("T.Block.fields"),
          fields: [
            {
              input: "select",
              path: "system.kind",
              label: text("T.Field.kind"),
              value: "npc",
              options: [
                { value: "pc", label: text("T.Field.pc") },
                { value: "npc", label: text("T.Field.npc") },
              ],
            },
            { input: "text", path: "system.code", label: text("T.Field.notes"), value: "1d10", pattern: "^[0-9]+d[0-9]+$", hint: text("T.Field.code") },
            { input: "number", path: "system.dodge", label: text("T.Field.number"), value: -5, min: -20, max: 30 },
            { input: "checkbox", path: "system.veteran", label: text("T.Field.flag"), value: true },
          ],
        },
        {
          kind: "buttons",
          title: text("T.Block.buttons"),
          buttons: [{ action: "spendLuck", label: text("T.Luck.spend"), data: { use: "unstun" }, disabled: true, reason: text("T.Luck.none") }],
        },
      ],
    },
    {
      id: "gear",
      label: text("T.Tab.gear"),
      blocks: [
        {
          kind: "items",
          title: text("T.Block.items"),
          itemType: "blade",
          empty: text("T.Item.none"),
          rows: [
            {
              id: "item1",
              name: "Sword",
              img: "sword.svg",
              summary: [text("T.Item.summary", { damage: "1d10" })],
              buttons: [{ action: "attack", label: text("T.Item.attack"), data: { item: "item1", action: "swing" }, disabled: false }],
            },
          ],
        },
        { kind: "items", title: text("T.Block.items"), itemType: "shield", empty: text("T.Item.none"), rows: [] },
        {
          kind: "actions",
          title: text("T.Block.actions"),
          note: text("T.Action.note"),
          rows: [
            { id: "move", label: text("T.Action.move"), kind: text("T.Action.half"), subtypes: [text("T.Action.movement")], allowed: true },
            {
              id: "run",
              label: text("T.Action.run"),
              kind: text("T.Action.full"),
              subtypes: [text("T.Action.movement")],
              allowed: false,
              reason: text("T.Action.full_used", { kind: "Full" }),
            },
          ],
        },
      ],
    },
  ],
};

export const ATTACK_CARD: CardView = {
  title: text("T.Card.title", { target: "Orc" }),
  subtitle: text("T.Card.by", { name: "Ann" }),
  rolls: [
    {
      label: text("T.Card.roll", { name: "Orc" }),
      formula: "1d100",
      dice: [23],
      total: 23,
      target: 55,
      outcome: "success",
      detail: text("T.Card.hits", { hits: 2 }),
    },
    { label: text("T.Card.roll", { name: "Orc" }), formula: "2d10+3", dice: [4, 7], total: 14 },
  ],
  lines: [text("T.Card.line")],
  buttons: [
    { id: "dodge:orc", label: text("T.Card.dodge"), audience: { kind: "owner", actor: "orc" }, used: false, tone: "defence" },
    { id: "apply", label: text("T.Card.apply"), audience: { kind: "owner-or-gm", actor: "orc" }, used: false, tone: "primary" },
    { id: "reroll", label: text("T.Card.fate"), audience: { kind: "owner", actor: "ann" }, used: true, tone: "luck" },
  ],
};
