import { useState, type FormEvent, type ReactNode } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import type { PaymentChannel } from '@apotek/contract/orders';
import type { WalletProfile } from '@apotek/contract/wallet';
import { formatRupiah } from '@apotek/contract/format/money';
import { useTranslation } from '~/i18n/translate';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Card, cardClass } from '~/components/ui/card';
import { Field, inputClass } from '~/components/ui/field';
import { useHydrated } from '~/lib/use-hydrated';
import type { WalletActionResult } from './wallet-intents';
import { roomUnderCap, TOP_UP_PRESETS, topUpAmountFrom, topUpProblem, type TopUpProblem } from './wallet-fields';

export interface TopUpChannel {
  code: PaymentChannel;
  name: string;
}

/**
 * The top-up form: an amount by one tap or typed, and QRIS or a VA bank. The page checks what it can
 * (the minimum, the room under the balance cap) before posting; the API judges again, the monthly cap
 * and open top-ups included, and its refusal shows here in the page's language.
 */
export function TopUpForm({ wallet, open, channels, next, renderMark }: { wallet: WalletProfile; /** Rupiah of top-ups still open. */ open: number; channels: TopUpChannel[]; next: string | null; renderMark: (channel: PaymentChannel) => ReactNode }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const refused = useActionData<WalletActionResult | undefined>();
  const result = refused?.intent === 'top-up' ? refused : undefined;
  const [preset, setPreset] = useState(result?.values?.preset ?? '');
  const [custom, setCustom] = useState(result?.values?.custom ?? '');
  const [channel, setChannel] = useState(result?.values?.channel ?? '');
  const [problem, setProblem] = useState<TopUpProblem | null>(null);
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'top-up';
  const room = roomUnderCap(wallet, open);
  const min = wallet.limits.min_top_up;
  const amount = topUpAmountFrom({ preset, custom });
  const vars = { min: formatRupiah(min), room: formatRupiah(room) };

  if (room < min) {
    return (
      <Card as="section" padding="lg" aria-labelledby="top-up-title">
        <h2 id="top-up-title" className="font-semibold">
          {t('wallet.topUp.title')}
        </h2>
        <Alert tone="info">{t('wallet.topUp.full', { cap: formatRupiah(wallet.balance_cap) })}</Alert>
      </Card>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    const found = topUpProblem({ preset, custom, channel }, { min, room });
    setProblem(found);
    if (found) event.preventDefault();
  }

  const problemText = (key: string | undefined) => (key ? t(`wallet.problems.${key as TopUpProblem}`, vars) : undefined);
  const amountProblem = problem && problem !== 'channelMissing' ? problemText(problem) : problemText(result?.problems?.amount?.[0]);
  const channelProblem = problem === 'channelMissing' ? problemText(problem) : problemText(result?.problems?.channel?.[0]);
  const amountErrors = [amountProblem, ...(result?.errors?.amount ?? [])].filter(Boolean);
  const channelErrors = [channelProblem, ...(result?.errors?.channel ?? [])].filter(Boolean);
  const general = result?.unavailable ? t('auth.errors.unavailable') : result && !result.errors?.amount && !result.errors?.channel ? result.message : undefined;

  return (
    <Card as="section" padding="lg" aria-labelledby="top-up-title" data-testid="top-up-form">
      <h2 id="top-up-title" className="font-semibold">
        {t('wallet.topUp.title')}
      </h2>
      <p className="mt-1 text-xs text-muted">{t('wallet.roomLine', vars)}</p>
      <Form method="post" noValidate onSubmit={submit} className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="top-up" />
        {next && <input type="hidden" name="next" value={next} />}
        {general && <Alert tone="error">{general}</Alert>}
        <fieldset>
          <legend className="text-sm font-medium text-ink">{t('wallet.topUp.presets')}</legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {TOP_UP_PRESETS.map((value) => (
              <label
                key={value}
                className={`${cardClass({ padding: 'none', compact: true })} flex cursor-pointer items-center justify-center px-3 py-2.5 text-sm font-semibold has-[:checked]:border-primary-strong has-[:checked]:bg-primary-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-strong ${value > room ? 'opacity-50' : ''}`}
              >
                <input
                  type="radio"
                  name="preset"
                  value={value}
                  className="sr-only"
                  disabled={value > room}
                  checked={hydrated ? preset === String(value) && !custom.trim() : undefined}
                  defaultChecked={hydrated ? undefined : result?.values?.preset === String(value)}
                  onChange={() => {
                    setPreset(String(value));
                    setCustom('');
                    setProblem(null);
                  }}
                />
                {formatRupiah(value)}
              </label>
            ))}
          </div>
        </fieldset>
        <Field label={t('wallet.topUp.custom')} hint={t('wallet.topUp.customHint', vars)} errors={amountErrors}>
          {(control) => (
            <div className="relative">
              <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted">Rp</span>
              <input
                {...control}
                name="custom"
                inputMode="numeric"
                autoComplete="off"
                value={custom}
                onChange={(e) => {
                  setCustom(e.target.value);
                  setProblem(null);
                }}
                className={inputClass(control['aria-invalid'], 'pl-10')}
                data-testid="top-up-custom"
              />
            </div>
          )}
        </Field>
        <fieldset>
          <legend className="text-sm font-medium text-ink">{t('wallet.topUp.channel')}</legend>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {channels.map((c) => (
              <li key={c.code}>
                <label className={cardClass({ padding: 'none', compact: true }, 'flex cursor-pointer items-center gap-3 px-3 py-2 text-sm font-medium has-[:checked]:border-primary-strong has-[:checked]:bg-primary-soft/40 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-strong')}>
                  <input
                    type="radio"
                    name="channel"
                    value={c.code}
                    className="sr-only"
                    checked={hydrated ? channel === c.code : undefined}
                    defaultChecked={hydrated ? undefined : result?.values?.channel === c.code}
                    onChange={() => {
                      setChannel(c.code);
                      setProblem(null);
                    }}
                  />
                  {renderMark(c.code)}
                  {c.name}
                </label>
              </li>
            ))}
          </ul>
          {channelErrors[0] && (
            <p className="mt-1 text-sm text-danger" role="alert">
              {channelErrors[0]}
            </p>
          )}
        </fieldset>
        <Button type="submit" disabled={busy} className="w-full py-3 sm:w-auto sm:px-10" data-testid="top-up-submit">
          {busy ? t('wallet.topUp.busy') : amount ? t('wallet.topUp.submit', { amount: formatRupiah(amount) }) : t('wallet.topUp.submitPlain')}
        </Button>
      </Form>
    </Card>
  );
}
