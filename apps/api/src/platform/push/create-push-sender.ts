import type { PushConfig } from './push-config.ts';
import type { PushSender } from './push-sender.ts';
import { SandboxPushSender } from './sandbox-push-sender.ts';
import { loadOrCreateVapidKeys } from './vapid.ts';
import { WebPushSender } from './web-push-sender.ts';

export interface PushLog {
  warn(obj: object, msg: string): void;
}

/** Picks the sender from config, with the keys from env or, on first start, made into DATA_DIR. */
export function createPushSender(config: PushConfig, log: PushLog): PushSender {
  const keys = config.keys ?? loadOrCreateVapidKeys(config.dataDir);
  if (config.keysPerNode && config.mode === 'live') {
    log.warn({}, 'web push: VAPID keys come from this node\'s DATA_DIR; nodes sharing a database should set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY');
  }
  const options = { keys, subject: config.subject, hosts: config.hosts };
  return config.mode === 'sandbox' ? new SandboxPushSender(options) : new WebPushSender(options);
}
