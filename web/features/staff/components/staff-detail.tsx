// /farmer/staff/{staffId}: one person on the current farm (docs/product/staff.md "A person's page"): contact,
// role and terms, teams, the other farms they share with the caller, and their latest changes here.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ArrowLeft, Pencil, UserMinus } from 'lucide-react';
import type { MemberRoleKind } from '@/shared/contracts/farm-permissions';
import type { StaffDetail as StaffDetailData } from '@/shared/api/staff';
import { paths } from '@/shared/routes/paths';
import { useFarmCan } from '@/web/lib/farm-permissions';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { PageHeader } from '@/web/components/page-header';
import { ErrorState, LoadingState } from '@/web/components/query-states';
import { localizeApiMessage } from '@/shared/api/i18n';
import { useStaffMember } from '../hooks/use-staff';
import { dateTimeLabel, dayLabel, payLabel, roleLabel } from '../staff-labels';
import { activityHeadline } from '../activity-labels';
import { staffText } from '../i18n';
import { RemoveStaffDialog } from './remove-staff-dialog';

export interface StaffDetailProps {
  farmId: string;
  farmName: string;
  staffId: string;
  callerRole: MemberRoleKind;
}

const dash = <span className="text-base-content/40">—</span>;

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[10rem_1fr] gap-2 py-1">
      <dt className="text-base-content/70">{label}</dt>
      <dd>{children ?? dash}</dd>
    </div>
  );
}

function Work({ member }: { member: StaffDetailData }) {
  return (
    <dl>
      <Row label={staffText.t('role')}>{roleLabel(member)}</Row>
      <Row label={staffText.t('jobTitle')}>{member.job_title}</Row>
      <Row label={staffText.t('startDate')}>{member.start_date ? dayLabel(member.start_date) : null}</Row>
      <Row label={staffText.t('payRate')}>{payLabel(member.pay_rate, member.pay_period)}</Row>
      <Row label={staffText.t('teams')}>
        {member.teams.length > 0 ? member.teams.map((team) => team.name).join(', ') : null}
      </Row>
      <Row label={staffText.t('onTheFarmSince')}>{dayLabel(member.joined_at.slice(0, 10))}</Row>
      <Row label={staffText.t('invitedBy')}>{member.invited_by?.name ?? null}</Row>
    </dl>
  );
}

export function StaffDetail({ farmId, farmName, staffId, callerRole }: StaffDetailProps) {
  const query = useStaffMember(farmId, staffId);
  const can = useFarmCan();
  const navigate = useNavigate();
  const [removing, setRemoving] = useState(false);
  useDocumentTitle(query.data?.name ?? staffText.t('staff'));

  if (query.isPending) return <LoadingState label={staffText.t('loadingPerson')} />;
  if (query.isError)
    return (
      <ErrorState message={localizeApiMessage(query.error.message)} onRetry={() => void query.refetch()} />
    );
  const member = query.data;
  const mayChange = member.role !== 'owner' || callerRole === 'owner';
  const mayEdit = can(farmId, 'staff.edit');
  const mayRemove = can(farmId, 'staff.delete');

  return (
    <>
      <Link to={paths.farmer.staff} className="btn btn-ghost btn-sm mb-2">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {staffText.t('backToStaff')}
      </Link>
      <PageHeader
        title={member.name}
        description={member.job_title ? `${member.job_title} · ${roleLabel(member)}` : roleLabel(member)}
        actions={
          mayChange && (
            <>
              {mayEdit && (
                <Link to={paths.farmer.staffEdit(member.user_id)} className="btn btn-sm">
                  <Pencil className="h-4 w-4" aria-hidden="true" /> {staffText.t('edit')}
                </Link>
              )}
              {mayRemove && (
                <button
                  type="button"
                  className="btn btn-sm btn-error btn-outline"
                  onClick={() => setRemoving(true)}
                >
                  <UserMinus className="h-4 w-4" aria-hidden="true" /> {staffText.t('removeFromFarm')}
                </button>
              )}
            </>
          )
        }
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <section className="card border border-base-300 bg-base-100">
          <div className="card-body">
            <h2 className="card-title text-base">{staffText.t('work')}</h2>
            <Work member={member} />
          </div>
        </section>
        <section className="card border border-base-300 bg-base-100">
          <div className="card-body">
            <h2 className="card-title text-base">{staffText.t('contact')}</h2>
            <dl>
              <Row label={staffText.t('email')}>
                <a href={`mailto:${member.email}`} className="link">
                  {member.email}
                </a>
              </Row>
              <Row label={staffText.t('phone')}>{member.phone_number}</Row>
            </dl>
            <h2 className="card-title mt-4 text-base">{staffText.t('farmsTogether')}</h2>
            <ul className="list-inside list-disc">
              {member.shared_farms.map((farm) => (
                <li key={farm.id}>{staffText.t('farmAsRole', { farm: farm.name, role: roleLabel(farm) })}</li>
              ))}
            </ul>
          </div>
        </section>
        <section className="card border border-base-300 bg-base-100 lg:col-span-2">
          <div className="card-body">
            <h2 className="card-title text-base">{staffText.t('recentActivity')}</h2>
            {member.recent_activity.length === 0 ? (
              <p className="text-base-content/70">{staffText.t('noActivityYet', { name: member.name })}</p>
            ) : (
              <ul className="divide-y divide-base-200">
                {member.recent_activity.map((entry) => (
                  <li key={entry.id} className="flex flex-wrap justify-between gap-2 py-2">
                    <span>
                      <span className="font-medium">{activityHeadline(entry)}</span>
                      <span className="block text-sm text-base-content/70">{entry.summary}</span>
                    </span>
                    <time dateTime={entry.created_at} className="text-sm text-base-content/70">
                      {dateTimeLabel(entry.created_at)}
                    </time>
                  </li>
                ))}
              </ul>
            )}
            <div className="card-actions justify-end">
              <Link to={paths.farmer.activities} className="link link-primary text-sm">
                {staffText.t('seeAllActivity')}
              </Link>
            </div>
          </div>
        </section>
      </div>
      {removing && (
        <RemoveStaffDialog
          farmId={farmId}
          farmName={farmName}
          member={member}
          onClose={() => setRemoving(false)}
          onRemoved={() => navigate(paths.farmer.staff)}
        />
      )}
    </>
  );
}
