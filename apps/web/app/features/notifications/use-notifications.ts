export interface NotificationItem {
  id: string;
  message: string;
  type: string;
  meta: string | null;
  created_at: string;
}

export interface NotificationsState {
  unread: number;
  items: NotificationItem[];
}

const empty: NotificationsState = { unread: 0, items: [] };

/**
 * The bell's data. The notifications issue wires GET /api/my/notifications here (only for signed-in
 * users, SPEC §6); until then nobody has notifications.
 */
export function useNotifications(): NotificationsState {
  return empty;
}
