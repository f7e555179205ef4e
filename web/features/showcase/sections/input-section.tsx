import { ShowcaseSection } from '../showcase-section';

// Labelled controls, with the error state forms use: red border, message tied by aria-describedby.
export function InputSection() {
  return (
    <ShowcaseSection
      id="inputs"
      title="Inputs"
      text="Text, select, checkbox and toggle, with labels and an error state."
    >
      <div className="grid gap-6 md:grid-cols-2">
        <fieldset className="fieldset">
          <legend className="fieldset-legend">Farm name</legend>
          <input id="ds-text" className="input w-full" placeholder="e.g. Mwangi Family Farm" />
          <p className="label">Shown on invoices and reports.</p>
        </fieldset>
        <fieldset className="fieldset">
          <legend className="fieldset-legend">Quantity</legend>
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
            Quantity must be 0 or more.
          </p>
        </fieldset>
        <fieldset className="fieldset">
          <legend className="fieldset-legend">Storage type</legend>
          <select className="select w-full" defaultValue="Warehouse">
            <option>Warehouse</option>
            <option>Silo</option>
            <option>Cold room</option>
            <option>Shed</option>
          </select>
        </fieldset>
        <fieldset className="fieldset">
          <legend className="fieldset-legend">Category (required)</legend>
          <select
            className="select select-error w-full"
            defaultValue=""
            aria-invalid="true"
            aria-describedby="ds-cat-error"
          >
            <option value="" disabled>
              Choose a category
            </option>
            <option>Seeds</option>
            <option>Fertiliser</option>
          </select>
          <p id="ds-cat-error" className="label text-error">
            Choose a category.
          </p>
        </fieldset>
        <div className="flex flex-col gap-3">
          <label className="label cursor-pointer justify-start gap-3">
            <input type="checkbox" className="checkbox checkbox-primary" defaultChecked />
            <span>Temperature controlled</span>
          </label>
          <label className="label cursor-pointer justify-start gap-3">
            <input type="checkbox" className="checkbox checkbox-error" aria-invalid="true" />
            <span>I accept the terms (required)</span>
          </label>
        </div>
        <div className="flex flex-col gap-3">
          <label className="label cursor-pointer justify-start gap-3">
            <input type="checkbox" role="switch" className="toggle toggle-primary" defaultChecked />
            <span>E-mail alerts</span>
          </label>
          <label className="label cursor-pointer justify-start gap-3">
            <input type="checkbox" role="switch" className="toggle" />
            <span>SMS alerts</span>
          </label>
        </div>
      </div>
    </ShowcaseSection>
  );
}
