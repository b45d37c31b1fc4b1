import type { ReactNode } from 'react';
import { useNavigation } from 'react-router';
import { Button } from '~/components/ui/button';

/** A full-width submit that says it is busy while its form's request runs. */
export function SubmitButton({ children, busyLabel, name, value }: { children: ReactNode; busyLabel: ReactNode; name?: string; value?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && (!name || navigation.formData?.get(name) === value);
  return (
    <Button type="submit" name={name} value={value} disabled={busy} aria-disabled={busy} className="w-full py-2.5">
      {busy ? busyLabel : children}
    </Button>
  );
}
