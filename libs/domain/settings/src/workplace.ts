import { REQUIRED_TEXT, WORKPLACE_RADIUS_RANGE } from '@timekeep/contracts';
import { checkedNumber, PayRuleBody, PayRuleError } from '@timekeep/domain-pay-rules';

export interface WorkplaceFields {
  address: string;
  latitude: number;
  longitude: number;
  /** Metres. */
  radius: number;
  description: string | null;
  siteCode: string | null;
}

export interface WorkplaceInput {
  name: string;
  workSiteStatus: boolean;
  address: string;
  coordinate: string;
  radius: number | null;
  description: string;
  siteCode: string;
}

const COORDINATE = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

/** 'lat,long' to numbers, or null when it is not a point on Earth. */
export function parseCoordinate(text: string): { latitude: number; longitude: number } | null {
  const match = COORDINATE.exec(text);
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : null;
}

export const coordinateText = (fields: Pick<WorkplaceFields, 'latitude' | 'longitude'>) => `${fields.latitude},${fields.longitude}`;

/** Document 3 §7: name, address, coordinate and radius are required. */
export function checkWorkplace(input: WorkplaceInput): PayRuleBody<WorkplaceFields> {
  const name = input.name.trim();
  const address = input.address.trim();
  if (!name || !address || !input.coordinate.trim() || input.radius === null) throw new PayRuleError('invalid', REQUIRED_TEXT);
  const point = parseCoordinate(input.coordinate);
  if (!point) throw new PayRuleError('invalid', 'The coordinate must be a latitude and a longitude, such as -36.8509,174.7645.');
  checkedNumber(input.radius, WORKPLACE_RADIUS_RANGE);
  return {
    name,
    active: input.workSiteStatus,
    systemCode: null,
    fields: { address, ...point, radius: Math.round(input.radius * 100) / 100, description: input.description.trim() || null, siteCode: input.siteCode.trim() || null },
  };
}
