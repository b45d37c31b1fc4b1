import type { SelectHTMLAttributes } from 'react';
import type { FieldControlProps } from '~/components/ui/field';
import { inputClass } from '~/components/ui/field';

/** A pharmacy the customer may choose: the upload form and an e-prescription's "Ganti apotek" offer the same list. */
export interface PharmacyChoice {
  id: number;
  name: string;
  city: string;
}

/**
 * The pharmacy picker: grouped by city in the order given (nearest first when the shopper shared a
 * place), with a disabled placeholder first. Used inside a Field, whose ids and states it carries.
 */
export function PharmacySelect({
  control,
  pharmacies,
  placeholder,
  ...rest
}: { control: FieldControlProps; pharmacies: readonly PharmacyChoice[]; placeholder: string } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'className'>) {
  return (
    <select {...control} {...rest} className={inputClass(control['aria-invalid'])}>
      <option value="" disabled>
        {placeholder}
      </option>
      {groupByCity(pharmacies).map(([city, list]) => (
        <optgroup key={city} label={city}>
          {list.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}

function groupByCity(pharmacies: readonly PharmacyChoice[]): [string, PharmacyChoice[]][] {
  const groups = new Map<string, PharmacyChoice[]>();
  for (const p of pharmacies) groups.set(p.city, [...(groups.get(p.city) ?? []), p]);
  return [...groups];
}
