// The languages the product is offered in: only those every screen is translated into (docs/product/web-app.md,
// Languages). No zod here, so the first page can know them without the schemas.
export const LANGUAGES = ['en', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];
