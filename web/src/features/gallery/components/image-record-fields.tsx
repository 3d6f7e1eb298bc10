import { SelectField } from '@/components/ui/form/field';
import type { ContractFieldProps } from '@/lib/use-contract-form';

import { orderedGalleryCategories } from '../gallery-categories';
import { machineOptions, type Machines } from '../machines';

const categoryOptions = orderedGalleryCategories.map(({ key, label }) => ({ value: key, label }));

type ImageRecordFieldsProps = {
  category: ContractFieldProps;
  /** The catalogue game the image shows, by id ('' for none). */
  machine: ContractFieldProps;
  machines: Machines;
  isVisible: boolean;
  onVisibleChange: (visible: boolean) => void;
  /** On the visibility box's label. */
  visibleClassName?: string;
};

/**
 * An image record's category, whether the public gallery shows it, and the machine it shows
 * (its page then has the photo), for upload and edit.
 */
export function ImageRecordFields({
  category,
  machine,
  machines,
  isVisible,
  onVisibleChange,
  visibleClassName,
}: ImageRecordFieldsProps) {
  return (
    <>
      <SelectField label="Category" options={categoryOptions} {...category} />
      <label className={['checkbox-field', visibleClassName].filter(Boolean).join(' ')}>
        <input
          type="checkbox"
          name="isVisible"
          checked={isVisible}
          onChange={(event) => onVisibleChange(event.target.checked)}
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
