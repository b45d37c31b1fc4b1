import { useTranslation } from '~/i18n/translate';
import { Badge } from '~/components/ui/badge';

export function OpenBadge({ open }: { open: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge tone={open ? 'success' : 'neutral'} data-testid="open-badge" className="gap-1.5">
      <span aria-hidden="true" className={`h-2 w-2 rounded-full ${open ? 'bg-success' : 'bg-gray-400'}`} />
      {open ? t('pharmacy.openNow') : t('pharmacy.closedNow')}
    </Badge>
  );
}
