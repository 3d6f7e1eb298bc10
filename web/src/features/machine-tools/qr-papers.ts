import { qrPapers, type QrPaper } from '@venue/contracts/machines';

export const paperLabels: Record<QrPaper, string> = {
  letter: 'Letter (8.5 × 11 in)',
  a4: 'A4 (210 × 297 mm)',
};

export const paperOptions = qrPapers.map((paper) => ({ value: paper, label: paperLabels[paper] }));

/** The paper a sheet's address names; Letter, Canada's, when it names none or another. */
export const paperOf = (value: string | null): QrPaper => (value === 'a4' ? 'a4' : 'letter');
