import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clockArrivalReplySchema, clockKioskSchema, clockMeSchema, clockPunchReplySchema } from '@timekeep/contracts';
import type { ClockPunchReply, KioskUserType } from '@timekeep/contracts';
import { request } from '../../api/http';

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

/** POST /api/clock/punch (ADR 0044): multipart, so a photo can come with the punch. */
export function punchAtClock(input: ClockPunchInput): Promise<ClockPunchReply> {
  const body = new FormData();
  body.append('companyCode', input.companyCode);
  body.append('clockId', input.clockId);
  body.append('pin', input.pin);
  body.append('direction', input.direction);
  body.append('code', input.code);
  body.append('device', input.device);
  body.append('latitude', input.location ? String(input.location.latitude) : '');
  body.append('longitude', input.location ? String(input.location.longitude) : '');
  body.append('accuracy', input.location ? String(input.location.accuracy) : '');
  if (input.photo) body.append('photo', input.photo);
  return request(clockPunchReplySchema, '/api/clock/punch', { method: 'POST', body });
}

/** POST /api/clock/my-punch: the signed-in employee on their own phone. */
export function punchAsMe(input: Omit<ClockPunchInput, 'companyCode' | 'clockId' | 'pin' | 'device'>): Promise<ClockPunchReply> {
  const body = new FormData();
  body.append('direction', input.direction);
  body.append('code', input.code);
  body.append('device', 'mobile');
  body.append('latitude', input.location ? String(input.location.latitude) : '');
  body.append('longitude', input.location ? String(input.location.longitude) : '');
  body.append('accuracy', input.location ? String(input.location.accuracy) : '');
  if (input.photo) body.append('photo', input.photo);
  return request(clockPunchReplySchema, '/api/clock/my-punch', { method: 'POST', body });
}

/** GET /api/clock/me: whether the device is asked for its location for the signed-in employee (ADR 0061); read only when punching as them. */
export const useClockMe = (enabled: boolean) =>
  useQuery({ queryKey: ['clock-me'], queryFn: () => request(clockMeSchema, '/api/clock/me'), enabled, retry: false });

/** As the signed-in employee when `asMe`, else by clock ID and PIN; the employee's in or out is read again after. */
export function useClockPunch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ asMe, ...input }: ClockPunchInput & { asMe: boolean }) => (asMe ? punchAsMe(input) : punchAtClock(input)),
    onSuccess: () => client.invalidateQueries({ queryKey: ['clock-me'] }),
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
