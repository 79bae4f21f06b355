/** Seeded by the server in demo mode (embedded database, not production). */
export const DEMO_ADMIN = { email: 'admin@proboard.local', password: 'proboard-demo' } as const;
