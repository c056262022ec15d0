/**
 * Where the build puts the Odds dialog's worker for a rule set, in the system's folder: one
 * worker per rule set, each carrying that rule set's headless fight alone, so a world fetches
 * the one it plays (`oddsWorkersViteConfig` in vite.config.ts builds them).
 */
export function oddsWorkerFile(ruleset: string): string {
  return `odds/${ruleset}.mjs`;
}
