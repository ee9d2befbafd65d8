import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey as sha } from 'altcha-lib/algorithms/sha';
import { createHash } from 'node:crypto';
import { lt } from 'drizzle-orm';
import { z } from 'zod';
import { botCheckChallengeSchema, type BotCheckChallenge } from '../../../domain/auth/auth-api';
import { spentBotChecks } from '../../db/schema/auth';
import { badRequest } from '../../http-error';
import type { AuthContext } from './auth-context';
import { deriveKey } from '../../derive-key';

const CHALLENGE_TTL_MS = 10 * 60 * 1000;

/**
 * A self-hosted ALTCHA proof of work: the browser spends a moment of CPU per code request, which
 * costs a bot sending thousands of messages far more than a person logging in once.
 */
export async function createBotCheckChallenge(ctx: AuthContext): Promise<BotCheckChallenge> {
  const max = ctx.config.BOT_CHECK_MAX_NUMBER;
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    // Deterministic mode: the server picks the counter the solver must reach.
    counter: randomInt(max, Math.max(1, Math.floor(max / 10))),
    deriveKey: sha,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    hmacSignatureSecret: ctx.botCheckKey,
    hmacKeySignatureSecret: deriveKey(ctx.botCheckKey, 'key-signature'),
  });
  // Signed, as the contract says (the library leaves the signature out only without a secret).
  return botCheckChallengeSchema.parse(challenge);
}

const payloadSchema = z.object({
  challenge: botCheckChallengeSchema,
  solution: z.object({ counter: z.number().int().min(0), derivedKey: z.string(), time: z.number().optional() }),
});

function decodePayload(header: string): z.infer<typeof payloadSchema> | null {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(header, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Accepts a solved challenge once: checks the signature, expiry and work, then records the
 * challenge as spent (in the database, so every server process refuses a replay).
 */
export async function redeemBotCheck(ctx: AuthContext, header: string | undefined): Promise<void> {
  if (!ctx.config.BOT_CHECK) return;
  if (!header) throw badRequest('Complete the verification check before requesting a code.');
  const payload = decodePayload(header);
  if (payload?.challenge.parameters.algorithm !== 'SHA-256') throw badRequest('The verification check is not valid. Please try again.');
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey: sha,
    hmacSignatureSecret: ctx.botCheckKey,
    hmacKeySignatureSecret: deriveKey(ctx.botCheckKey, 'key-signature'),
  }).catch(() => null);
  if (result?.expired) throw badRequest('The verification check expired. Please try again.');
  if (!result?.verified) throw badRequest('The verification check is not valid. Please try again.');

  const expiresAt = new Date((payload.challenge.parameters.expiresAt ?? Date.now() / 1000) * 1000);
  await ctx.db.delete(spentBotChecks).where(lt(spentBotChecks.expiresAt, new Date()));
  const spent = await ctx.db
    .insert(spentBotChecks)
    .values({ challengeHash: createHash('sha256').update(payload.challenge.signature).digest('hex'), expiresAt })
    .onConflictDoNothing()
    .returning({ challengeHash: spentBotChecks.challengeHash });
  if (spent.length === 0) throw badRequest('This verification check was already used. Please try again.');
}
