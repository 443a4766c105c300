import { useMutation } from '@tanstack/react-query';
import { clockPunchReplySchema } from '@timekeep/contracts';
import type { ClockPunchReply } from '@timekeep/contracts';
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

/** As the signed-in employee when `asMe`, else by clock ID and PIN. */
export const useClockPunch = () => useMutation({ mutationFn: ({ asMe, ...input }: ClockPunchInput & { asMe: boolean }) => (asMe ? punchAsMe(input) : punchAtClock(input)) });
