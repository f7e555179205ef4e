import { ShowcaseSection } from '../showcase-section';
import { showcaseText } from '@/web/features/showcase/i18n';

// Labelled controls, with the error state forms use: red border, message tied by aria-describedby.
export function InputSection() {
  return (
    <ShowcaseSection
      id="inputs"
      title={showcaseText.t('inputs')}
      text={showcaseText.t('textSelectCheckboxAndToggle')}
    >
      <div className="grid gap-6 md:grid-cols-2">
        <fieldset className="fieldset">
          <legend className="fieldset-legend">{showcaseText.t('farmName')}</legend>
          <input id="ds-text" className="input w-full" placeholder={showcaseText.t('eGMwangiFamilyFarm')} />
          <p className="label">{showcaseText.t('shownOnInvoicesAndReports')}</p>
        </fieldset>
        <fieldset className="fieldset">
          <legend className="fieldset-legend">{showcaseText.t('quantity')}</legend>
          <input
            className="input input-error w-full"
            type="number"
            min={0}
            step={0.01}
            defaultValue={-5}
            aria-invalid="true"
            aria-describedby="ds-qty-error"
          />
          <p id="ds-qty-error" className="label text-error">
            {showcaseText.t('quantityMustBe0Or')}
          </p>
        </fieldset>
        <fieldset className="fieldset">
          <legend className="fieldset-legend">{showcaseText.t('storageType')}</legend>
          <select className="select w-full" defaultValue="warehouse">
            <option value="warehouse">{showcaseText.t('warehouse')}</option>
            <option value="silo">{showcaseText.t('silo')}</option>
            <option value="cold-room">{showcaseText.t('coldRoom')}</option>
            <option value="shed">{showcaseText.t('shed')}</option>
          </select>
        </fieldset>
        <fieldset className="fieldset">
          <legend className="fieldset-legend">{showcaseText.t('categoryRequired')}</legend>
          <select
            className="select select-error w-full"
            defaultValue=""
            aria-invalid="true"
            aria-describedby="ds-cat-error"
          >
            <option value="" disabled>
              {showcaseText.t('chooseACategory')}
            </option>
            <option>{showcaseText.t('seeds')}</option>
            <option>{showcaseText.t('fertiliser')}</option>
          </select>
          <p id="ds-cat-error" className="label text-error">
            {showcaseText.t('chooseACategory2')}
          </p>
        </fieldset>
        <div className="flex flex-col gap-3">
          <label className="label cursor-pointer justify-start gap-3">
            <input type="checkbox" className="checkbox checkbox-primary" defaultChecked />
            <span>{showcaseText.t('temperatureControlled')}</span>
          </label>
          <label className="label cursor-pointer justify-start gap-3">
            <input type="checkbox" className="checkbox checkbox-error" aria-invalid="true" />
            <span>{showcaseText.t('iAcceptTheTermsRequired')}</span>
          </label>
        </div>
        <div className="flex flex-col gap-3">
          <label className="label cursor-pointer justify-start gap-3">
            <input type="checkbox" role="switch" className="toggle toggle-primary" defaultChecked />
            <span>{showcaseText.t('eMailAlerts')}</span>
          </label>
          <label className="label cursor-pointer justify-start gap-3">
            <input type="checkbox" role="switch" className="toggle" />
            <span>{showcaseText.t('smsAlerts')}</span>
          </label>
        </div>
      </div>
    </ShowcaseSection>
  );
}
