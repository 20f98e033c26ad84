export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** The countdown ticks once a second (docs/rules/cms-modules.md, "Countdown"). */
export const countdownTickMs = 1000;

/** Whole days, hours, minutes and seconds until the target; zeros once it has passed. */
export function timeLeft(target: string, now: number): TimeLeft {
  const end = Date.parse(target);
  const totalSeconds = Number.isNaN(end) ? 0 : Math.max(0, Math.floor((end - now) / 1000));
  return {
    days: Math.floor(totalSeconds / 86400),
    hours: Math.floor((totalSeconds % 86400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}
