import { systemPath, TRACKER_PARTS } from "../../templating/templatePaths";

/** Where Foundry finds the tracker's templates (the build copies templates/ into the system). */
export const COMBAT_TEMPLATES = {
  surprise: systemPath("templates/combat/surprise.hbs"),
  header: systemPath(TRACKER_PARTS.header),
  tracker: systemPath(TRACKER_PARTS.tracker),
} as const;
