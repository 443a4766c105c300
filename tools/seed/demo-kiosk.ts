import type { KioskContactFields, KioskContentsFields } from '@timekeep/domain-settings';

/**
 * What the demo's web clock (/clock, company code DEMO) shows visitors and contractors: contractors
 * read the site induction before they start; both can let a contact know they have arrived (the
 * mail lands in .data/mail under `npm start`).
 */
export const DEMO_KIOSK_CONTENTS: KioskContentsFields = {
  labels: { Visitor: 'Visitor', Contractor: 'Contractor' },
  contents: {
    Visitor: [],
    Contractor: [
      {
        kioskContentType: 'Html',
        content:
          '<h3>Site induction</h3><p>Before you start work at a Greenfield site:</p><ul><li>Wear your high-visibility vest and safety boots at all times.</li><li>Keep to the marked walkways: forklifts have right of way.</li><li>Report any hazard or near miss to the site manager at once.</li></ul><p>Let your contact know you are here below.</p>',
      },
      { kioskContentType: 'Web', content: 'https://www.worksafe.govt.nz/' },
    ],
  },
};

export const DEMO_KIOSK_CONTACTS: KioskContactFields[] = [
  { firstname: 'Aroha', lastname: 'Tane', mobile: '021 555 0101', email: 'reception@demo.timekeep.local', department: 'Reception' },
  { firstname: 'Sam', lastname: 'Ruru', mobile: '021 555 0102', email: 'site.manager@demo.timekeep.local', department: 'Auckland warehouse' },
];
