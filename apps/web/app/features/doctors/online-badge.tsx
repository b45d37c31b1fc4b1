import { useTranslation } from '~/i18n/translate';
import { Badge } from '~/components/ui/badge';

/** Online now (green) or offline; a doctor on leave says so. */
export function OnlineBadge({ online, accepting = true }: { online: boolean; accepting?: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge tone={online ? 'success' : 'neutral'} data-testid="online-badge" data-online={online ? 'true' : 'false'} className="gap-1.5">
      <span aria-hidden="true" className={`h-2 w-2 rounded-full ${online ? 'bg-success' : 'bg-gray-400'}`} />
      {online ? t('doctors.online') : accepting ? t('doctors.offline') : t('doctors.onLeave')}
    </Badge>
  );
}
