import { useEffect, useRef, useState } from 'react';
import type { Consultation } from '@apotek/contract/consultations';
import { useTranslation } from '~/i18n/translate';
import { ClockIcon } from '~/components/ui/icons';
import { formatRemaining, remainingMs } from '~/lib/countdown';
import { jakartaTime } from '~/features/doctors/format';
import { useLocale } from '~/lib/root-data';
import { ANSWER_URGENT_MS } from './consult-time';

/**
 * The browser's clock, ticking every `everyMs`, or null until the page runs scripts (the server's
 * second and the browser's would never match, so times relative to now show only after hydration).
 */
export function useNow(everyMs = 1000): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** The patient in one line, as the doctor needs them: name, age, sex, weight when given, and who it is. */
export function usePatientLine() {
  const { t } = useTranslation();
  return (p: Consultation['patient'], { relation = true } = {}) =>
    [p.name, t('consoleConsult.patient.age', { count: p.age }), t(`consoleConsult.patient.sex.${p.gender}`), p.weight_kg !== null ? t('consoleConsult.patient.weight', { kg: p.weight_kg }) : null, relation ? t(`consoleConsult.patient.relation.${p.relation}`) : null]
      .filter(Boolean)
      .join(' · ');
}

/**
 * The clock the doctor works against: the time left to answer (the fee is refunded at zero) or until
 * the chat closes, counting down each second once the page runs; before that, the wall-clock time it
 * runs out. `onDue` runs once at zero: the server moves the state on its own clock, so the page asks it.
 */
export function TimeLeft({ kind, at, onDue, now }: { kind: 'answer' | 'ends'; at: string; onDue?: () => void; now: number | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const left = now === null ? null : remainingMs(at, now);
  const fired = useRef<string | null>(null);
  const due = useRef(onDue);
  due.current = onDue;
  useEffect(() => {
    if (left !== 0 || fired.current === at) return;
    fired.current = at;
    due.current?.();
  }, [left, at]);
  const urgent = left !== null && left <= ANSWER_URGENT_MS;
  return (
    <span className={`inline-flex items-center gap-1 whitespace-nowrap text-xs font-semibold tabular-nums ${urgent ? 'text-danger' : kind === 'answer' ? 'text-warning' : 'text-ink'}`} data-testid={`time-left-${kind}`} data-urgent={urgent}>
      <ClockIcon className="h-3.5 w-3.5" aria-hidden="true" />
      {left === null ? t(`consoleConsult.time.${kind}Until`, { time: jakartaTime(at, locale) }) : t(`consoleConsult.time.${kind}Left`, { time: formatRemaining(left) })}
    </span>
  );
}
