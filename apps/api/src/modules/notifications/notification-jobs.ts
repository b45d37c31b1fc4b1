/** The notifications module's jobs (platform/jobs/jobs.ts JobTypes), in a file of its own so seeds and tests see them too. */

/** An event the module tells a user about, as its bus handler stored it for the job that makes the notification. */
export type NotificationEvent =
  | { kind: 'order'; orderId: string; status: string }
  | { kind: 'prescription'; prescriptionId: string; status: string; userId: number }
  | { kind: 'consultation'; type: 'consultation' | 'appointment'; id: string; orderCode: string; status: string; userId: number; doctorName?: string }
  | { kind: 'chat'; userId: number; roomId: number; senderName: string; text: string };

declare module '../../platform/jobs/jobs.ts' {
  interface JobTypes {
    /** Makes the notification for one event. uniqueKey: `notification.event:<dedupe key>` for events that happen once per subject. */
    'notification.event': NotificationEvent;
    /** Tells a published campaign's audience, one batch of customers per job, each job scheduling the next. uniqueKey: `notification.campaign:<id>:<after>`. */
    'notification.campaign': { campaignId: number; afterUserId: number };
    /** Sends web push for these notifications to their users who have no open socket. */
    'notification.push': { notificationIds: number[] };
  }
}

export {};
