import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { PaymentChannel, paymentMethod } from '@apotek/contract/orders';
import { useTranslation } from '~/i18n/translate';
import { Card } from '~/components/ui/card';
import { InstructionGroups } from '~/components/instruction-groups';

export type PaymentMethod = z.infer<typeof paymentMethod>;

/** /wallet/instruction without a top-up: every channel with its steps. */
export function AllInstructions({ methods, renderMark }: { methods: PaymentMethod[]; renderMark: (channel: PaymentChannel) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3" data-testid="all-instructions">
      <p className="text-sm text-muted">{t('wallet.instruction.allIntro')}</p>
      {methods.map((method) => (
        <Card key={method.code} as="section" padding="lg" aria-labelledby={`howto-${method.code}`} data-channel={method.code}>
          <h2 id={`howto-${method.code}`} className="flex items-center gap-2 font-semibold">
            {renderMark(method.code)}
            {method.name}
          </h2>
          <div className="mt-2">
            <InstructionGroups method={method} openFirst={false} />
          </div>
        </Card>
      ))}
    </div>
  );
}
