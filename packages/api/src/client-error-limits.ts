// The client-error report's limits without its schemas, so the app's error reporter (in the entry chunk) does not
// pull zod into every page's first load (ADR 0083).

export const CLIENT_ERROR_MESSAGE_MAX = 2000;
export const CLIENT_ERROR_STACK_MAX = 10_000;
export const CLIENT_ERROR_URL_MAX = 2000;
export const CLIENT_ERROR_LIST_LIMIT_DEFAULT = 20;
export const CLIENT_ERROR_LIST_LIMIT_MAX = 100;
