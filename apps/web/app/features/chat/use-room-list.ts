import { useCallback, useEffect, useRef, useState } from 'react';
import { useRealtimeConnection, useRealtimeEvent } from '~/lib/realtime/use-realtime';
import { REFRESH_DEBOUNCE_MS } from './chat-limits';
import type { RoomList } from './chat-types';
import { sortRooms } from './chat-view';

/**
 * The room list of the page, kept current: any new message in any of the user's rooms (a `message` of the
 * open room, a `rooms.activity` of the others) or a room change re-reads it (SPEC §4), debounced over a
 * burst. `read` reads the same list the page did; a failed read empties it (SPEC §8).
 */
export function useRoomList(initial: RoomList, read: () => Promise<RoomList>, enabled = true): { list: RoomList; refresh: () => void } {
  useRealtimeConnection(enabled);
  const [list, setList] = useState(initial);
  useEffect(() => setList(initial), [initial]);
  const reader = useRef(read);
  reader.current = read;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const refresh = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void reader.current().then((next) => setList({ ...next, rooms: sortRooms(next.rooms) }));
    }, REFRESH_DEBOUNCE_MS);
  }, []);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  useRealtimeEvent('rooms.activity', refresh, enabled);
  useRealtimeEvent('room.updated', refresh, enabled);
  return { list: { ...list, rooms: sortRooms(list.rooms) }, refresh };
}
