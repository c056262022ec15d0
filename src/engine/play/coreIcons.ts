/**
 * Pictures the rules draw from the icons Foundry serves (`icons/` of its `public/` folder), by
 * what they show. Each must be a file core ships: `npm run test:foundry` holds every icon the
 * system names to Foundry's own folder (test/contract/coreIcons.test.ts).
 */
export const CORE_ICONS = {
  /** The row of a fighter's bare hands, which is no item. */
  bareHands: "icons/skills/melee/unarmed-punch-fist.webp",
} as const;
