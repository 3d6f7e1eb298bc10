import type { QrPaper } from '@venue/contracts/machines';
import { QrCode } from 'lucide-react';
import { useState } from 'react';

import { Dialog, DialogActions } from '@/components/ui/dialog/dialog';
import { SelectField } from '@/components/ui/form/field';
import { paths } from '@/config/paths';

import { paperOptions } from '../qr-papers';

/**
 * The games page's Print QR Codes: the paper is chosen here, and the sheet opens in a new tab
 * (signed in there too), which brings up the browser's print dialog once the codes are drawn.
 */
export function PrintQrCodes() {
  const [open, setOpen] = useState(false);
  // The venue is in Canada, where Letter is the paper in the printer.
  const [paper, setPaper] = useState<QrPaper>('letter');
  return (
    <>
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <QrCode aria-hidden="true" />
        Print QR Codes
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        size="sm"
        title="Print QR Codes"
        description="A label for every machine: its code, name, short address and category, twelve to a sheet. The code opens the machine's page."
      >
        <div className="form-grid">
          <SelectField
            label="Paper"
            value={paper}
            options={paperOptions}
            onChange={(event) => setPaper(event.target.value as QrPaper)}
          />
        </div>
        <DialogActions>
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => setOpen(false)}>
            Cancel
          </button>
          <a
            className="btn btn--primary btn--sm"
            href={paths.staff.qrSheet.getHref(paper)}
            target="_blank"
            rel="noopener"
            onClick={() => setOpen(false)}
          >
            Open Sheet and Print
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </DialogActions>
      </Dialog>
    </>
  );
}
