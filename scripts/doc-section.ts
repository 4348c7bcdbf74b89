/**
 * `doc` with its generated section (from the line holding `start` to `end`, markers included)
 * replaced by `section`, which carries both markers again. Everything else is written by hand.
 */
export const withSection = (doc: string, start: string, end: string, section: string): string => {
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) throw new Error(`the document lacks the markers ${start} ... ${end}`);
  return `${doc.slice(0, from)}${section}${doc.slice(to + end.length)}`;
};
