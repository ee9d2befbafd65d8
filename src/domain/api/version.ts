import { z } from 'zod';
import { isoTimestamp } from './contract';

/** Shape of GET /version.json: the deployed build, compared by the client's version check. */
export const deployedVersionSchema = z.object({ version: z.string(), builtAt: isoTimestamp });
export type DeployedVersion = z.infer<typeof deployedVersionSchema>;
