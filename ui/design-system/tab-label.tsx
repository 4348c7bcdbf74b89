import { Fragment, type ReactNode } from "react";

/**
 * A tab label with a line break opportunity after each "/" of a one-word label ("Masuk/<wbr>Pulang"):
 * Chrome does not break between "/" and a letter, and in a `.ds-tabs-fit` row such a label would
 * otherwise keep the whole width of its longest word. A label with spaces breaks at them
 * ("Clock in/out" as "Clock" over "in/out") and comes back as it is.
 * Its own module: only the screens whose tabs need it load it.
 */
export const slashBreaks = (label: string): ReactNode => {
  if (/\s/.test(label)) return label;
  const parts = label.split(/(?<=\/)(?=\S)/);
  return parts.length === 1
    ? label
    : parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ));
};
