import type { z } from 'zod';
import type { paymentMethod } from '@apotek/contract/orders';

type PaymentMethod = z.infer<typeof paymentMethod>;

/** One channel's how-to-pay steps (ATM, mobile and internet banking for a bank; scanning for QRIS), each group folding. */
export function InstructionGroups({ method, openFirst = true }: { method: PaymentMethod; openFirst?: boolean }) {
  return (
    <div className="divide-y divide-gray-100">
      {method.instructions.map((group, i) => (
        <details key={group.title} open={openFirst && i === 0} className="group py-2">
          <summary className="cursor-pointer list-none py-1 font-medium marker:hidden">
            <span className="mr-2 inline-block transition group-open:rotate-90">›</span>
            {group.title}
          </summary>
          <ol className="ml-6 mt-2 list-decimal space-y-1 text-sm">
            {group.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </details>
      ))}
    </div>
  );
}
