/**
 * "For a user with isDemo on first login, the demo first-login dialog"
 * (legacy /ajax/authdemofirstform). The server does not say whether this is
 * the first login, so the browser remembers, per user, that it was shown.
 */
const key = (userId: number) => `b2b-demo-welcome:${userId}`;

export function demoWelcomeSeen(userId: number): boolean {
  try {
    return localStorage.getItem(key(userId)) !== null;
  } catch {
    // Storage blocked (private mode, sandboxed frame): better shown twice than never.
    return false;
  }
}

export function markDemoWelcomeSeen(userId: number): void {
  try {
    localStorage.setItem(key(userId), new Date().toISOString());
  } catch {
    // See demoWelcomeSeen.
  }
}
