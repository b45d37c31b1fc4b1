import { useCallback, useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { Consultation } from '@apotek/contract/consultations';
import { useTranslation } from '~/i18n/translate';
import { browserApi, quietBrowserApi } from '~/lib/api';
import { showSnackbar } from '~/lib/snackbar-store';
import { stageOf, watchesStatus } from './consultation-stage';

/** How often a waiting page asks again: a charge may be paid any second; a doctor takes minutes. */
export const WATCH_CHARGE_MS = 5_000;
export const WATCH_DOCTOR_MS = 15_000;

type Seen = Pick<Consultation, 'status' | 'payment'>;

/** Whether a fresh read differs from what the page shows, in a way the page would show differently. */
export function changed(shown: Seen, fresh: Seen): boolean {
  return shown.status !== fresh.status || stageOf(shown) !== stageOf(fresh) || shown.payment?.status !== fresh.payment?.status;
}

/**
 * Re-reads GET /api/consultation/{id} while a charge may be paid or a doctor may answer, and reloads the
 * page's data once the state moved. `check` is "Cek status": the same read on demand, saying when nothing
 * changed and showing a failed read in the snackbar (SPEC §8).
 */
export interface ConsultationWatch {
  check: () => Promise<void>;
  checking: boolean;
  due: () => void;
}

export function useConsultationWatch(consultation: Consultation): ConsultationWatch {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [checking, setChecking] = useState(false);
  const shown = useRef<Seen>(consultation);
  shown.current = consultation;
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const id = consultation.id;

  const read = useCallback(
    async (loud: boolean): Promise<'changed' | 'same' | 'failed'> => {
      const result = await (loud ? browserApi() : quietBrowserApi()).call('consultation', { params: { id } });
      if (!result.ok) {
        if (loud) showSnackbar({ content: result.status === 0 || result.status >= 500 ? t('consultations.errors.unavailable') : result.message, color: 'error' });
        return 'failed';
      }
      if (!changed(shown.current, result.body.data)) return 'same';
      await revalidate.current();
      return 'changed';
    },
    [id, t],
  );

  const watching = watchesStatus(consultation);
  const interval = stageOf(consultation) === 'charge' ? WATCH_CHARGE_MS : WATCH_DOCTOR_MS;
  useEffect(() => {
    if (!watching) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void read(false);
    }, interval);
    return () => clearInterval(timer);
  }, [watching, interval, read]);

  const check = useCallback(async () => {
    setChecking(true);
    try {
      const outcome = await read(true);
      if (outcome === 'same') showSnackbar({ content: t(stageOf(shown.current) === 'charge' ? 'consultations.pay.stillPending' : 'consultations.status.unchanged'), color: 'info' });
    } finally {
      setChecking(false);
    }
  }, [read, t]);

  /** A deadline passed: the server moves the state on its clock, so ask it (quietly). */
  const due = useCallback(() => void read(false), [read]);

  return { check, checking, due };
}
