import { SelectField } from '@/components/ui/form/field';
import type { ContractFieldProps } from '@/lib/use-contract-form';

import { orderedGalleryCategories } from '../gallery-categories';
import { machineOptions, type Machines } from '../machines';

const categoryOptions = orderedGalleryCategories.map(({ key, label }) => ({ value: key, label }));

/** What the fields need of the image's form. */
type ImageRecordForm = {
  field: (name: 'category' | 'gameId') => ContractFieldProps;
  values: { isVisible: boolean };
  setValue: (name: 'isVisible', visible: boolean) => void;
};

/**
 * An image record's category, whether the public gallery shows it, and the machine it shows
 * (its page then has the photo), for upload and edit. `visibleClassName` goes on the
 * visibility box's label.
 */
export function ImageRecordFields({
  form,
  machines,
  visibleClassName,
}: {
  form: ImageRecordForm;
  machines: Machines;
  visibleClassName?: string;
}) {
  const category = form.field('category');
  /** The catalogue game the image shows, by id ('' for none). */
  const machine = form.field('gameId');
  return (
    <>
      <SelectField label="Category" options={categoryOptions} {...category} />
      <label className={['checkbox-field', visibleClassName].filter(Boolean).join(' ')}>
        <input
          type="checkbox"
          name="isVisible"
          checked={form.values.isVisible}
          onChange={(event) => form.setValue('isVisible', event.target.checked)}
        />
        <span>Show on the public gallery</span>
      </label>
      <SelectField
        className="form-grid__wide"
        label="Machine"
        hint="The machine's page shows the newest visible photo tagged with it."
        options={machineOptions(machines, machine.value)}
        {...machine}
      />
    </>
  );
}
