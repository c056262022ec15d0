import type { Scenario } from "../../engine/scenario/ScenarioSchema";

/**
 * The study as a file and a command: the scenario with the dialog's seed, which
 * `turnwright odds` runs as it is, and the command that gives the dialog's numbers from it.
 */
export interface OddsExport {
  readonly fileName: string;
  readonly json: string;
  readonly command: string;
}

/** A file name from the fight's name: letters, digits and dashes, never empty. */
function fileNameOf(fightName: string): string {
  const stem = fightName
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .toLowerCase()
    .slice(0, 60);
  return `odds-${stem === "" ? "fight" : stem}.json`;
}

/** A word a POSIX shell reads as itself. */
function shellWord(word: string): string {
  return /^[A-Za-z0-9._/-]+$/.test(word) ? word : `'${word.replace(/'/g, "'\\''")}'`;
}

export function oddsExport(scenario: Scenario, fightName: string, seed: number, trials: number): OddsExport {
  const fileName = fileNameOf(fightName);
  return {
    fileName,
    json: `${JSON.stringify({ ...scenario, seed }, null, 2)}\n`,
    command: `turnwright odds ${shellWord(fileName)} --trials ${trials} --seed ${seed}`,
  };
}
