/**
 * A minimal, hand-written PDF (one A4 page, Helvetica text lines): the per-student test report the Download
 * Report button saves as Report.pdf. No library needed; only printable ASCII is written.
 */

export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
  /** Extra space above the line, in points. */
  gap?: number;
}

const ascii = (text: string) =>
  text
    .replace(/[‐-―]/g, '-')
    .replace(/₹/g, 'Rs ')
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '');

const escapePdf = (text: string) => ascii(text).replace(/[\\()]/g, (c) => `\\${c}`);

export function buildPdf(lines: readonly PdfLine[], title: string): Uint8Array {
  const left = 56;
  let y = 800;
  const content = lines
    .map((line) => {
      const size = line.size ?? 11;
      y -= (line.gap ?? 0) + size * 1.5;
      return `BT /${line.bold ? 'F2' : 'F1'} ${size} Tf ${left} ${Math.max(y, 40)} Td (${escapePdf(line.text)}) Tj ET`;
    })
    .join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    `<< /Title (${escapePdf(title)}) /Producer (Quest reference server) >>`,
  ];

  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}
