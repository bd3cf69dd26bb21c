/** Wrong passwords allowed per phone inside the window before password sign-in pauses. */
export const PASSWORD_MAX_FAILS = 10;
/** Window (and pause) length in ms. */
export const PASSWORD_WINDOW_MS = 15 * 60_000;

/**
 * Slows password guessing against one phone from many addresses (the per-IP rate limit cannot).
 * Counts failures for any phone, registered or not, so the pause reveals nothing about accounts.
 * In-process: with several API processes each keeps its own count.
 */
export class PasswordGuard {
  private readonly fails = new Map<string, number[]>();

  /** Seconds until password sign-in for this phone is allowed again; 0 when allowed. */
  waitSeconds(phone: string, now: number): number {
    const recent = this.recent(phone, now);
    if (recent.length < PASSWORD_MAX_FAILS) return 0;
    const oldest = recent[recent.length - PASSWORD_MAX_FAILS] ?? now;
    return Math.max(1, Math.ceil((oldest + PASSWORD_WINDOW_MS - now) / 1000));
  }

  /** Records a wrong password. */
  fail(phone: string, now: number): void {
    const recent = this.recent(phone, now);
    recent.push(now);
    this.fails.set(phone, recent);
    if (this.fails.size > 50_000) {
      const first = this.fails.keys().next().value;
      if (first !== undefined) this.fails.delete(first);
    }
  }

  /** Forgets failures after a successful sign-in or a password reset. */
  clear(phone: string): void {
    this.fails.delete(phone);
  }

  private recent(phone: string, now: number): number[] {
    return (this.fails.get(phone) ?? []).filter((t) => t > now - PASSWORD_WINDOW_MS && t <= now);
  }
}
