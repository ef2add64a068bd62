/** The live view's match-day notifications (issue 16): the switch, what the browser allows, and each alert. */
export const MATCH_ALERT_TEXTS = {
  notifyMe: 'Notify me',
  notifying: 'Notifying: tap to stop',
  notifyMeHelp: 'Wickets, fifties and hundreds, end of innings, target reached and the result, on this device',
  denied: "Notifications are blocked for this site in your browser's settings. Allow them there to be notified.",
  unsupported: 'This browser cannot show notifications.',
  wicketTitle: (batter: string) => `Wicket: ${batter}`,
  wicketBody: (batter: string, howOut: string, runs: number, balls: number, team: string, score: string) =>
    `${batter} ${howOut} ${runs} (${balls}). ${team} ${score}`,
  milestoneTitle: (batter: string, milestone: number) => `${milestone === 50 ? 'Fifty' : milestone === 100 ? 'Hundred' : milestone} for ${batter}`,
  milestoneBody: (batter: string, runs: number, balls: number, team: string, score: string) => `${batter} ${runs} (${balls} balls). ${team} ${score}`,
  inningsEndTitle: (team: string) => `End of innings: ${team}`,
  inningsEndBody: (team: string, score: string) => `${team} ${score}`,
  inningsEndTarget: (team: string, score: string, chasing: string, target: number) => `${team} ${score}. ${chasing} need ${target} to win`,
  targetTitle: (team: string) => `${team} reach the target`,
  targetBody: (team: string, score: string, target: number) => `${team} ${score}, chasing ${target}`,
  resultTitle: (team1: string, team2: string) => `Result: ${team1} v ${team2}`,
} as const;
