import { z } from 'zod';

/** Environment of a standalone relay process (the product's single process does not use this). */
export const ZRelayEnv = z.object({
  /** Port the relay listens on. */
  RELAY_PORT: z.coerce.number().int().min(0).max(65535).default(1234),
  /** Interface the relay listens on. */
  RELAY_HOST: z.string().default('0.0.0.0'),
  /** Base URL of the API whose internal routes the relay calls. */
  API_URL: z.url({ message: 'API_URL 必须是 http(s) 地址' }),
  /** Must equal the API's INTERNAL_SECRET (set it explicitly on both sides). */
  INTERNAL_SECRET: z.string().min(16, 'INTERNAL_SECRET 至少 16 个字符，并且必须与 API 的设置一致'),
  /** Redis URL; set it on every relay that should serve the same documents. */
  REDIS_URL: z.string().default(''),
});
export type TRelayEnv = z.infer<typeof ZRelayEnv>;

/** Reads and validates the relay's env; throws a message naming each bad variable. */
export function loadRelayEnv(env: Record<string, string | undefined>): TRelayEnv {
  const parsed = ZRelayEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid relay configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
