import { z } from 'zod';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'], { message: 'must be 1 or 0 (or true/false)' })
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

/** Every environment variable the server reads. The README's configuration table mirrors this. */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be 0 to 65535')
    .max(65535, 'must be 0 to 65535')
    .default(8080),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed demo data when the database has no customers yet. */
  SEED_DEMO: booleanFlag.default(true),
  /** Where the built web app is; served with an SPA fallback when it exists. */
  STATIC_DIR: z.string().min(1).default('./dist/client'),
  /** Marks this deployment as a joint-brand instance (SPEC §1 response header). */
  JOINT_BRAND: booleanFlag.default(false),
  /** Milliseconds a shutdown waits for in-flight requests before it closes them. */
  SHUTDOWN_GRACE_MS: z.coerce.number({ message: 'must be a number of milliseconds' }).int().min(0).default(10_000),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Reads the configuration; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "unset", as a blank line in an env file does.
  const defined = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(defined);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const name = String(issue.path[0]);
  const value = env[name];
  throw new ConfigError(`Invalid configuration: ${name}${value === undefined ? '' : `=${JSON.stringify(value)}`} ${issue.message}`);
}
