// /admin/staff: the platform team and "Add a staff member".
export { PlatformStaffPage as Component } from '@/web/features/platform-staff/components/platform-staff-page';
