// The people of a farm: name and job title, role, contact and teams, with View, Edit and Remove for those the
// caller's role allows.
import { Link } from 'react-router-dom';
import type { StaffMember } from '@/shared/api/staff';
import { paths } from '@/shared/routes/paths';
import { RowActions } from '@/web/components/row-actions';
import { roleLabel } from '../staff-labels';
import { staffText } from '../i18n';

const dash = <span className="text-base-content/40">—</span>;

export interface StaffTableProps {
  staff: StaffMember[];
  currentUserId?: string;
  onEdit?: (member: StaffMember) => void;
  onRemove?: (member: StaffMember) => void;
  /** Whether the caller may change this person (only an owner changes an owner). */
  mayChange?: (member: StaffMember) => boolean;
}

export function StaffTable({
  staff,
  currentUserId,
  onEdit,
  onRemove,
  mayChange = () => true,
}: StaffTableProps) {
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{staffText.t('name')}</th>
            <th scope="col">{staffText.t('role')}</th>
            <th scope="col" className="hidden md:table-cell">
              {staffText.t('contact')}
            </th>
            <th scope="col" className="hidden sm:table-cell">
              {staffText.t('teams')}
            </th>
            <th scope="col">
              <span className="sr-only sm:not-sr-only">{staffText.t('actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {staff.map((member) => (
            <tr key={member.user_id}>
              <td>
                <Link to={paths.farmer.staffMember(member.user_id)} className="link-hover font-medium">
                  {member.name}
                </Link>
                {member.user_id === currentUserId && (
                  <span className="badge badge-ghost badge-sm ml-2">{staffText.t('you')}</span>
                )}
                {member.job_title && <div className="text-sm text-base-content/70">{member.job_title}</div>}
              </td>
              <td>
                <span className={member.role === 'owner' ? 'badge badge-primary' : 'badge badge-outline'}>
                  {roleLabel(member)}
                </span>
              </td>
              <td className="hidden md:table-cell">
                <div>
                  <a href={`mailto:${member.email}`} className="link-hover">
                    {member.email}
                  </a>
                </div>
                {member.phone_number && (
                  <div className="text-sm text-base-content/70">{member.phone_number}</div>
                )}
              </td>
              <td className="hidden sm:table-cell">
                {member.teams.length === 0 ? (
                  dash
                ) : (
                  <div className="flex flex-wrap gap-1">
                    {member.teams.map((team) => (
                      <span key={team.id} className="badge badge-soft badge-sm">
                        {team.name}
                      </span>
                    ))}
                  </div>
                )}
              </td>
              <td>
                <RowActions
                  row={member}
                  name={member.name}
                  viewTo={paths.farmer.staffMember(member.user_id)}
                  onEdit={mayChange(member) ? onEdit : undefined}
                  onDelete={mayChange(member) ? onRemove : undefined}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
