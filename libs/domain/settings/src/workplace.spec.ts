import fc from 'fast-check';
import { REQUIRED_TEXT } from '@timekeep/contracts';
import { checkWorkplace, coordinateText, parseCoordinate } from './workplace';

describe('workplaces', () => {
  const yard = { name: 'Yard', workSiteStatus: true, address: '1 Quay St', coordinate: ' -36.8443 , 174.7676 ', radius: 12.345, description: '', siteCode: '' };

  it('stores the point as numbers and the radius to the centimetre', () => {
    expect(checkWorkplace(yard).fields).toEqual({ address: '1 Quay St', latitude: -36.8443, longitude: 174.7676, radius: 12.35, description: null, siteCode: null });
  });

  it('needs a name, an address, a point on Earth and a radius above 0', () => {
    expect(() => checkWorkplace({ ...yard, address: ' ' })).toThrow(REQUIRED_TEXT);
    expect(() => checkWorkplace({ ...yard, radius: null })).toThrow(REQUIRED_TEXT);
    expect(() => checkWorkplace({ ...yard, coordinate: '-36.8,190' })).toThrow('The coordinate must be');
    expect(() => checkWorkplace({ ...yard, coordinate: 'Auckland' })).toThrow('The coordinate must be');
    expect(() => checkWorkplace({ ...yard, radius: 0 })).toThrow('The radius must be');
  });

  it('reads back every coordinate it writes', () => {
    const degrees = (max: number) => fc.double({ min: -max, max, noNaN: true }).map((d) => Math.round(d * 1e6) / 1e6);
    fc.assert(
      fc.property(degrees(90), degrees(180), (latitude, longitude) => {
        expect(parseCoordinate(coordinateText({ latitude, longitude }))).toEqual({ latitude: latitude + 0, longitude: longitude + 0 });
      }),
    );
  });
});
