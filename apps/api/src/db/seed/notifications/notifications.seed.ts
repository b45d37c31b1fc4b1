import type { Executor } from '../../database.ts';
import { campaignDraft, type NotificationDraft, orderDraft, prescriptionDraft } from '../../../modules/notifications/notification-events.ts';
import { renderNotification } from '../../../modules/notifications/notification-text.ts';
import { SEED_CAMPAIGNS } from '../campaigns/campaigns.seed.ts';

const MINUTE = 60_000;

/**
 * The demo customer's bell on a fresh start (issue 11): the newest campaign, their order waiting at the
 * pharmacy and their approved prescription (already read), made as the live events would make them (same
 * words, same dedupe keys, so a later event about the same thing adds nothing). Runs only while the
 * customer has no notification yet.
 */
export async function seedDemoNotifications(db: Executor, input: { customerId: number | undefined; now: Date }): Promise<number> {
  const { customerId, now } = input;
  if (customerId === undefined) return 0;
  const existing = await db.selectFrom('notifications').select('id').where('user_id', '=', customerId).limit(1).executeTakeFirst();
  if (existing) return 0;
  const user = await db.selectFrom('users').select('locale').where('id', '=', customerId).executeTakeFirstOrThrow();

  const drafts: Array<{ draft: NotificationDraft; minutesAgo: number; read: boolean }> = [];
  const order = await db
    .selectFrom('orders')
    .select(['public_id', 'store_name'])
    .where('user_id', '=', customerId)
    .where('status', '=', 'ready_for_pickup')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (order) {
    const draft = orderDraft({ orderId: order.public_id, status: 'ready_for_pickup' }, { userId: customerId, code: order.public_id, pharmacyName: order.store_name });
    if (draft) drafts.push({ draft, minutesAgo: 120, read: false });
  }
  const prescription = await db.selectFrom('prescriptions').select('public_id').where('user_id', '=', customerId).where('status', '=', 'approved').orderBy('id').limit(1).executeTakeFirst();
  if (prescription) {
    const draft = prescriptionDraft({ prescriptionId: prescription.public_id, status: 'approved', userId: customerId }, 0);
    if (draft) drafts.push({ draft, minutesAgo: 60 * 20, read: true });
  }
  const campaign = await db.selectFrom('campaigns').select(['id', 'slug', 'title_id', 'title_en']).where('slug', '=', SEED_CAMPAIGNS[0]!.slug).executeTakeFirst();
  if (campaign) {
    drafts.push({ draft: campaignDraft({ id: campaign.id, slug: campaign.slug, title: { id: campaign.title_id, en: campaign.title_en }, live: true }, customerId), minutesAgo: 10, read: false });
  }
  if (drafts.length === 0) return 0;

  await db
    .insertInto('notifications')
    .values(
      drafts.map(({ draft, minutesAgo, read }) => {
        const at = new Date(now.getTime() - minutesAgo * MINUTE).toISOString();
        return {
          user_id: customerId,
          type: draft.type,
          message: renderNotification(draft.key, draft.vars, user.locale)!,
          locale: user.locale,
          message_key: draft.key,
          message_vars: JSON.stringify(draft.vars),
          meta: JSON.stringify(draft.meta),
          dedupe_key: draft.dedupeKey,
          read_at: read ? at : null,
          created_at: at,
        };
      }),
    )
    .execute();
  return drafts.length;
}
