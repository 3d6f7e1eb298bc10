import { useEffect, useRef, useState } from 'react';

import { ReportForm, ReportReceived, type SentReport } from './report-issue-form';

type ReportProblemFormProps = {
  gameName: string;
  onSent: () => void;
  onClose: () => void;
};

/**
 * The report form of a machine's page, in its dialog: the game is the page's; once sent, the
 * thanks and a way back to the page. Loaded when the dialog first opens (it brings the form's
 * checks), so its first field takes focus when it arrives.
 */
export default function ReportProblemForm({ gameName, onSent, onClose }: ReportProblemFormProps) {
  const [sent, setSent] = useState<SentReport | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    boxRef.current?.querySelector<HTMLElement>('select, input, textarea')?.focus();
  }, []);
  return (
    <div ref={boxRef}>
      {sent ? (
        <ReportReceived report={sent}>
          <button type="button" className="btn btn--primary" onClick={onClose}>
            Done
          </button>
        </ReportReceived>
      ) : (
        <ReportForm
          fixedGame={gameName}
          secondaryAction={
            <button type="button" className="btn btn--ghost" onClick={onClose}>
              Cancel
            </button>
          }
          onSubmitted={(report) => {
            setSent(report);
            onSent();
          }}
        />
      )}
    </div>
  );
}
