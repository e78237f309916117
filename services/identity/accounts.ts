import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import { getMeta, setMeta } from '../store/db.ts';
import { UNUSABLE_HASH, hashPassword, verifyPassword } from './passwords.ts';

/** Client roles of the portal that the services act on (spec section 6 leaves the names to us). */
export const ROLES = ['entities:editor', 'usersets:editor', 'usersets:publisher'] as const;
export type Role = (typeof ROLES)[number];

export interface User {
  readonly id: string;
  readonly email: string;
  readonly username: string;
  readonly name: string;
  readonly roles: readonly string[];
  readonly created: string;
}

/** Demo accounts seeded into every new store (documented in services/README.md). */
export const DEMO_PASSWORD = 'portal-demo-1';
export const DEMO_ACCOUNTS = [
  { id: '6f1d3c2a-0b7e-4d8e-9a51-5e1c0f000001', email: 'user@example.org', username: 'demo-user', name: 'Demo User', roles: [] },
  { id: '6f1d3c2a-0b7e-4d8e-9a51-5e1c0f000002', email: 'editor@example.org', username: 'demo-editor', name: 'Demo Editor', roles: ['entities:editor', 'usersets:editor'] },
  { id: '6f1d3c2a-0b7e-4d8e-9a51-5e1c0f000003', email: 'publisher@example.org', username: 'demo-publisher', name: 'Demo Publisher', roles: ['usersets:publisher'] },
] as const satisfies readonly (Omit<User, 'created' | 'roles'> & { roles: readonly Role[] })[];

const DEMO_SEED_VERSION = '2';

/** Sign-up input, validated once at the edge. */
export const SignUpInput = z.object({
  email: z.string().trim().max(254).regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/),
  username: z.string().trim().regex(/^[\w.-]{3,64}$/),
  password: z.string().min(8).max(200),
});
export type SignUpInput = z.infer<typeof SignUpInput>;

function toUser(row: Record<string, unknown>): User {
  return {
    id: String(row.id),
    email: String(row.email),
    username: String(row.username),
    name: String(row.name),
    roles: JSON.parse(String(row.roles)) as string[],
    created: String(row.created),
  };
}

const COLUMNS = 'id, email, username, name, roles, created';

export function findUser(db: DatabaseSync, id: string): User | undefined {
  const row = db.prepare(`SELECT ${COLUMNS} FROM users WHERE id = ?`).get(id);
  return row === undefined ? undefined : toUser(row);
}

/**
 * Checks a login (email or username, case-insensitive) and password. Unknown logins cost the same scrypt
 * time as known ones, so timing does not reveal which accounts exist.
 */
export async function authenticate(db: DatabaseSync, login: string, password: string): Promise<User | undefined> {
  const row = db.prepare(`SELECT ${COLUMNS}, password_hash FROM users WHERE email = ?1 OR username = ?1`).get(login.trim());
  const ok = await verifyPassword(password, row === undefined ? UNUSABLE_HASH : String(row.password_hash));
  return ok && row !== undefined ? toUser(row) : undefined;
}

export type SignUpOutcome = { ok: true; user: User } | { ok: false; taken: 'email' | 'username' };

/** Creates an account with no roles; refuses an email or username already in use. */
export async function createUser(db: DatabaseSync, input: SignUpInput): Promise<SignUpOutcome> {
  const hash = await hashPassword(input.password);
  // After the (async) hash: the checks and the insert run without interleaving (node:sqlite is synchronous).
  if (db.prepare('SELECT 1 AS found FROM users WHERE email = ?').get(input.email) !== undefined) return { ok: false, taken: 'email' };
  if (db.prepare('SELECT 1 AS found FROM users WHERE username = ?').get(input.username) !== undefined) return { ok: false, taken: 'username' };
  const id = randomUUID();
  db.prepare('INSERT INTO users (id, email, username, name, password_hash, roles, created) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    id, input.email, input.username, input.username, hash, '[]', new Date().toISOString(),
  );
  const user = findUser(db, id);
  if (user === undefined) throw new Error('account vanished right after creation');
  return { ok: true, user };
}

/**
 * The account of Europeana's own curators: it owns the galleries europeana.eu's editors made before the Set API
 * (services/set/retired-galleries.ts). Nobody signs in with it: its password hash matches no password.
 */
export const CURATOR_ACCOUNT = { id: '6f1d3c2a-0b7e-4d8e-9a51-5e1c0f0000c0', email: 'curators@europeana.invalid', username: 'europeana', name: 'Europeana' } as const;

/** Adds the curators' account to the store when it lacks it. */
export function ensureCuratorAccount(db: DatabaseSync): void {
  db.prepare(
    `INSERT INTO users (id, email, username, name, password_hash, roles, created) VALUES (?, ?, ?, ?, ?, '[]', ?) ON CONFLICT DO NOTHING`,
  ).run(CURATOR_ACCOUNT.id, CURATOR_ACCOUNT.email, CURATOR_ACCOUNT.username, CURATOR_ACCOUNT.name, UNUSABLE_HASH, new Date().toISOString());
}

/**
 * The project key the API provider granted the demo user (after a request like the API keys page's form): the Auth
 * service lists it beside the personal keys, and it works as a `wskey`.
 */
export const DEMO_PROJECT_KEY = {
  id: '0c9b5f2e-7d41-4a57-9e3b-2f6a1c000101',
  clientId: 'classroomslides25',
  userId: DEMO_ACCOUNTS[0].id,
  name: 'Classroom slideshows',
  description: 'Builds slideshows of public-domain images for history lessons.',
  created: '2025-10-02T09:30:00Z',
} as const;

/** Seeds the demo accounts once per store (their passwords are hashed like any other), and the demo user's project key. */
export async function ensureDemoAccounts(db: DatabaseSync): Promise<void> {
  if (getMeta(db, 'identity_demo_version') === DEMO_SEED_VERSION) return;
  const hash = await hashPassword(DEMO_PASSWORD);
  const insert = db.prepare(
    `INSERT INTO users (id, email, username, name, password_hash, roles, created) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET roles = excluded.roles`,
  );
  for (const account of DEMO_ACCOUNTS) insert.run(account.id, account.email, account.username, account.name, hash, JSON.stringify(account.roles), new Date().toISOString());
  const key = DEMO_PROJECT_KEY;
  db.prepare(
    `INSERT INTO api_keys (id, client_id, user_id, type, name, description, state, created) VALUES (?, ?, ?, 'ProjectKey', ?, ?, 'enabled', ?) ON CONFLICT DO NOTHING`,
  ).run(key.id, key.clientId, key.userId, key.name, key.description, key.created);
  setMeta(db, 'identity_demo_version', DEMO_SEED_VERSION);
}
