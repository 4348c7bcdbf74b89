import { FILE_FORMATS } from "../../../domain/shared/upload-formats.rules";
import type { CheckedUpload } from "./upload-files";

/**
 * The seed's files (issue 19, item 14): the CVs of the demo seekers Rina and Siti, small PDFs the
 * mock serves like uploads, so the provider who received their applications opens a real file.
 */

/** A one-page PDF with `lines` of Helvetica text (ASCII), its cross-reference table computed. */
export const textPdf = (lines: readonly string[]): Buffer => {
  const escaped = lines.map((line) => `(${line.replace(/[^\x20-\x7e]/g, "?").replace(/[\\()]/g, "\\$&")}) Tj T*`);
  const content = `BT /F1 14 Tf 72 770 Td 20 TL\n${escaped.join("\n")}\nET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, "latin1"));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
};

interface SeededCv {
  readonly fileId: string;
  readonly name: string;
  readonly lines: readonly string[];
}

const SEEDED_CVS = {
  rina: {
    fileId: "5eed0000-0000-4000-8000-00000000c001",
    name: "rina-wulandari-cv.pdf",
    lines: ["Rina Wulandari", "Curriculum vitae", "", "Barista, Kopi Kenangan (18 months)", "SMK Negeri 27 Jakarta, Tata Boga (2013-2016)", "Skills: latte art", "Tebet, Jakarta Selatan"],
  },
  siti: {
    fileId: "5eed0000-0000-4000-8000-00000000c002",
    name: "siti-rahmawati-cv.pdf",
    lines: ["Siti Rahmawati", "Curriculum vitae", "", "Barista, Kopi Kenangan (18 months)", "SMK Negeri 27 Jakarta, Tata Boga (2013-2016)", "Kebayoran Baru, Jakarta Selatan"],
  },
} as const satisfies Record<string, SeededCv>;

/** The URL a seeded profile stores for its CV (our upload path, as an upload's own URL reads). */
export const seededCvUrl = (who: keyof typeof SEEDED_CVS): string => `/api/uploads/${SEEDED_CVS[who].fileId}/${SEEDED_CVS[who].name}`;

/** The seed's files by id, as the upload store serves them. */
export const seededFiles = (): ReadonlyMap<string, CheckedUpload> =>
  new Map(Object.values(SEEDED_CVS).map((cv) => [cv.fileId, { name: cv.name, format: FILE_FORMATS.pdf, bytes: textPdf(cv.lines) }] as const));
