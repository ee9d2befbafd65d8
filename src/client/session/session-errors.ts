/**
 * What the signed-in area says when the session could not be loaded (docs/product/messages.md),
 * apart from the session's loading so that the error screen, which every signed-in page's first
 * load carries, does not carry the loading too.
 */
export const USER_INFO_ERROR = 'An error occurred while trying to get user info.';
export const RULES_ERROR = 'Error getting user casl rules';
export const CONFIGS_ERROR = 'Error getting permission configs';

/** A session load that failed with one of the texts above. */
export class SessionLoadError extends Error {}
