// Calendar days as Italians read them: an offer valid until 31/12 is valid until midnight in Italy,
// whatever the server's own time zone (UTC in most deployments). Europe/Rome is UTC+1 in winter and
// UTC+2 in summer; Intl knows which.

export const ITALIAN_ZONE = 'Europe/Rome';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: ITALIAN_ZONE });
const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: ITALIAN_ZONE, timeZoneName: 'longOffset' });

/** The calendar day in Italy of an instant, as YYYY-MM-DD. */
export function romeDay(at: Date): string {
  return dayFormat.format(at);
}

/** The offset of Italian time from UTC at an instant, in minutes (60 in winter, 120 in summer). */
function romeOffsetMinutes(at: Date): number {
  const name = offsetFormat.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value;
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

/** Midnight of a calendar day (YYYY-MM-DD) in Italy. */
export function romeMidnight(day: string): Date {
  const utc = new Date(`${day}T00:00:00Z`);
  return new Date(utc.getTime() - romeOffsetMinutes(utc) * 60_000);
}
