import { CLOCK_TEXTS } from '@timekeep/contracts';
import { Refusal, RefusalKind } from '@timekeep/domain-kernel';

/** A web clock's refusal: a sentence the person at the clock reads (docs/decisions/0044-web-time-clock.md). */
export class ClockError extends Refusal {
  constructor(
    private readonly refusalKind: 'invalid' | 'forbidden' | 'throttled' | 'notFound',
    message: string,
  ) {
    super(message);
    this.name = 'ClockError';
  }

  get kind(): RefusalKind {
    return this.refusalKind;
  }
}


/** The time engine's DUPLICATE_SECONDS. */
export const DOUBLE_READ_SECONDS = 60;

export type ClockDirection = 'In' | 'Out';
/** What the company does with a punch whose location lies outside every assigned workplace's fence. */
export type OutsideFencePolicy = 'flag' | 'refuse';
export const DEFAULT_OUTSIDE_FENCE_POLICY: OutsideFencePolicy = 'flag';

export interface GeoPoint {
  latitude: number;
  longitude: number;
  /** Metres, as the device reports it (95% radius). */
  accuracy: number;
}

export interface Fence {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
  /** Metres. */
  radius: number;
}

const EARTH_RADIUS_METRES = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine): ample for fences of metres to a few kilometres. */
export function distanceMetres(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A phone's fix is a circle, not a point: it counts as inside when the circle touches the fence.
 * The tolerance is capped at the fence's own radius so that a vague fix (a laptop's Wi-Fi guess of
 * kilometres) cannot stand in for being there.
 */
export function nearestFence(point: GeoPoint, fences: readonly Fence[]): { fence: Fence; distance: number; inside: boolean } | null {
  let best: { fence: Fence; distance: number; inside: boolean } | null = null;
  for (const fence of fences) {
    const distance = distanceMetres(point, fence);
    const inside = distance <= fence.radius + Math.min(Math.max(point.accuracy, 0), fence.radius);
    if (!best || (inside && !best.inside) || (inside === best.inside && distance < best.distance)) best = { fence, distance, inside };
  }
  return best;
}

const distanceText = (metres: number) => (metres >= 1000 ? `${(metres / 1000).toFixed(1)} km` : `${Math.round(metres)} m`);

export interface ClockPunchFacts {
  /** The direction the person pressed; null lets the day decide. */
  asked: ClockDirection | null;
  /** Whether they are In at the punch's instant, as presenceOf decides for every board: the punch is then their Out. */
  openIn: boolean;
  /** Seconds since their last punch was recorded; null when there is none. */
  sinceLast: number | null;
  /** The device's fix; null when the device gave none. */
  point: GeoPoint | null;
  /** The employee's assigned workplaces. */
  fences: readonly Fence[];
  policy: OutsideFencePolicy;
  /** The employee's No GPS (document 1 §3 Employee, Mobile): their location is neither asked for nor taken. */
  noGPS: boolean;
  /** The employee's No Geo Fence: their location is kept but never held against the fences. */
  noGeoFence: boolean;
}

export interface ClockPunchDecision {
  direction: ClockDirection;
  workPlaceId: string | null;
  /** 'lat,lng' as the timesheet links it. */
  location: string | null;
  /** Why a supervisor should look at it: the punch's reason, shown with it on the timesheet. */
  flag: string | null;
}

/**
 * One punch at the web clock. The day decides In or Out (an open in-punch → Out); a pressed button
 * that contradicts it is refused rather than written, since a stray second In would break the
 * pairs; so is a second punch within a minute. An employee with assigned workplaces must give a
 * location; one without is not fenced. The employee's own settings (ADR 0061): with No GPS a
 * location sent anyway is dropped, so nothing is fenced, flagged or kept; with No Geo Fence the
 * location is kept and names the workplace it falls in, but being outside them all, or giving
 * none, is neither flagged nor refused.
 */
export function decideClockPunch(facts: ClockPunchFacts): ClockPunchDecision {
  // The engine sets a read within a minute of the last aside as a double read: refused here, so a double tap is not an Out.
  if (facts.sinceLast !== null && facts.sinceLast < DOUBLE_READ_SECONDS) throw new ClockError('invalid', CLOCK_TEXTS.tooSoon);
  const direction: ClockDirection = facts.openIn ? 'Out' : 'In';
  if (facts.asked && facts.asked !== direction) throw new ClockError('invalid', facts.asked === 'In' ? CLOCK_TEXTS.alreadyIn : CLOCK_TEXTS.notIn);
  const point = facts.noGPS ? null : facts.point;
  const location = point ? `${point.latitude.toFixed(6)},${point.longitude.toFixed(6)}` : null;
  if (!facts.fences.length || facts.noGPS) return { direction, workPlaceId: null, location, flag: null };
  if (!point) {
    if (facts.noGeoFence) return { direction, workPlaceId: null, location, flag: null };
    if (facts.policy === 'refuse') throw new ClockError('invalid', CLOCK_TEXTS.noLocation);
    return { direction, workPlaceId: null, location, flag: 'Punched without a location.' };
  }
  const nearest = nearestFence(point, facts.fences) as NonNullable<ReturnType<typeof nearestFence>>;
  if (nearest.inside) return { direction, workPlaceId: nearest.fence.id, location, flag: null };
  if (facts.noGeoFence) return { direction, workPlaceId: null, location, flag: null };
  if (facts.policy === 'refuse') throw new ClockError('forbidden', CLOCK_TEXTS.outsideFence);
  return { direction, workPlaceId: null, location, flag: `Punched outside the assigned workplaces: ${distanceText(nearest.distance)} from ${nearest.fence.name}.` };
}
