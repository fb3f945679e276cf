// Plain constants and types (no zod), so apps that need only these do not load the schema library.

/** Pagination for every list: capped so no request can ask for everything at once. */
export const MAX_PAGE_SIZE = 100;
