/** The built portal in a child process on a copy of the seeded template (scripts/portal-process.mjs). */
export function startPortal(options?: { env?: Record<string, string>; stdio?: 'ignore' | 'inherit'; at?: Date }): Promise<{ url: string; stop: () => Promise<void> }>;
