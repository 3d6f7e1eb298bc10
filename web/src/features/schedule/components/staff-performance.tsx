import { performanceFiguresSchema, type StaffPerformance } from '@venue/contracts/schedule';
import { useState } from 'react';

import { FormError, SelectField } from '@/components/ui/form/field';
import { FormFields } from '@/components/ui/form/form-fields';
import { useSaveForm } from '@/lib/use-save-form';

import { saveStaffPerformanceMutation } from '../api/save-staff-performance';

function Figures({ member }: { member: StaffPerformance }) {
  if (member.punctuality === null || member.customerRating === null) {
    return <p className="performance-card__none">No figures yet</p>;
  }
  return (
    <dl className="performance-card__figures">
      <div>
        <dt>Punctuality</dt>
        <dd>{member.punctuality}%</dd>
      </div>
      <div>
        <dt>Customer Rating</dt>
        <dd>{member.customerRating.toFixed(1)} / 5</dd>
      </div>
    </dl>
  );
}

const textOf = (value: number | null) => (value === null ? '' : String(value));

function FiguresForm({ member }: { member: StaffPerformance }) {
  const form = useSaveForm({
    initialValues: {
      punctuality: textOf(member.punctuality),
      customerRating: textOf(member.customerRating),
    },
    editing: member,
    update: {
      schema: performanceFiguresSchema,
      mutation: saveStaffPerformanceMutation,
      variables: (figures, { name }) => ({ name, figures }),
      successToast: {
        title: 'Performance Updated',
        description: `${member.name}'s figures have been saved.`,
        variant: 'success',
      },
      failure: 'Failed to save the figures',
    },
    errorToast: { title: 'Update Failed', serverMessage: true },
  });
  return (
    <form className="performance-form__fields" {...form.formProps}>
      <FormFields
        field={form.field}
        fields={[
          {
            text: 'punctuality',
            label: 'Punctuality (%)',
            inputMode: 'numeric',
            placeholder: 'e.g., 95',
          },
          {
            text: 'customerRating',
            label: 'Customer Rating (1-5)',
            inputMode: 'decimal',
            placeholder: 'e.g., 4.5',
          },
        ]}
      />
      <FormError className="performance-form__error" message={form.formError} />
      <button type="submit" className="btn btn--primary btn--sm" disabled={form.pending}>
        {form.pending ? 'Saving...' : 'Save Figures'}
      </button>
    </form>
  );
}

/** Each member on this week's schedule with their figures, and a form to record them. */
export function StaffPerformancePanel({ members }: { members: StaffPerformance[] }) {
  const [chosen, setChosen] = useState(members[0]?.name ?? '');
  if (members.length === 0) {
    return <p className="schedule-panel__empty">No one is on the schedule this week.</p>;
  }
  const member = members.find((candidate) => candidate.name === chosen) ?? members[0];
  return (
    <>
      <ul className="performance-list">
        {members.map((candidate) => (
          <li key={candidate.name} className="performance-card">
            <span className="performance-card__name">{candidate.name}</span>
            <Figures member={candidate} />
          </li>
        ))}
      </ul>
      {member ? (
        <div className="performance-form wide-split">
          <h3 className="performance-form__title wide-split__full">Update Figures</h3>
          <SelectField
            label="Staff Member"
            options={members.map(({ name }) => ({ value: name, label: name }))}
            value={member.name}
            onChange={(event) => setChosen(event.target.value)}
          />
          {/* A fresh form for each member (and each saved change), filled with their figures. */}
          <FiguresForm
            key={`${member.name}|${member.punctuality}|${member.customerRating}`}
            member={member}
          />
        </div>
      ) : null}
    </>
  );
}
