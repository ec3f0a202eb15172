// A table of a public page: plain HTML styled by table.module.css (no Mantine Table, no client
// code), scrolling sideways in its own frame below `minWidth`. Rows are the caller's.
import type { ReactNode } from 'react';
import classes from './table.module.css';

interface Props {
  /** Read by screen readers; shown only when `showCaption`. */
  caption: ReactNode;
  showCaption?: boolean;
  /** Column headers. */
  headers: string[];
  minWidth: number;
  /** Rows light up under the pointer. */
  hover?: boolean;
  children: ReactNode;
}

export function PlainTable({ caption, showCaption = false, headers, minWidth, hover = false, children }: Props) {
  return (
    <div className={classes.wrap}>
      <table className={`${classes.table} ${classes.bordered} ${classes.striped}${hover ? ` ${classes.hover}` : ''}`} style={{ minWidth }}>
        <caption className={showCaption ? undefined : 'visually-hidden'}>{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
