// Platform staff (docs/product/platform-staff.md): the people who run Shamba, each with a platform role that grants
// "module.action" permissions over the admin area, as farm roles do on a farm (docs/decisions/035).
import { z } from 'zod';

export const PLATFORM_MODULES = [
  'farmers',
  'staff',
  'roles',
  'organizations',
  'notifications',
  'packages',
  'subscriptions',
  'features',
  'content',
  'settings',
  'crop_templates',
  'integrations',
  'ai',
] as const;
export type PlatformModule = (typeof PLATFORM_MODULES)[number];

export const PLATFORM_ACTIONS = ['view', 'create', 'edit', 'delete'] as const;
export type PlatformAction = (typeof PLATFORM_ACTIONS)[number];

export type PlatformPermission = `${PlatformModule}.${PlatformAction}`;

/** Every permission in the matrix's order: modules down, actions across. */
export const ALL_PLATFORM_PERMISSIONS: PlatformPermission[] = PLATFORM_MODULES.flatMap((module) =>
  PLATFORM_ACTIONS.map((action) => `${module}.${action}` as PlatformPermission),
);

export const PlatformPermissionSchema = z.enum(
  ALL_PLATFORM_PERMISSIONS as [PlatformPermission, ...PlatformPermission[]],
  {
    error: 'Choose permissions from the modules and actions listed.',
  },
);

/** The two roles every platform has; their ids are fixed by the migration. */
export const SUPER_ADMINISTRATOR_ROLE_ID = '00000000-0000-4000-8000-000000000001';
export const SUPPORT_ROLE_ID = '00000000-0000-4000-8000-000000000002';
export const SUPPORT_PERMISSIONS: PlatformPermission[] = [
  'farmers.view',
  'organizations.view',
  'notifications.view',
];

export const PlatformRoleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  built_in: z.boolean(),
  permissions: z.array(PlatformPermissionSchema),
  staff_count: z.number().int(),
});
export type PlatformRole = z.infer<typeof PlatformRoleSchema>;
export const PlatformRoleListSchema = z.object({ data: z.array(PlatformRoleSchema) });
export const PlatformRoleResponseSchema = z.object({ data: PlatformRoleSchema });

export const PLATFORM_ROLE_NAME_MAX = 60;

const permissionsInput = z
  .array(PlatformPermissionSchema, { error: 'Choose what this role may do.' })
  .min(1, 'Tick at least one permission for this role.')
  .transform((ticked) => ALL_PLATFORM_PERMISSIONS.filter((permission) => ticked.includes(permission)));

const roleName = z
  .string({ error: 'Enter the role name.' })
  .trim()
  .min(1, 'Enter the role name.')
  .max(PLATFORM_ROLE_NAME_MAX, `Use at most ${PLATFORM_ROLE_NAME_MAX} characters for the role name.`);

const description = z
  .string()
  .trim()
  .max(300, 'Use at most 300 characters for the description.')
  .nullish()
  .transform((text) => (text ? text : null));

/** POST /api/admin/roles. */
export const CreatePlatformRoleInput = z.object({
  name: roleName,
  description,
  permissions: permissionsInput,
});
export type CreatePlatformRoleInput = z.input<typeof CreatePlatformRoleInput>;

/** PATCH /api/admin/roles/{roleId}: only what is sent changes. */
export const UpdatePlatformRoleInput = z
  .object({ name: roleName.optional(), description, permissions: permissionsInput.optional() })
  .refine(
    (input) => input.name !== undefined || input.description !== undefined || input.permissions !== undefined,
    {
      error: 'Change the name, the description or the permissions.',
    },
  );
export type UpdatePlatformRoleInput = z.input<typeof UpdatePlatformRoleInput>;

export const PlatformStaffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** Null for a superadmin without a role: a full super administrator. */
  role_id: z.string().nullable(),
  role_name: z.string().nullable(),
  created_at: z.string(),
});
export type PlatformStaffMember = z.infer<typeof PlatformStaffMemberSchema>;
export const PlatformStaffListSchema = z.object({ data: z.array(PlatformStaffMemberSchema) });
export const PlatformStaffResponseSchema = z.object({ data: PlatformStaffMemberSchema });

const roleId = z.string({ error: 'Choose a role.' }).uuid('Choose one of the listed roles.');

/** POST /api/admin/staff: the account is made and told by e-mail how to set its password. */
export const CreatePlatformStaffInput = z.object({
  name: z
    .string({ error: 'Enter the name.' })
    .trim()
    .min(1, 'Enter the name.')
    .max(120, 'Use at most 120 characters for the name.'),
  email: z
    .string({ error: 'Enter the e-mail address.' })
    .trim()
    .toLowerCase()
    .pipe(z.email('Enter a valid e-mail address.')),
  role_id: roleId,
});
export type CreatePlatformStaffInput = z.input<typeof CreatePlatformStaffInput>;

/** PATCH /api/admin/staff/{userId}. */
export const UpdatePlatformStaffInput = z.object({ role_id: roleId });
export type UpdatePlatformStaffInput = z.input<typeof UpdatePlatformStaffInput>;

/** GET /api/admin/me/permissions: what the signed-in staff member may do, for menus and buttons. */
export const MyPlatformPermissionsSchema = z.object({ permissions: z.array(PlatformPermissionSchema) });
