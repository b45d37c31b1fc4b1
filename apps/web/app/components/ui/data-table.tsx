import type { ReactNode } from 'react';
import { cardClass } from '~/components/ui/card';

/** A white, bordered table that scrolls sideways on a narrow screen; `columns` head it, `children` are its rows. */
export function DataTable({ columns, className, children }: { columns: readonly ReactNode[]; className?: string; children: ReactNode }) {
  return (
    <div className={cardClass({ padding: 'none' }, className ? `overflow-x-auto ${className}` : 'overflow-x-auto')}>
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
