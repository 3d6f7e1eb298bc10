import { machineIssueTypes, machineReportInputSchema } from '@venue/contracts/machine-reports';
import { CircleCheck, RefreshCw, Send } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

import { FormError, SelectField } from '@/components/ui/form/field';
import { FormFields } from '@/components/ui/form/form-fields';
import { useGameNames } from '@/lib/get-game-names';
import { successToastOf } from '@/lib/toast';
import type { ContractFieldProps } from '@/lib/use-contract-form';
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

/** The game, chosen from the catalogue's names. */
function GameSelect({
  field,
  onUnknown,
}: {
  field: ContractFieldProps;
  /** The game named in the link is not on the list: the choice is cleared. */
  onUnknown: () => void;
}) {
  const { names, options } = useGameOptions();
  const chosen = field.value;
  useEffect(() => {
    if (names.data && chosen !== '' && !names.data.includes(chosen)) onUnknown();
  }, [names.data, chosen, onUnknown]);
  return (
    <div className="form-grid__wide report-form__game">
      <SelectField
        label="Game"
        required
        options={options}
        disabled={!(names.isSuccess && names.data.length > 0)}
        hint={names.isError ? undefined : 'The machine with the problem, as named on its marquee.'}
        {...field}
        error={field.error ?? (names.isError ? 'Failed to load games' : undefined)}
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
  );
}

/** What a report said, for the screen that thanks the player. */
export type SentReport = { gameName: string; email: string };

type ReportFormProps = {
  /** The game to start with (e.g. from the link), chosen from the list. */
  initialGame?: string;
  /** The game the report is about, not to be chosen (a machine's own page). */
  fixedGame?: string;
  /** Focus starts at the form's title (after 'Report Another Issue': the button is gone). */
  focusOnMount?: boolean;
  /** Beside the submit button, e.g. a dialog's Cancel. */
  secondaryAction?: ReactNode;
  onSubmitted: (report: SentReport) => void;
};

/**
 * The report form: the game (from the catalogue's names, or the one the page is about), the
 * kind of problem and what happened, the player's name and contact, and an e-mail address to be
 * told once when it is fixed.
 */
export function ReportForm({
  initialGame = '',
  fixedGame,
  focusOnMount = false,
  secondaryAction,
  onSubmitted,
}: ReportFormProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) titleRef.current?.focus();
  }, [focusOnMount]);
  const form = useSaveForm({
    initialValues: {
      gameName: fixedGame ?? initialGame,
      issueType: '',
      description: '',
      playerName: '',
      contactInfo: '',
      email: '',
    },
    create: {
      schema: machineReportInputSchema,
      mutation: submitMachineReportMutation,
      successToast: successToastOf(
        'Issue Reported',
        (_receipt, report) => `Thanks! Staff will check ${report.gameName}.`,
      ),
      failure: 'Failed to submit report. Please try again or notify staff directly.',
    },
    errorToast: { title: 'Error' },
    tooOften: (retryIn) => `Too many reports from this connection. Please try again ${retryIn}.`,
    onSaved: () => onSubmitted({ gameName: form.values.gameName, email: form.values.email.trim() }),
  });
  const { setValue } = form;
  const clearGame = () => setValue('gameName', '');

  return (
    <form
      className={fixedGame === undefined ? 'form-panel report-form' : 'report-form'}
      aria-labelledby={fixedGame === undefined ? 'report-form-title' : undefined}
      {...form.formProps}
    >
      {fixedGame === undefined ? (
        <h2 id="report-form-title" ref={titleRef} tabIndex={-1} className="form-panel__title">
          Tell us what happened
        </h2>
      ) : null}
      <div className="form-grid form-grid--two">
        {fixedGame === undefined ? (
          <GameSelect field={form.field('gameName')} onUnknown={clearGame} />
        ) : null}
        <FormFields
          field={form.field}
          fields={[
            {
              select: 'issueType',
              label: 'Issue Type',
              required: true,
              wide: true,
              options: issueTypeOptions,
            },
            {
              area: 'description',
              label: 'Description',
              required: true,
              wide: true,
              rows: 5,
              maxLength: 2000,
              hint: 'What did the machine do? At least 10 characters.',
            },
            {
              text: 'playerName',
              label: 'Your Name',
              autoComplete: 'name',
              maxLength: 100,
              hint: 'Optional.',
            },
            {
              text: 'contactInfo',
              label: 'Contact Info',
              autoComplete: 'tel',
              maxLength: 200,
              hint: 'Optional: a phone number or e-mail, if staff may need to ask you about it.',
            },
            {
              text: 'email',
              label: 'E-mail',
              type: 'email',
              autoComplete: 'email',
              wide: true,
              maxLength: 254,
              hint: 'Optional: we will e-mail you once, when it is fixed.',
            },
          ]}
        />
      </div>
      <FormError message={form.formError} />
      <div className="report-form__actions">
        {secondaryAction}
        <button type="submit" className="btn btn--primary" disabled={form.pending}>
          <Send aria-hidden="true" />
          {form.pending ? 'Submitting...' : 'Submit Report'}
        </button>
      </div>
    </form>
  );
}

/** Thanks for the report; with an e-mail address, says it will hear when the machine is fixed. */
export function ReportReceived({
  report,
  children,
}: {
  report: SentReport;
  /** What to do next: another report, or closing the dialog. */
  children: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="form-panel report-received" aria-labelledby="report-received-title">
      <CircleCheck className="glow-icon" aria-hidden="true" />
      <h2 id="report-received-title" ref={headingRef} tabIndex={-1} className="form-panel__title">
        Report Submitted
      </h2>
      <p className="report-received__text">
        Thank you for letting us know about <strong>{report.gameName}</strong>. Our staff will take
        a look as soon as they can.
      </p>
      {report.email ? (
        <p className="report-received__text">
          We will e-mail <strong>{report.email}</strong> once it is fixed.
        </p>
      ) : null}
      {children}
    </section>
  );
}

/**
 * The public report form: a game from the catalogue, the kind of problem and what happened,
 * then a thank-you screen from which another report can be started.
 */
export function ReportIssueForm({ initialGame = '' }: { initialGame?: string }) {
  const [received, setReceived] = useState<SentReport | null>(null);
  const [round, setRound] = useState(0);
  if (received !== null) {
    return (
      <ReportReceived report={received}>
        <button
          type="button"
          className="btn btn--outline"
          onClick={() => {
            setReceived(null);
            setRound((count) => count + 1);
          }}
        >
          Report Another Issue
        </button>
      </ReportReceived>
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
