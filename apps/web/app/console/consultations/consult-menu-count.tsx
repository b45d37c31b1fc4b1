import { useTranslation } from '~/i18n/translate';
import { useWaitingConsultations } from './waiting-count';

/** The console menu's count on "Konsultasi": paid consultations waiting for the doctor's answer (nothing at 0). */
export function ConsultWaitingCount() {
  const { t } = useTranslation();
  const waiting = useWaitingConsultations(true);
  if (waiting <= 0) return null;
  return (
    <span className="ml-auto inline-flex min-w-[20px] animate-pulse items-center justify-center rounded-full bg-danger px-1.5 text-[11px] font-bold leading-5 text-white motion-reduce:animate-none" data-testid="console-consult-waiting" data-waiting={waiting}>
      <span aria-hidden="true">{waiting > 99 ? '99+' : waiting}</span>
      <span className="sr-only">{t('consoleConsult.menuWaiting', { count: waiting })}</span>
    </span>
  );
}
