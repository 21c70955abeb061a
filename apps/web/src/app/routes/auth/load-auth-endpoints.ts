/**
 * The sign-in endpoints carry zod schemas; loading them on first use (focus or click) keeps zod
 * out of the JavaScript the sign-in page needs to appear.
 */
export const loadAuthEndpoints = () => import('@cmt/contract/endpoints/auth');
