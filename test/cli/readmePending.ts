/**
 * Lines of the README's sample logs that this version prints otherwise, each with what it
 * prints now. The README is brought up to date on its own: until then the sample test holds
 * the output to the line here, and once a stale line is gone from the README its entry must go
 * too (the test says so).
 */
export const README_PENDING: ReadonlyMap<string, string> = new Map([["R1     combat ends after 1 Turn: raiders win", "R1     combat ends after 1 Turn: the raiders side wins"]]);
