import type { WorkCodeInput } from '@timekeep/domain-pay-rules';
import type { WorkplaceInput } from '@timekeep/domain-settings';

const id = (n: number) => `dc000000-0000-4000-8000-000000000${String(n).padStart(3, '0')}`;

export const DEMO_AUCKLAND_SITE_ID = id(601);
export const DEMO_WELLINGTON_SITE_ID = id(602);

/** The warehouse yard in Penrose and the Wellington depot, with the app's geofences. */
export const DEMO_WORKPLACES: Array<{ id: string; input: WorkplaceInput }> = [
  { id: DEMO_AUCKLAND_SITE_ID, input: { name: 'Penrose warehouse', workSiteStatus: true, address: '22 Church Street, Penrose, Auckland', coordinate: '-36.9098,174.8156', radius: 150, description: 'Main gate and loading docks.', siteCode: 'AKL1' } },
  { id: DEMO_WELLINGTON_SITE_ID, input: { name: 'Seaview depot', workSiteStatus: true, address: '8 Port Road, Seaview, Lower Hutt', coordinate: '-41.2395,174.9067', radius: 100, description: '', siteCode: 'WLG1' } },
];

const work = (code: string, name: string, punchCode: string): WorkCodeInput => ({ code, name, active: true, description: '', punchCode, payExportCode: code });

export const DEMO_TASKS = [
  { id: id(701), input: work('T-PICK', 'Picking', '21') },
  { id: id(702), input: work('T-LOAD', 'Loading', '22') },
  { id: id(703), input: work('T-DLV', 'Delivery run', '23') },
];

/** Contract work the drivers and pickers book their time to. */
export const DEMO_JOBS = [
  { id: id(711), input: { ...work('J-1001', 'Supermarket distribution', '31'), taskIds: [id(701), id(702), id(703)] } },
  { id: id(712), input: { ...work('J-1002', 'Hardware deliveries', '32'), taskIds: [id(702), id(703)] } },
];
