import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { identityEndpoints } from '@quest/api';
import { useServices } from '../../../app/services';
import { CONFIG_APP_ID } from '../../../data/app-config';

/** The schedule clock ticks every second (store-and-assessment.md §9 "Schedule clock 1 s"). */
export const SCHEDULE_TICK_MS = 1_000;

/** The server's clock as read once: its time and the device's time when the answer arrived. */
export interface ClockAnchor {
  serverMs: number;
  deviceMs: number;
}

/** The server's "now" for a device time, from an anchor: device time plus the server–device offset. */
export const serverNowFrom = (anchor: ClockAnchor, deviceMs: number) =>
  deviceMs + (anchor.serverMs - anchor.deviceMs);

/**
 * The anchor of the server's clock: config `currentTime` and the device's time at the moment the answer arrived.
 * It has its own cache key (not the config's): a config answer cached minutes ago says nothing about when its
 * `currentTime` was true, while an anchor stays right however old it is (the offset does not age).
 */
function useClockAnchor() {
  const { api } = useServices();
  return useSWR<ClockAnchor, Error>(
    ['serverClock', CONFIG_APP_ID],
    async () => {
      const config = await api.call(identityEndpoints.getConfig, { query: { AppId: CONFIG_APP_ID } });
      const serverMs = Date.parse(config.currentTime);
      if (Number.isNaN(serverMs)) throw new Error('The server sent no usable time.');
      return { serverMs, deviceMs: Date.now() };
    },
    { revalidateOnFocus: true, dedupingInterval: 60_000 },
  );
}

/** The server's current time, and whether it is really the server's (else the device's, until the server answers). */
export interface ServerNow {
  /** Milliseconds since the epoch. */
  now: number;
  /** False while the server's clock is not known (or could not be read): `now` is the device's time then. */
  fromServer: boolean;
}

/**
 * The server's current time, re-read every `tickMs` (the live-class rule runs on the server's clock,
 * learning-app.md §4; the schedule clock ticks every second, store-and-assessment.md §9).
 */
export function useServerNow(tickMs: number = SCHEDULE_TICK_MS): ServerNow {
  const { data: anchor } = useClockAnchor();
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setDeviceNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return anchor
    ? { now: serverNowFrom(anchor, deviceNow), fromServer: true }
    : { now: deviceNow, fromServer: false };
}
