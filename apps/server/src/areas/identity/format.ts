/** "YYYY-MM-DD HH:mm:ss" at the fixed UTC+05:30 offset (learning-app.md §9). */
export function toIstTimestamp(date: Date): string {
  return new Date(date.getTime() + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' ');
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string) => EMAIL.test(value);

/** "98765xxxxx": enough to tell numbers apart in a log, not enough to reuse. */
export const maskMobile = (mobile: string) => mobile.slice(0, 5) + 'x'.repeat(Math.max(0, mobile.length - 5));

/** The avatar's address: stored as a server path, answered on the app origin (ports change between runs). */
export function publicUrl(appOrigin: string, stored: string): string | null {
  if (!stored) return null;
  return /^https?:\/\//i.test(stored) ? stored : `${appOrigin}${stored}`;
}
