/**
 * Content service settings from the environment (services/README.md, "Content service"). The names are the
 * portal's (`CTF_*`, as portal.js), so one `.env` configures both sides.
 */
export interface ContentConfig {
  readonly spaceId: string;
  readonly environmentId: string;
  readonly deliveryToken: string;
  readonly previewToken: string;
  readonly managementToken: string;
  readonly webhookUrl: string;
  readonly webhookSecret: string;
  /** Origin of asset URLs; undefined = `http://127.0.0.1:{port the services listen on}`. */
  readonly assetOrigin: string | undefined;
  /** First retry delay; doubles per attempt (1 s, 2 s, 4 s, … 256 s). */
  readonly webhookRetryBaseMs: number;
  /** Attempts before a delivery is marked failed (10 = about 8.5 minutes of retries at the default base). */
  readonly webhookMaxAttempts: number;
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got '${raw}'`);
  return value;
}

const nonEmpty = (value: string | undefined, fallback: string): string => (value === undefined || value === '' ? fallback : value);

export function contentConfigFromEnv(env: NodeJS.ProcessEnv): ContentConfig {
  const portalPort = nonEmpty(env.PORT, '4321');
  const assetOrigin = env.CONTENT_ASSET_ORIGIN;
  return {
    spaceId: nonEmpty(env.CTF_SPACE_ID, 'portal'),
    environmentId: nonEmpty(env.CTF_ENVIRONMENT_ID, 'master'),
    deliveryToken: nonEmpty(env.CTF_CDA_ACCESS_TOKEN, 'local-delivery'),
    previewToken: nonEmpty(env.CTF_CPA_ACCESS_TOKEN, 'local-preview'),
    managementToken: nonEmpty(env.CONTENT_MANAGEMENT_TOKEN, 'local-management'),
    webhookUrl: nonEmpty(env.CONTENT_WEBHOOK_URL, `http://127.0.0.1:${portalPort}/_api/rebuild`),
    webhookSecret: nonEmpty(env.CONTENT_WEBHOOK_SECRET, 'local-webhook-secret'),
    assetOrigin: assetOrigin === undefined || assetOrigin === '' ? undefined : assetOrigin.replace(/\/+$/, ''),
    webhookRetryBaseMs: positiveInt(env, 'CONTENT_WEBHOOK_RETRY_BASE_MS', 1000),
    webhookMaxAttempts: positiveInt(env, 'CONTENT_WEBHOOK_MAX_ATTEMPTS', 10),
  };
}
