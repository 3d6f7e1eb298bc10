import { machineIssueTypes, machineReportInputSchema } from '@venue/contracts/machine-reports';
import { CircleCheck, RefreshCw, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

import { FormError, SelectField, TextAreaField, TextField } from '@/components/ui/form/field';
import { useGameNames } from '@/lib/get-game-names';
import { useSaveForm } from '@/lib/use-save-form';

import { submitMachineReportMutation } from '../api/submit-machine-report';
import { issueTypeLabels } from '../machine-report-labels';
import './report-issue-form.css';

const issueTypeOptions = [
  { value: '', label: 'Select an issue type' },
  ...machineIssueTypes.map((type) => ({ value: type, label: issueTypeLabels[type] })),
];

/** The game select's single option while the list is not usable, or the list itself. */
function useGameOptions() {
  const names = useGameNames();
  if (names.isPending) return { names, options: [{ value: '', label: 'Loading games...' }] };
  if (names.isError) return { names, options: [{ value: '', label: 'Failed to load games' }] };
  if (names.data.length === 0) {
    return { names, options: [{ value: '', label: 'No games available' }] };
  }
  return {
    names,
    options: [
      { value: '', label: 'Select a game' },
      ...names.data.map((name) => ({ value: name, label: name })),
    ],
  };
}

function ReportForm({
  initialGame,
  focusOnMount,
  onSubmitted,
}: {
  initialGame: string;
  /** After 'Report Another Issue': the button is gone, so focus starts the new form. */
  focusOnMount: boolean;
  onSubmitted: (gameName: string) => void;
}) {
  const { names, options } = useGameOptions();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) titleRef.current?.focus();
  }, [focusOnMount]);
  const form = useSaveForm({
    initialValues: {
      gameName: initialGame,
      issueType: '',
      description: '',
      playerName: '',
      contactInfo: '',
    },
    create: {
      schema: machineReportInputSchema,
      mutation: submitMachineReportMutation,
      successToast: (_receipt, report) => ({
        title: 'Issue Reported',
        description: `Thanks! Staff will check ${report.gameName}.`,
        variant: 'success',
      }),
      failure: 'Failed to submit report. Please try again or notify staff directly.',
    },
    errorToast: { title: 'Error' },
    onSaved: () => onSubmitted(form.values.gameName),
  });

  // A game named in the link (e.g. a QR code on the machine) is kept only if it is on the list.
  const { setValue, values } = form;
  useEffect(() => {
    if (names.data && values.gameName !== '' && !names.data.includes(values.gameName)) {
      setValue('gameName', '');
    }
  }, [names.data, values.gameName, setValue]);

  const gamesUsable = names.isSuccess && names.data.length > 0;

  return (
    <form className="form-panel" aria-labelledby="report-form-title" {...form.formProps}>
      <h2 id="report-form-title" ref={titleRef} tabIndex={-1} className="form-panel__title">
        Tell us what happened
      </h2>
      <div className="form-grid form-grid--two">
        <div className="form-grid__wide report-form__game">
          <SelectField
            label="Game"
            required
            options={options}
            disabled={!gamesUsable}
            hint={
              names.isError ? undefined : 'The machine with the problem, as named on its marquee.'
            }
            {...form.field('gameName')}
            error={form.errors.gameName ?? (names.isError ? 'Failed to load games' : undefined)}
          />
          {names.isError ? (
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              onClick={() => void names.refetch()}
              disabled={names.isFetching}
            >
              <RefreshCw aria-hidden="true" />
              Try again
            </button>
          ) : null}
        </div>
        <SelectField
          className="form-grid__wide"
          label="Issue Type"
          required
          options={issueTypeOptions}
          {...form.field('issueType')}
        />
        <TextAreaField
          className="form-grid__wide"
          label="Description"
          required
          rows={5}
          maxLength={2000}
          hint="What did the machine do? At least 10 characters."
          {...form.field('description')}
        />
        <TextField
          label="Your Name"
          autoComplete="name"
          maxLength={100}
          hint="Optional."
          {...form.field('playerName')}
        />
        <TextField
          label="Contact Info"
          autoComplete="email"
          maxLength={200}
          hint="Optional: email or phone, if you would like to hear back."
          {...form.field('contactInfo')}
        />
      </div>
      <FormError message={form.formError} />
      <button type="submit" className="btn btn--primary form-panel__submit" disabled={form.pending}>
        <Send aria-hidden="true" />
        {form.pending ? 'Submitting...' : 'Submit Report'}
      </button>
    </form>
  );
}

function ReportReceived({ gameName, onAnother }: { gameName: string; onAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="form-panel report-received" aria-labelledby="report-received-title">
      <CircleCheck className="report-received__icon" aria-hidden="true" />
      <h2 id="report-received-title" ref={headingRef} tabIndex={-1} className="form-panel__title">
        Report Submitted
      </h2>
      <p className="report-received__text">
        Thank you for letting us know about <strong>{gameName}</strong>. Our staff will take a look
        as soon as they can.
      </p>
      <button type="button" className="btn btn--outline" onClick={onAnother}>
        Report Another Issue
      </button>
    </section>
  );
}

/**
 * The public report form: a game from the catalogue, the kind of problem and what happened,
 * then a thank-you screen from which another report can be started.
 */
export function ReportIssueForm({ initialGame = '' }: { initialGame?: string }) {
  const [received, setReceived] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  if (received !== null) {
    return (
      <ReportReceived
        gameName={received}
        onAnother={() => {
          setReceived(null);
          setRound((count) => count + 1);
        }}
      />
    );
  }
  return (
    <ReportForm
      key={round}
      initialGame={round === 0 ? initialGame : ''}
      focusOnMount={round > 0}
      onSubmitted={setReceived}
    />
  );
}
