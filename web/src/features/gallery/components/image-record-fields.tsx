import { SelectField } from '@/components/ui/form/field';
import type { ContractFieldProps } from '@/lib/use-contract-form';

import { orderedGalleryCategories } from '../gallery-categories';

const categoryOptions = orderedGalleryCategories.map(({ key, label }) => ({ value: key, label }));

type ImageRecordFieldsProps = {
  category: ContractFieldProps;
  isVisible: boolean;
  onVisibleChange: (visible: boolean) => void;
  /** On the visibility box's label. */
  visibleClassName?: string;
};

/** An image record's category and whether the public gallery shows it (upload and edit). */
export function ImageRecordFields({
  category,
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
    </>
  );
}
