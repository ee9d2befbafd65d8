// The bot check's proof of work, solved off the page's main thread (bot-check.ts): altcha-lib's
// worker loop with its WebCrypto SHA (the library's own SHA worker uses node:crypto).
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { handler } from 'altcha-lib/workers/shared';

handler({ deriveKey });
