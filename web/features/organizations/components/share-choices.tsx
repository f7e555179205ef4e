// The four figures a farm may share, as checkboxes with what each reveals (docs/product/organizations.md).
import { ORGANIZATION_SHARES, type OrganizationShare } from '@/shared/contracts/organizations';
import { shareHint, shareLabel } from '../share-labels';

export function ShareChoices({
  legend,
  value,
  onChange,
  disabled,
}: {
  legend: string;
  value: OrganizationShare[];
  onChange: (shares: OrganizationShare[]) => void;
  disabled?: boolean;
}) {
  const toggle = (share: OrganizationShare, on: boolean) =>
    onChange(ORGANIZATION_SHARES.filter((s) => (s === share ? on : value.includes(s))));
  return (
    <fieldset className="fieldset" disabled={disabled}>
      <legend className="fieldset-legend">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {ORGANIZATION_SHARES.map((share) => (
          <label
            key={share}
            className="flex cursor-pointer items-start gap-2 rounded-box border border-base-300 p-3"
          >
            <input
              type="checkbox"
              className="checkbox checkbox-sm mt-0.5"
              checked={value.includes(share)}
              onChange={(event) => toggle(share, event.target.checked)}
            />
            <span>
              <span className="block font-medium">{shareLabel(share)}</span>
              <span className="block text-sm text-base-content/70">{shareHint(share)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
