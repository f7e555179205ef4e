// Plain values for the staff feature's component tests, overridable field by field.
import type { FarmRole } from '@/shared/contracts/farm-roles';
import { BUILT_IN_ROLE_PERMISSIONS } from '@/shared/contracts/farm-permissions';
import type { Invitation, PublicInvitation, StaffDetail, StaffMember, Team } from '@/shared/contracts/staff';

export const makeStaffMember = (over: Partial<StaffMember> = {}): StaffMember => ({
  user_id: 'u-worker',
  farm_id: 'f1',
  name: 'Wanjiru Kamau',
  email: 'wanjiru@example.test',
  phone_number: '+254711000001',
  role: 'worker',
  role_id: null,
  role_name: null,
  job_title: 'Store keeper',
  start_date: '2026-01-05',
  pay_rate: '450.00',
  pay_period: 'day',
  teams: [{ id: 't1', name: 'Field team' }],
  invited_by: { id: 'u-owner', name: 'Amina Owner' },
  joined_at: '2026-01-05T08:00:00Z',
  ...over,
});

export const makeOwner = (over: Partial<StaffMember> = {}) =>
  makeStaffMember({
    user_id: 'u-owner',
    name: 'Amina Owner',
    email: 'amina@example.test',
    phone_number: null,
    role: 'owner',
    job_title: null,
    pay_rate: null,
    pay_period: null,
    teams: [],
    invited_by: null,
    ...over,
  });

export const makeStaffDetail = (over: Partial<StaffDetail> = {}): StaffDetail => ({
  ...makeStaffMember(),
  shared_farms: [{ id: 'f1', name: 'Mlima Farm', role: 'worker', role_id: null, role_name: null }],
  recent_activity: [
    {
      id: '9',
      module: 'inventory',
      action: 'consume',
      record_type: 'inventory_item',
      summary: 'Used 5 kg of DAP',
      surface: 'web',
      created_at: '2026-03-01T09:30:00Z',
    },
  ],
  ...over,
});

export const makeInvitation = (over: Partial<Invitation> = {}): Invitation => ({
  id: 'i1',
  farm_id: 'f1',
  email: 'baraka@example.test',
  phone_number: null,
  role: 'viewer',
  role_id: null,
  role_name: null,
  job_title: null,
  status: 'pending',
  invited_by: { id: 'u-owner', name: 'Amina Owner' },
  send_count: 1,
  last_sent_at: '2026-03-01T08:00:00Z',
  expires_at: '2026-03-08T08:00:00Z',
  accepted_at: null,
  accepted_by: null,
  revoked_at: null,
  created_at: '2026-03-01T08:00:00Z',
  ...over,
});

export const makeTeam = (over: Partial<Team> = {}): Team => ({
  id: 't1',
  farm_id: 'f1',
  name: 'Field team',
  description: 'Planting and weeding',
  members: [{ id: 'u-worker', name: 'Wanjiru Kamau' }],
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...over,
});

export const makeRoles = (): FarmRole[] => [
  ...(['owner', 'manager', 'worker', 'viewer'] as const).map((id) => ({
    id,
    name: id,
    description: null,
    built_in: true,
    permissions: [...BUILT_IN_ROLE_PERMISSIONS[id]],
    member_count: 0,
    created_at: null,
    updated_at: null,
  })),
  {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Store keeper',
    description: null,
    built_in: false,
    permissions: ['inventory.view', 'inventory.edit'],
    member_count: 1,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  },
];

export const makePublicInvitation = (over: Partial<PublicInvitation> = {}): PublicInvitation => ({
  farm_name: 'Mlima Farm',
  inviter_name: 'Amina Owner',
  role: 'worker',
  role_id: null,
  role_name: null,
  status: 'pending',
  ...over,
});
