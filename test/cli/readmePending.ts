/**
 * Lines of the README's sample logs that this version prints otherwise, each with what it
 * prints now. The README is brought up to date on its own: until then the sample test holds
 * the output to the line here, and once a stale line is gone from the README its entry must go
 * too (the test says so).
 */
export const README_PENDING: ReadonlyMap<string, string> = new Map([
  ["R1     combat ends after 1 Turn: raiders win", "R1     combat ends after 1 Turn: the raiders side wins"],
  ["R1 P1      Message Runner takes 13: stunned: 13 Stun, 3 Body", "R1 P1      Message Runner takes 13 Stun and 3 Body (rolled 13): Stunned"],
  ["R1 P1      Message Runner takes 20: knocked out: 20 Stun, 6 Body", "R1 P1      Message Runner takes 20 Stun and 6 Body (rolled 20): Knocked out"],
  ["R1     Turn 1 · Post-Turn: everyone able Takes a Recovery", "R1     Turn 1 · Post-Turn: everyone able takes a Recovery"],
  ["R1         Raider Captain Takes a Recovery: Stun now 18", "R1         Raider Captain takes a Recovery: Stun now 18"],
  ["R1         Gate Warden Takes a Recovery: Stun now -4", "R1         Gate Warden takes a Recovery: Stun now -4"],
  ["R1         Watchman Takes a Recovery: Stun now 16", "R1         Watchman takes a Recovery: Stun now 16"],
  ["R1         Raider Archer Takes a Recovery: Stun now 18", "R1         Raider Archer takes a Recovery: Stun now 18"],
]);
