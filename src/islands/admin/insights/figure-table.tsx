import type { ReactNode } from 'react';

export interface FigureRow {
  key: string;
  /** The row's name (a period, a dish): its header cell. */
  name: ReactNode;
  cells: readonly ReactNode[];
}

/**
 * A chart's figures as a real table, the chart's text alternative: behind 'Show as a table' (a
 * native disclosure, reached and opened by keyboard), with its caption, column headers and each
 * row named by its first cell. The columns after the first are figures, right-aligned; the first
 * wraps, so the table fits a 320 px screen without scrolling sideways.
 */
export function FigureTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  /** The first column's header, then the figures'. */
  columns: readonly string[];
  rows: readonly FigureRow[];
}) {
  return (
    <details className="group rounded-lg border border-brand-100">
      <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
        <span
          aria-hidden="true"
          className="mr-2 inline-block transition-transform group-open:rotate-90 motion-reduce:transition-none"
        >
          ▸
        </span>
        Show as a table<span className="sr-only">: {caption}</span>
      </summary>
      <div className="px-2 pb-3 sm:px-3">
        <FiguresTable caption={caption} columns={columns} rows={rows} />
      </div>
    </details>
  );
}

/** The table itself, for figures shown as a table from the start (the top customers). */
export function FiguresTable({
  caption,
  columns,
  rows,
  captionShown = false,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly FigureRow[];
  /** Whether sighted readers see the caption too (a table without a disclosure naming it). */
  captionShown?: boolean;
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className={captionShown ? 'pb-2 text-left text-sm font-semibold text-ink' : 'sr-only'}>
        {caption}
      </caption>
      <thead className="text-muted">
        <tr>
          {columns.map((column, index) => (
            <th
              key={column}
              scope="col"
              className={`py-2 font-semibold ${index === 0 ? 'pr-2 sm:pr-3' : 'pl-2 text-right sm:pl-3'}`}
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-t border-brand-100">
            <th scope="row" className="py-2 pr-2 font-medium break-words text-ink sm:pr-3">
              {row.name}
            </th>
            {row.cells.map((cell, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in a fixed order
              <td key={index} className="py-2 pl-2 text-right tabular-nums sm:pl-3">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
