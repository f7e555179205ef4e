// Kept free of zod so the signed-out bundle (public pages, route gate) can use it without loading zod.
// docs/product/web-app.md User: user_type is compared case-insensitively and defaults to farmer.
export const USER_TYPES = ['superadmin', 'farmer', 'organization', 'individual'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Types a person may choose when registering; superadmins are only created by `npm run admin:create`. */
export const SELF_SERVICE_USER_TYPES = ['farmer', 'organization', 'individual'] as const;
