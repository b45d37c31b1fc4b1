import type { ReactNode } from 'react';

/** A white, bordered table that scrolls sideways on a narrow screen; `columns` head it, `children` are its rows. */
export function DataTable({ columns, className, children }: { columns: readonly ReactNode[]; className?: string; children: ReactNode }) {
  return (
    <div className={className ? `${className} overflow-x-auto rounded-2xl border border-gray-200 bg-white` : 'overflow-x-auto rounded-2xl border border-gray-200 bg-white'}>
      <table className="w-full text-left text-sm">
        <thead className="bg-gray-50 text-xs uppercase text-muted">
          <tr>
            {columns.map((column, i) => (
              <th key={i} scope="col" className="px-4 py-3">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
