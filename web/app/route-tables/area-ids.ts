// The ids of the routes that receive children patched in on navigation (router.tsx patchAreaRoutes).
export const ROOT_ROUTE = 'root';
export const PUBLIC_LAYOUT = 'public-layout';
export const FARMER_AREA = 'farmer-area';
export const ADMIN_AREA = 'admin-area';
