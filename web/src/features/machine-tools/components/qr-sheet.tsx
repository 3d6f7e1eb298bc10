import { ArrowLeft, CircleAlert, Printer } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { StaffPageHeader } from '@/components/layouts/staff-page-header';
import '@/components/ui/filter-bar/filter-bar.css';
import { SelectField } from '@/components/ui/form/field';
import { QueryState } from '@/components/ui/query-state/query-state';
import { paths } from '@/config/paths';

import { useQrSheet, type QrSheetPage } from '../api/get-qr-sheet';
import { paperLabels, paperOf, paperOptions } from '../qr-papers';
import './qr-sheet.css';

const sheetCount = (count: number) => (count === 1 ? '1 sheet' : `${count} sheets`);

/** Brings up the print dialog once, when the first sheets shown are drawn. */
function usePrintOnce(pages: QrSheetPage[] | undefined) {
  const listRef = useRef<HTMLOListElement>(null);
  const printed = useRef(false);
  useEffect(() => {
    const list = listRef.current;
    if (!pages?.length || !list || printed.current) return;
    printed.current = true;
    const images = [...list.querySelectorAll('img')];
    // A sheet that cannot be drawn is not printed by itself: it shows broken, and Print stays.
    void Promise.all(images.map((image) => image.decode())).then(
      () => window.print(),
      () => undefined,
    );
  }, [pages]);
  return listRef;
}

/**
 * The machines' QR labels, one image a sheet of paper, for printing: on screen with the paper
 * choice and a Print button, on paper the sheets alone at their real size, a page each.
 */
export function QrSheet({ headerActions }: { headerActions?: ReactNode }) {
  const [search, setSearch] = useSearchParams();
  const paper = paperOf(search.get('paper'));
  const sheet = useQrSheet(paper);
  const listRef = usePrintOnce(sheet.data?.pages);
  const pageCount = sheet.data?.pages.length;

  return (
    <div className="qr-sheet">
      <div className="qr-sheet__screen">
        <StaffPageHeader
          title="Machine QR Codes"
          description={
            pageCount !== undefined
              ? `${sheetCount(pageCount)} of ${paperLabels[paper]}, twelve labels a sheet, one for every machine.`
              : 'A label for every machine: its code, name, short address and category.'
          }
          actions={
            <>
              <button
                type="button"
                className="btn btn--primary btn--sm"
                disabled={!pageCount}
                onClick={() => window.print()}
              >
                <Printer aria-hidden="true" />
                Print
              </button>
              <Link className="btn btn--ghost btn--sm" to={paths.staff.games.getHref()}>
                <ArrowLeft aria-hidden="true" />
                Games Management
              </Link>
            </>
          }
          headerActions={headerActions}
        />
        <div className="filter-bar" role="group" aria-label="Print options">
          <SelectField
            label="Paper"
            value={paper}
            options={paperOptions}
            onChange={(event) => setSearch({ paper: event.target.value }, { replace: true })}
          />
        </div>
        {sheet.data?.addressNote ? (
          <p className="qr-sheet__address-note" role="note">
            <CircleAlert aria-hidden="true" />
            <span>{sheet.data.addressNote}</span>
          </p>
        ) : null}
      </div>
      <QueryState
        query={sheet}
        loading="Drawing the codes..."
        error="Failed to load the QR codes"
        isEmpty={({ pages }) => pages.length === 0}
        empty="No machines to label yet."
      >
        {({ pages }) => (
          <ol ref={listRef} className={`qr-sheet__pages qr-sheet__pages--${paper}`}>
            {pages.map((page, index) => (
              <li key={page.src} className="qr-sheet__sheet">
                <img
                  className="qr-sheet__page"
                  src={page.src}
                  alt={`Sheet ${index + 1} of ${pages.length}: QR labels for ${page.machines.join(', ')}`}
                />
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </div>
  );
}
