import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { LABELS_PER_SHEET, type LabelSheetLayout } from '../../../domain/qr/qr-api';

/** What one printed label shows. */
export interface LabelContent {
  url: string;
  labelId: string;
  assetName: string;
  location: string;
  modelNumber: string | null;
}

const INCH = 72;

/** Geometry of a label stock on US Letter, in points from the page's top-left corner. */
interface SheetGeometry {
  columns: number;
  rows: number;
  labelWidth: number;
  labelHeight: number;
  left: number;
  top: number;
  columnPitch: number;
  rowPitch: number;
  /** Inner margin between the label's edge and what is printed on it. */
  padding: number;
  titleSize: number;
  textSize: number;
}

/** Avery 5160/8160 (3 x 10 of 2 5/8" x 1") and 5162/8162 (2 x 7 of 4" x 1 1/3"), from Avery's templates. */
const GEOMETRY: Record<LabelSheetLayout, SheetGeometry> = {
  '3x10': {
    columns: 3,
    rows: 10,
    labelWidth: 2.625 * INCH,
    labelHeight: 1 * INCH,
    left: 0.1875 * INCH,
    top: 0.5 * INCH,
    columnPitch: 2.75 * INCH,
    rowPitch: 1 * INCH,
    padding: 5,
    titleSize: 8.5,
    textSize: 6.5,
  },
  '2x7': {
    columns: 2,
    rows: 7,
    labelWidth: 4 * INCH,
    labelHeight: (4 / 3) * INCH,
    left: 0.15625 * INCH,
    top: (5 / 6) * INCH,
    columnPitch: 4.1875 * INCH,
    rowPitch: (4 / 3) * INCH,
    padding: 7,
    titleSize: 12,
    textSize: 9,
  },
};

const PAGE_WIDTH = 8.5 * INCH;
const PAGE_HEIGHT = 11 * INCH;
/** White modules around the code, inside the label (rows of labels touch on these sheets). */
const QUIET_MODULES = 2;
const BLACK = rgb(0, 0, 0);
const GREY = rgb(0.35, 0.35, 0.35);

/** Draws a QR code as vector rectangles (one per run of dark modules): sharp at any printer resolution. */
function drawQrCode(page: PDFPage, text: string, x: number, yTop: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size + QUIET_MODULES * 2;
  const unit = size / count;
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      page.drawRectangle({
        x: x + (start + QUIET_MODULES) * unit,
        y: yTop - (row + QUIET_MODULES + 1) * unit,
        width: (col - start) * unit,
        // A hair taller, so adjacent rows leave no white seams when rasterised.
        height: unit + 0.01,
        color: BLACK,
      });
    }
  }
}

/** The standard fonts encode WinAnsi only: anything else becomes '?'. */
function printable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text.replace(/\s+/g, ' ').trim()].map((c) => (supported.has(c.codePointAt(0)!) ? c : '?')).join('');
}

/** The text cut to fit the width, with an ellipsis when cut. */
function fit(font: PDFFont, text: string, size: number, width: number): string {
  const clean = printable(font, text);
  if (font.widthOfTextAtSize(clean, size) <= width) return clean;
  let cut = clean;
  while (cut.length > 0 && font.widthOfTextAtSize(`${cut}...`, size) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}...`;
}

function drawLabel(page: PDFPage, fonts: { bold: PDFFont; regular: PDFFont }, g: SheetGeometry, label: LabelContent, x: number, yTop: number): void {
  const qrSize = g.labelHeight - g.padding * 2;
  drawQrCode(page, label.url, x + g.padding, yTop - g.padding, qrSize);

  const textX = x + g.padding + qrSize + g.padding / 2;
  const textWidth = x + g.labelWidth - g.padding - textX;
  const lines: { text: string; font: PDFFont; size: number; color: typeof BLACK }[] = [
    { text: label.assetName, font: fonts.bold, size: g.titleSize, color: BLACK },
    { text: label.location, font: fonts.regular, size: g.textSize, color: BLACK },
    { text: label.modelNumber ? `Model: ${label.modelNumber}` : 'Model: -', font: fonts.regular, size: g.textSize, color: BLACK },
    { text: `Label ${label.labelId.slice(0, 8).toUpperCase()}`, font: fonts.regular, size: g.textSize * 0.85, color: GREY },
  ];
  const lineGap = g.textSize * 0.35;
  const blockHeight = lines.reduce((h, l) => h + l.size + lineGap, -lineGap);
  // Centre the text block vertically beside the code.
  let baseline = yTop - (g.labelHeight - blockHeight) / 2;
  for (const line of lines) {
    baseline -= line.size;
    page.drawText(fit(line.font, line.text, line.size, textWidth), {
      x: textX,
      y: baseline + line.size * 0.2,
      size: line.size,
      font: line.font,
      color: line.color,
    });
    baseline -= lineGap;
  }
}

/**
 * A PDF of QR labels on US Letter label sheets, filled row by row, left to right. `skip` leaves the
 * first positions of the first sheet empty (a part-used sheet). Prints at 100% scale.
 */
export async function renderLabelSheet(labels: readonly LabelContent[], layout: LabelSheetLayout, skip = 0): Promise<Uint8Array> {
  const g = GEOMETRY[layout];
  const perSheet = LABELS_PER_SHEET[layout];
  const pdf = await PDFDocument.create();
  pdf.setTitle('Asset QR labels');
  pdf.setCreator('Service Portal');
  const fonts = { bold: await pdf.embedFont(StandardFonts.HelveticaBold), regular: await pdf.embedFont(StandardFonts.Helvetica) };

  let page: PDFPage | null = null;
  labels.forEach((label, i) => {
    const position = i + skip;
    const slot = position % perSheet;
    if (!page || slot === 0) page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    const column = slot % g.columns;
    const row = Math.floor(slot / g.columns);
    drawLabel(page, fonts, g, label, g.left + column * g.columnPitch, PAGE_HEIGHT - g.top - row * g.rowPitch);
  });
  return pdf.save();
}
