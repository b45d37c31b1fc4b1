import { Form, useNavigation } from 'react-router';
import { HEALTH_SOURCES } from '@apotek/contract/health-tracker-rules';
import { Alert } from '~/components/ui/alert';
import { Badge, type BadgeTone } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { TextField } from '~/components/ui/text-field';
import { useLocale } from '~/lib/root-data';
import { formatNumber } from './health-format';
import { useHealthT } from './health-i18n';
import type { HealthActionResult } from './health.server';

export const CATEGORY_TONE: Record<string, BadgeTone> = { underweight: 'info', normal: 'success', overweight: 'warning', obese: 'danger' };

/**
 * The BMI calculator (POST /api/bmi/calculator): the index, its Asia-Pacific category, the normal weight
 * for the height, and the source; saving it as an entry needs the health-data consent.
 */
export function BmiCalculator({ result, canSave }: { result: HealthActionResult | undefined; canSave: boolean }) {
  const t = useHealthT();
  const locale = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'calculate';
  const mine = result?.intent === 'calculate' ? result : undefined;
  const calc = mine?.calculated;
  return (
    <Card as="section" padding="roomy" aria-labelledby="bmi-calc-title" className="space-y-4" data-testid="bmi-calculator">
      <div>
        <h2 id="bmi-calc-title" className="text-lg font-bold">
          {t('health.calculator.title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('health.calculator.lead')}</p>
      </div>
      {mine?.unavailable && <Alert tone="error">{t('health.errors.unavailable')}</Alert>}
      {mine?.message && !mine.unavailable && <Alert tone="error">{mine.message}</Alert>}
      <Form method="post" className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
        <input type="hidden" name="intent" value="calculate" />
        <input type="hidden" name="tracker" value="bmi" />
        <TextField label={t('health.fields.height')} name="height" inputMode="decimal" autoComplete="off" maxLength={8} defaultValue={mine?.values?.height} errors={mine?.errors?.height ?? []} data-testid="bmi-calc-height" />
        <TextField label={t('health.fields.weight')} name="weight" inputMode="decimal" autoComplete="off" maxLength={8} defaultValue={mine?.values?.weight} errors={mine?.errors?.weight ?? []} data-testid="bmi-calc-weight" />
        <Button type="submit" disabled={busy} className="py-2.5 sm:mt-6" data-testid="bmi-calc-submit">
          {t('health.calculator.submit')}
        </Button>
      </Form>
      {calc && (
        <div className="space-y-2 rounded-lg bg-gray-50 p-4" role="status" data-testid="bmi-calc-result">
          <p className="flex flex-wrap items-center gap-2 text-lg font-bold">
            {t('health.calculator.result', { bmi: formatNumber(calc.bmi, locale) })}
            <Badge tone={CATEGORY_TONE[calc.category]}>{t(`health.categories.${calc.category}` as never)}</Badge>
          </p>
          <p className="text-sm">{t('health.calculator.normalWeight', { height: formatNumber(calc.height, locale), low: formatNumber(calc.normal_weight.low, locale), high: formatNumber(calc.normal_weight.high, locale) })}</p>
          <p className="text-sm text-muted">{t('health.ranges.bmi')}</p>
          <p className="text-xs text-muted">{t('health.source', { source: calc.source })}</p>
          {canSave && (
            <Form method="post">
              <input type="hidden" name="intent" value="add" />
              <input type="hidden" name="tracker" value="bmi" />
              <input type="hidden" name="height" value={String(calc.height)} />
              <input type="hidden" name="weight" value={String(calc.weight)} />
              <Button type="submit" variant="outline" className="mt-1" data-testid="bmi-calc-save">
                {t('health.calculator.save')}
              </Button>
            </Form>
          )}
        </div>
      )}
      {!calc && <p className="text-xs text-muted">{t('health.source', { source: HEALTH_SOURCES.bmi })}</p>}
    </Card>
  );
}
