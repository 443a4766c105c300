import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clockArrivalReplySchema, clockKioskSchema, clockMeSchema, clockPunchReplySchema } from '@timekeep/contracts';
import type { ClockPunchReply, KioskUserType } from '@timekeep/contracts';
import { request } from '../../api/http';
import { QUERY_ROOTS } from '../../api/query-roots';

export interface ClockPunchInput {
  companyCode: string;
  clockId: string;
  pin: string;
  direction: 'In' | 'Out';
  /** The punch code's text; empty for none. */
  code: string;
  location: { latitude: number; longitude: number; accuracy: number } | null;
  device: 'kiosk' | 'mobile';
  photo: File | null;
}

/**
 * The punch's form fields as the clock sends them: by clock ID and PIN, or as the signed-in employee.
 * The same strings go now, or are kept on the device and signed when there is no network (ADR 0071).
 */
export function punchFields(input: Omit<ClockPunchInput, 'photo'>, asMe: boolean): Record<string, string> {
  const place = {
    latitude: input.location ? String(input.location.latitude) : '',
    longitude: input.location ? String(input.location.longitude) : '',
    accuracy: input.location ? String(input.location.accuracy) : '',
  };
  return asMe
    ? { direction: input.direction, code: input.code, device: 'mobile', ...place }
    : { companyCode: input.companyCode, clockId: input.clockId, pin: input.pin, direction: input.direction, code: input.code, device: input.device, ...place };
}

/** POST /api/clock/punch (ADR 0044) by clock ID and PIN, or /api/clock/my-punch as the signed-in employee: multipart, so a photo can come with the punch. */
export function sendPunch(asMe: boolean, fields: Record<string, string>, photo: File | null): Promise<ClockPunchReply> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (photo) body.append('photo', photo);
  return request(clockPunchReplySchema, asMe ? '/api/clock/my-punch' : '/api/clock/punch', { method: 'POST', body });
}

/** GET /api/clock/me: whether the device is asked for its location for the signed-in employee (ADR 0061); read only when punching as them. */
export const useClockMe = (enabled: boolean) =>
  useQuery({ queryKey: ['clock-me'], queryFn: () => request(clockMeSchema, '/api/clock/me'), enabled, retry: false });

/** As the signed-in employee when `asMe`, else by clock ID and PIN; the employee's in or out is read again after. */
export function useClockPunch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ asMe, ...input }: ClockPunchInput & { asMe: boolean }) => sendPunch(asMe, punchFields(input, asMe), input.photo),
    // Tried even when the browser says it is offline: the failure is what keeps the punch on the device
    // (ADR 0071), where React Query would otherwise hold the punch, pending, until the network is back.
    networkMode: 'always',
    // Her home's in or out (under the timesheets' root) is read again too: back on it, she sees the punch she made.
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: ['clock-me'] }), client.invalidateQueries({ queryKey: QUERY_ROOTS.timesheets })]),
  });
}

/** Every call counts against the device's attempts (ADR 0046): the kiosk is read once per code, not on every visit. */
const KIOSK_STALE_MS = 5 * 60_000;

/** GET /api/clock/kiosk: the company's welcome, cards and contacts; off until a code is given. */
export const useClockKiosk = (companyCode: string) =>
  useQuery({
    queryKey: ['clock-kiosk', companyCode.toLowerCase()],
    queryFn: () => request(clockKioskSchema, `/api/clock/kiosk?companyCode=${encodeURIComponent(companyCode)}`, { anonymous: true }),
    enabled: !!companyCode,
    staleTime: KIOSK_STALE_MS,
    retry: false,
  });

export interface ClockArrivalInput {
  companyCode: string;
  type: KioskUserType;
  contactId: string;
  name: string;
}

/** POST /api/clock/kiosk/arrival: 'Let them know I'm here'. */
export const useClockArrival = () =>
  useMutation({ mutationFn: (input: ClockArrivalInput) => request(clockArrivalReplySchema, '/api/clock/kiosk/arrival', { method: 'POST', body: input, anonymous: true }) });
