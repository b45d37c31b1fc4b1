import { useTranslation } from 'react-i18next';

export function OpenBadge({ open }: { open: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="open-badge"
      className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-semibold ${open ? 'bg-green-50 text-success' : 'bg-gray-100 text-muted'}`}
    >
      <span aria-hidden="true" className={`h-2 w-2 rounded-full ${open ? 'bg-success' : 'bg-gray-400'}`} />
      {open ? t('pharmacy.openNow') : t('pharmacy.closedNow')}
    </span>
  );
}
